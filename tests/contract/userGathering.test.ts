import { describe, expect, it } from 'vitest';
import { UserGatheringClient } from '../../src/lib/api/userGatheringClient.ts';
import type { UserGatheringFlags } from '../../src/lib/api/types/profile.ts';
import { seedAccounts } from '../stand-ins/seed/accounts.ts';
import { accessTokenFor, addFault, clients, registerFreshAccount } from './support/standIns.ts';

const everything: UserGatheringFlags = {
  includeOffers: true,
  includeEntranceBookings: true,
  includePartyBookings: true,
  includeSportKidz: true,
  includeSubscriptions: true,
  includeSerialTickets: true,
  includeLeoCamps: true,
  includeChildAccounts: true,
  includeAccountProgress: true,
};

describe(UserGatheringClient, () => {
  it('should gather every part of the overview when asked', async () => {
    const token = await accessTokenFor('astrid.lindqvist@example.com');
    await expect(clients(token).userGathering.userGathering(everything)).resolves.toEqual({
      activeOffers: 2,
      partyBookings: 1,
      entranceBookings: 3,
      sportClassBookings: 1,
      campBookings: 0,
      subscriptions: 1,
      serialTickets: 0,
      childAccounts: 2,
      accountProgress: { percentage: 100, nextStep: null, remainingSteps: [] },
    });
  });

  it('should leave out what was not asked for, and show a new user’s progress', async () => {
    const [barkarby] = await clients().locations.search('Barkarby', 'Playground');
    const user = await registerFreshAccount('progress', barkarby?.locationid ?? null);
    const token = await accessTokenFor(user.email ?? '');
    const overview = await clients(token).userGathering.userGathering({
      ...everything,
      includeOffers: false,
      includeLeoCamps: false,
    });
    expect(overview).toMatchObject({
      activeOffers: null,
      campBookings: null,
      childAccounts: 0,
      partyBookings: 0,
    });
    expect(overview?.accountProgress).toEqual({
      percentage: 25,
      nextStep: 'AddPhone',
      remainingSteps: ['AddPhone', 'AddChildren', 'ConfirmEmail'],
    });
  });

  it.each(['mads.kjaergaard@example.com', 'astrid.lindqvist@example.com'])(
    'should give the sidebar its entrance and party bookings only (%s)',
    async (email) => {
      const { activity } = seedAccounts.find((account) => account.email === email)!;
      const token = await accessTokenFor(email);
      await expect(clients(token).userGathering.profileData()).resolves.toEqual({
        activeOffers: null,
        partyBookings: activity.partyBookings,
        entranceBookings: activity.entranceBookings,
        sportClassBookings: null,
        campBookings: null,
        subscriptions: null,
        serialTickets: null,
        childAccounts: null,
        accountProgress: null,
      });
    },
  );

  it('should reject with the status and body of a failed reply', async () => {
    const token = await accessTokenFor('jonas.becker@example.com');
    await addFault('mainApi', {
      path: '/api/UserGathering/profile-data',
      method: 'POST',
      kind: 'status',
      status: 503,
      times: 1,
    });
    await expect(clients(token).userGathering.profileData()).rejects.toMatchObject({
      status: 503,
      body: { code: 'InjectedFault' },
    });
  });

  it('should require a signed-in user', async () => {
    await expect(clients().userGathering.profileData()).rejects.toMatchObject({ status: 401 });
  });
});
