import type { AccountProgress } from '../api/types/profile.ts';
import type { OnboardingNextStep, Intent, Origin } from '../api/types/returnState.ts';
import type {
  AccountOrChild,
  ChildAccountRequest,
  CreatedChildAccount,
  OnboardingStatus,
  ProfileUpdate,
  User,
} from '../api/types/user.ts';
import type { UserClient } from '../api/userClient.ts';
import type { UserGatheringClient } from '../api/userGatheringClient.ts';

/** The calls onboarding makes (spec §7), as a port so the flow is tested against a fake. */
export interface OnboardingApi {
  status(query: {
    desiredStep?: OnboardingNextStep;
    origin: Origin;
    intent: Intent;
  }): Promise<OnboardingStatus | null>;
  progress(): Promise<AccountProgress | null>;
  me(): Promise<User | null>;
  accounts(): Promise<AccountOrChild[]>;
  updateProfile(update: ProfileUpdate): Promise<User | null>;
  createChild(child: ChildAccountRequest): Promise<CreatedChildAccount | null>;
}

/** Only the account progress of the profile overview (spec §7 user gathering). */
export const progressOnly = {
  includeOffers: false,
  includeEntranceBookings: false,
  includePartyBookings: false,
  includeSportKidz: false,
  includeSubscriptions: false,
  includeSerialTickets: false,
  includeLeoCamps: false,
  includeChildAccounts: false,
  includeAccountProgress: true,
};

/** The port on the typed clients (created with the session's access token). */
export function onboardingApi({
  users,
  userGathering,
}: {
  users: UserClient;
  userGathering: UserGatheringClient;
}): OnboardingApi {
  return {
    status: (query) => users.onboardingStatus(query),
    progress: async () => (await userGathering.userGathering(progressOnly))?.accountProgress ?? null,
    me: () => users.me(),
    accounts: () => users.myAccounts(),
    updateProfile: (update) => users.updateProfile(update),
    createChild: (child) => users.createChildAccount(child),
  };
}
