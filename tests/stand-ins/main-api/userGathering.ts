import type { ProfileOverview } from '../../../src/lib/api/types/profile.ts';
import type { StandInAccount } from '../seed/state.ts';
import { validationBody } from '../shared/errorBody.ts';
import { jsonBody } from '../shared/requests.ts';
import { accountProgress } from './accountSteps.ts';
import { accountOf, type MainApiApp, type RouteOptions } from './app.ts';
import type { Auth } from './auth.ts';

type Part = keyof Omit<ProfileOverview, 'accountProgress'>;

/** The overview with only the asked-for parts; the others are null ("not gathered", not zero). */
function overview(account: StandInAccount, parts: Set<Part>, withProgress: boolean): ProfileOverview {
  const counts: Record<Part, number> = { ...account.activity, childAccounts: account.children.length };
  const pick = (part: Part) => (parts.has(part) ? counts[part] : null);
  return {
    activeOffers: pick('activeOffers'),
    partyBookings: pick('partyBookings'),
    entranceBookings: pick('entranceBookings'),
    sportClassBookings: pick('sportClassBookings'),
    campBookings: pick('campBookings'),
    subscriptions: pick('subscriptions'),
    serialTickets: pick('serialTickets'),
    childAccounts: pick('childAccounts'),
    accountProgress: withProgress ? accountProgress(account) : null,
  };
}

const gatheringFlags: Record<string, Part | 'progress'> = {
  includeOffers: 'activeOffers',
  includeEntranceBookings: 'entranceBookings',
  includePartyBookings: 'partyBookings',
  includeSportKidz: 'sportClassBookings',
  includeSubscriptions: 'subscriptions',
  includeSerialTickets: 'serialTickets',
  includeLeoCamps: 'campBookings',
  includeChildAccounts: 'childAccounts',
  includeAccountProgress: 'progress',
};

const profileDataFlags: Record<string, Part> = {
  entranceBookings: 'entranceBookings',
  partyBookings: 'partyBookings',
  childAccounts: 'childAccounts',
  offers: 'activeOffers',
  sportKidzBookings: 'sportClassBookings',
  subscriptions: 'subscriptions',
  summerCampBookings: 'campBookings',
};

/** The profile overview (spec §7, user gathering) and the sidebar's profile data. */
export function addUserGatheringRoutes(app: MainApiApp, _options: RouteOptions, auth: Auth): void {
  app.get('/api/UserGathering/user-gathering', auth.requireUser, (c) => {
    const errors: Record<string, string[]> = {};
    const parts = new Set<Part>();
    let withProgress = false;
    for (const [flag, part] of Object.entries(gatheringFlags)) {
      const value = c.req.query(flag);
      if (value !== 'true' && value !== 'false')
        errors[flag.charAt(0).toUpperCase() + flag.slice(1)] = [`'${flag}' must be true or false.`];
      else if (value === 'true' && part === 'progress') withProgress = true;
      else if (value === 'true' && part !== 'progress') parts.add(part);
    }
    if (Object.keys(errors).length > 0) return c.json(validationBody(errors), 400);
    return c.json(overview(accountOf(c), parts, withProgress));
  });

  // The route is not in the spec; see profileData in src/lib/api/userGatheringClient.ts.
  app.post('/api/UserGathering/profile-data', auth.requireUser, async (c) => {
    const body = await jsonBody(c);
    const parts = new Set(
      Object.entries(profileDataFlags)
        .filter(([flag]) => body[flag] === true)
        .map(([, part]) => part),
    );
    return c.json(overview(accountOf(c), parts, false));
  });
}
