import type { HttpClient } from './httpClient.ts';
import type { ProfileDataRequest, ProfileOverview, UserGatheringFlags } from './types/profile.ts';
import { profileOverview } from './schemas/profile.ts';

/** What the sidebar asks for (spec §7): entrance and party bookings only. */
export const sidebarProfileDataRequest: Readonly<ProfileDataRequest> = {
  entranceBookings: true,
  partyBookings: true,
  childAccounts: false,
  offers: false,
  sportKidzBookings: false,
  subscriptions: false,
  summerCampBookings: false,
};

const flagNames = [
  'includeOffers',
  'includeEntranceBookings',
  'includePartyBookings',
  'includeSportKidz',
  'includeSubscriptions',
  'includeSerialTickets',
  'includeLeoCamps',
  'includeChildAccounts',
  'includeAccountProgress',
] as const satisfies readonly (keyof UserGatheringFlags)[];

/**
 * Counts of what the signed-in user has; every flag is sent, each says whether to gather that
 * part. A function of its own for onboarding, which asks only for the account progress.
 */
export function fetchUserGathering(
  http: HttpClient,
  flags: UserGatheringFlags,
): Promise<ProfileOverview | null> {
  return http.get('/api/UserGathering/user-gathering', profileOverview, {
    query: Object.fromEntries(flagNames.map((name) => [name, flags[name]])),
    required: flagNames,
  });
}

/** The signed-in user's profile overview (spec §7, user gathering). Never cached: it is theirs. */
export class UserGatheringClient {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Counts of what the user has; every flag is sent, each says whether to gather that part. */
  userGathering(flags: UserGatheringFlags): Promise<ProfileOverview | null> {
    return fetchUserGathering(this.#http, flags);
  }

  /**
   * The sidebar's profile data. The spec gives the body but not the route; the main API
   * stand-in serves it at `POST /api/UserGathering/profile-data`.
   */
  profileData(request: ProfileDataRequest = sidebarProfileDataRequest): Promise<ProfileOverview | null> {
    return this.#http.json(
      { method: 'POST', path: '/api/UserGathering/profile-data', body: request },
      profileOverview,
    );
  }
}
