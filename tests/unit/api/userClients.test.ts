import { describe, expect, it } from 'vitest';
import { UserClient } from '../../../src/lib/api/userClient.ts';
import { sidebarProfileDataRequest, UserGatheringClient } from '../../../src/lib/api/userGatheringClient.ts';
import type { UserGatheringFlags } from '../../../src/lib/api/types/profile.ts';
import type { ProfileUpdate, Registration } from '../../../src/lib/api/types/user.ts';
import { absent, describeCalls, nullValue } from './callCases.ts';
import { clientsWith } from '../support/fakeFetch.ts';

const registration: Registration = {
  details: {
    firstName: 'Linnea',
    lastName: 'Berg',
    email: 'linnea.berg@example.com',
    phone: null,
    gdprDisallowInformation: false,
    gdprAllowPartnerInformation: false,
  },
  preferredPlaycenterId: 'pg-1',
  password: 'Lekplats-2025',
  registrationSource: 'Profile',
};

const profileUpdate: ProfileUpdate = {
  firstname: 'Astrid',
  lastname: 'Lindqvist',
  StreetAddress: 'Vaksalagatan 12',
  PostalCode: '753 20',
  City: 'Uppsala',
  CoAddress: null,
  phone: '701234567',
  countrycode: '+46',
  email: 'astrid.lindqvist@example.com',
  preferredplaycenterid: 'pg-1',
  gdprallowinformation: true,
  gdprallowsms: false,
  gdprallowpartnerinformation: false,
  gdprallowpartnersms: false,
};

const reset = { userId: 'u-1', code: 'c-1', password: 'N3w-password' };
const forgot = { email: 'astrid@example.com', onboardingState: null, culture: 'sv-SE' };

const allFlags: UserGatheringFlags = {
  includeOffers: true,
  includeEntranceBookings: false,
  includePartyBookings: true,
  includeSportKidz: false,
  includeSubscriptions: true,
  includeSerialTickets: false,
  includeLeoCamps: true,
  includeChildAccounts: false,
  includeAccountProgress: true,
};

