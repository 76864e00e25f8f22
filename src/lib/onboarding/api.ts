import type { HttpClient } from '../api/httpClient.ts';
import {
  createChildAccount,
  fetchMe,
  fetchMyAccounts,
  fetchOnboardingStatus,
  updateProfile,
} from '../api/userClient.ts';
import { fetchUserGathering } from '../api/userGatheringClient.ts';
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

/**
 * The port on the main API (an HttpClient carrying the session's access token), built from
 * the client calls themselves, so the onboarding chunk holds only the calls it makes.
 */
export function onboardingApi(mainApi: HttpClient): OnboardingApi {
  return {
    status: (query) => fetchOnboardingStatus(mainApi, query),
    progress: async () => (await fetchUserGathering(mainApi, progressOnly))?.accountProgress ?? null,
    me: () => fetchMe(mainApi),
    accounts: () => fetchMyAccounts(mainApi),
    updateProfile: (update) => updateProfile(mainApi, update),
    createChild: (child) => createChildAccount(mainApi, child),
  };
}
