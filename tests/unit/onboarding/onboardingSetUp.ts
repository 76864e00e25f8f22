import { vi } from 'vitest';
import type { OnboardingNextStep } from '../../../src/lib/api/types/returnState.ts';
import type { AccountOrChild, ProfileUpdate, User } from '../../../src/lib/api/types/user.ts';
import type { OnboardingApi } from '../../../src/lib/onboarding/api.ts';
import { createOnboarding } from '../../../src/stores/onboarding.ts';

/**
 * A main API in memory that decides the next step like the real one: phone, then children; its
 * account progress counts those two, the e-mail address and the preferred play centre.
 */
export function fakeApi(
  start: {
    phone?: string | null;
    children?: number;
    emailconfirmed?: boolean | null;
    playground?: boolean;
  } = {},
) {
  const user = {
    guid: 'parent',
    firstname: 'Saga',
    lastname: 'Nyström',
    email: 'saga@example.com',
    emailconfirmed: 'emailconfirmed' in start ? start.emailconfirmed : true,
    phone: start.phone ?? null,
    countrycode: start.phone ? '+46' : null,
    preferredplaycenterid: start.playground === false ? null : 'barkarby',
  } as User;
  const children: AccountOrChild[] = Array.from(
    { length: start.children ?? 0 },
    (_, i) =>
      ({
        guid: `c${i}`,
        firstname: `Child ${i}`,
        lastname: 'Nyström',
        birthdate: '2020-01-01T00:00:00.000Z',
      }) as AccountOrChild,
  );
  const remaining = (): OnboardingNextStep[] => [
    ...(user.phone ? [] : ['AddPhone' as const]),
    ...(children.length ? [] : ['AddChildren' as const]),
  ];
  const api = {
    status: vi.fn<OnboardingApi['status']>(async ({ desiredStep }) => ({
      nextStep: desiredStep ?? remaining()[0] ?? 'Continue',
      remainingSteps: remaining(),
    })),
    progress: vi.fn<OnboardingApi['progress']>(async () => {
      const left = [
        ...remaining(),
        ...(user.emailconfirmed === true ? [] : ['ConfirmEmail']),
        ...(user.preferredplaycenterid ? [] : ['ChoosePlayground']),
      ];
      return { percentage: 100 - left.length * 25, nextStep: left[0] ?? null, remainingSteps: left };
    }),
    me: vi.fn<OnboardingApi['me']>(async () => ({ ...user })),
    accounts: vi.fn<OnboardingApi['accounts']>(async () => [
      { guid: 'parent' } as AccountOrChild,
      ...children,
    ]),
    updateProfile: vi.fn<OnboardingApi['updateProfile']>(async (update: ProfileUpdate) => {
      Object.assign(user, { phone: update.phone, countrycode: update.countrycode });
      return { ...user };
    }),
    createChild: vi.fn<OnboardingApi['createChild']>(async (child) => {
      const created = {
        guid: `c${children.length}`,
        firstname: child.firstname,
        lastname: child.lastname,
        birthdate: `${String(child.birthdate)}T00:00:00.000Z`,
      } as AccountOrChild;
      children.push(created);
      return { ...created, notices: [{ level: 'warning', message: 'Possible duplicate.' }] };
    }),
  } satisfies OnboardingApi;
  return { api, user, children };
}

/** The account site the onboarding hands over to. */
export const accountSite = {
  edit: 'https://account.example/sv/account/edit',
  home: 'https://account.example/sv/account',
};

/** The real onboarding store against `api`, coming from a party booking's registration. */
export function flow(api: OnboardingApi, report = vi.fn()) {
  return {
    onboarding: createOnboarding({
      api,
      returnState: { intent: 'Register', origin: 'PartyBooking' },
      defaultCallingCode: '+46',
      accountSite,
      today: () => '2026-11-22',
      report,
    }),
    report,
  };
}