describe(UserClient, () => {
  describeCalls('main', [
    {
      name: 'register',
      call: (c) => c.users.register(registration),
      method: 'POST',
      url: '/api/User/Register',
      body: registration,
      empty: null,
    },
    { name: 'me', call: (c) => c.users.me(), method: 'GET', url: '/api/User/Me', empty: null },
    {
      name: 'updateProfile',
      call: (c) => c.users.updateProfile(profileUpdate),
      method: 'PUT',
      url: '/api/User/UpdateProfile',
      body: profileUpdate,
      empty: null,
    },
    {
      name: 'updatePreferredPlayground',
      call: (c) => c.users.updatePreferredPlayground({ preferredplaycenterid: 'pg-2' }),
      method: 'PUT',
      url: '/api/User/UpdateProfilePlayground',
      body: { preferredplaycenterid: 'pg-2' },
      empty: null,
    },
    {
      name: 'createChildAccount',
      call: (c) =>
        c.users.createChildAccount({
          firstname: 'Oskar',
          lastname: 'Lindqvist',
          birthdate: '2020-09-30',
          otherinfo: null,
        }),
      method: 'POST',
      url: '/api/User/CreateAccount',
      body: {
        firstname: 'Oskar',
        lastname: 'Lindqvist',
        birthdate: '2020-09-30T00:00:00.000Z',
        otherinfo: null,
      },
      empty: null,
    },
    {
      name: 'myAccounts',
      call: (c) => c.users.myAccounts(),
      method: 'GET',
      url: '/api/User/MyAccounts',
      empty: [],
    },
    {
      name: 'childrenByCountry',
      call: (c) => c.users.childrenByCountry('country-se', new Date(2025, 5, 1, 0, 30)),
      method: 'GET',
      url: '/api/User/GetChildrenByCountry/country-se?validDate=2025-06-01',
      empty: [],
      missing: { countryId: (c) => c.users.childrenByCountry(absent) },
    },
    {
      name: 'childrenByCountry without a date',
      call: (c) => c.users.childrenByCountry('country-se'),
      method: 'GET',
      url: '/api/User/GetChildrenByCountry/country-se',
      empty: [],
    },
    {
      name: 'addToRole',
      call: (c) => c.users.addToRole({ userId: 'u-1', role: 'Administrator' }),
      method: 'POST',
      url: '/api/User/AddToRole',
      body: { userId: 'u-1', role: 'Administrator' },
      empty: undefined,
    },
    {
      name: 'forgotPassword',
      call: (c) => c.users.forgotPassword(forgot),
      method: 'POST',
      url: '/api/User/ForgotPassword',
      body: forgot,
      empty: undefined,
    },
    {
      name: 'resetPassword',
      call: (c) => c.users.resetPassword(reset),
      method: 'POST',
      url: '/api/User/ResetPassword',
      body: reset,
      empty: undefined,
    },
    {
      name: 'usersWithinDates',
      call: (c) =>
        c.users.usersWithinDates(
          new Date(Date.UTC(2025, 0, 1)),
          new Date(Date.UTC(2025, 0, 31, 12)),
          'sv-SE',
        ),
      method: 'GET',
      url:
        '/api/User/GetUsersWithinDates?startDate=2025-01-01T00%3A00%3A00.000Z' +
        '&endDate=2025-01-31T12%3A00%3A00.000Z&culture=sv-SE',
      empty: [],
      missing: { culture: (c) => c.users.usersWithinDates(new Date(), new Date(), nullValue) },
    },
    {
      name: 'passwordOptions',
      call: (c) => c.users.passwordOptions(),
      method: 'GET',
      url: '/api/User/GetPasswordOptions/password/options',
      empty: null,
    },
    {
      name: 'onboardingStatus',
      call: (c) =>
        c.users.onboardingStatus({ desiredStep: 'AddPhone', origin: 'IdServer', intent: 'Register' }),
      method: 'GET',
      url: '/api/User/GetUserOnboardingStatus/onboarding?desiredStep=AddPhone&origin=IdServer&intent=Register',
      empty: null,
    },
    {
      name: 'onboardingStatus without a query',
      call: (c) => c.users.onboardingStatus(),
      method: 'GET',
      url: '/api/User/GetUserOnboardingStatus/onboarding',
      empty: null,
    },
  ]);
});

describe(UserGatheringClient, () => {
  describeCalls('main', [
    {
      name: 'userGathering',
      call: (c) => c.userGathering.userGathering(allFlags),
      method: 'GET',
      url:
        '/api/UserGathering/user-gathering?includeOffers=true&includeEntranceBookings=false' +
        '&includePartyBookings=true&includeSportKidz=false&includeSubscriptions=true' +
        '&includeSerialTickets=false&includeLeoCamps=true&includeChildAccounts=false' +
        '&includeAccountProgress=true',
      empty: null,
      missing: {
        includeLeoCamps: (c) =>
          c.userGathering.userGathering({ ...allFlags, includeLeoCamps: null as unknown as boolean }),
      },
    },
    {
      name: 'profileData',
      call: (c) => c.userGathering.profileData(),
      method: 'POST',
      url: '/api/UserGathering/profile-data',
      body: {
        entranceBookings: true,
        partyBookings: true,
        childAccounts: false,
        offers: false,
        sportKidzBookings: false,
        subscriptions: false,
        summerCampBookings: false,
      },
      empty: null,
    },
  ]);

  describe('profileData', () => {
    it('should send other flags when asked', async () => {
      const { clients, requests } = clientsWith();
      await clients.userGathering.profileData({ ...sidebarProfileDataRequest, childAccounts: true });
      expect(requests[0]?.body).toMatchObject({ childAccounts: true, entranceBookings: true });
    });
  });
});
