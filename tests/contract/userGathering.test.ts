import { describe, expect, it } from 'vitest';
import { UserGatheringClient } from '../../src/lib/api/userGatheringClient.ts';
import type { UserGatheringFlags } from '../../src/lib/api/types/profile.ts';
import { accessTokenFor, clients, registerFreshAccount } from './support/standIns.ts';

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
      nextStep: 'ConfirmEmail',
      remainingSteps: ['ConfirmEmail', 'AddPhone', 'AddChildren'],
    });
  });

  it('should give the sidebar its entrance and party bookings only', async () => {
    const token = await accessTokenFor('mads.kjaergaard@example.com');
    await expect(clients(token).userGathering.profileData()).resolves.toEqual({
      activeOffers: null,
      partyBookings: 2,
      entranceBookings: 0,
      sportClassBookings: null,
      campBookings: null,
      subscriptions: null,
      serialTickets: null,
      childAccounts: null,
      accountProgress: null,
    });
  });

  it('should require a signed-in user', async () => {
    await expect(clients().userGathering.profileData()).rejects.toMatchObject({ status: 401 });
  });
});
