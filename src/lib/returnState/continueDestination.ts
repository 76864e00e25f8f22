import { externalDestinations, type ExternalDestinations } from '../../config/destinations.ts';
import type { CountryEndpoints } from '../../config/environments.ts';
import type { Language } from '../../config/languages.ts';
import type { Origin } from '../api/types/returnState.ts';
import type { ReturnState } from './query.ts';
import { allowedBase, allowedUrl, type AllowedBase } from './safeUrl.ts';

/**
 * Where onboarding's Continue sends the parent (spec §2, §3): to `continuePath` when it lies
 * on one of this country's own hosts, otherwise to the destination the origin implies.
 *
 * | origin                                      | destination                       |
 * | ------------------------------------------- | --------------------------------- |
 * | PartyBooking                                | party site                        |
 * | EntranceBooking                             | order site                        |
 * | Site, StartPage                             | main site's start page            |
 * | MyAccount, None, IdServer, Onboarding       | the account on the account site   |
 */
export const originDestinations: Readonly<Record<Origin, keyof ExternalDestinations>> = {
  None: 'profile',
  Site: 'startPage',
  PartyBooking: 'party',
  EntranceBooking: 'order',
  StartPage: 'startPage',
  MyAccount: 'profile',
  IdServer: 'profile',
  Onboarding: 'profile',
};

/**
 * This country's own addresses (src/config), the only places a continuePath may lead: the
 * profile host (this site) and the main, order, party and account sites' bases. Another
 * country's hosts are not among them, nor is the identity service.
 */
export function continueBases(endpoints: CountryEndpoints): AllowedBase[] {
  return [
    endpoints.host,
    endpoints.siteBase,
    endpoints.orderBase,
    endpoints.partyBase,
    endpoints.accountBase,
  ].map(allowedBase);
}

/** The destination an origin implies, in the page's language. */
export function originDestination(origin: Origin, endpoints: CountryEndpoints, language: Language): string {
  return externalDestinations(endpoints, language)[originDestinations[origin]];
}

/**
 * The Continue address. A continuePath is followed (as the parsed, normalized address) only
 * when `allowedUrl` accepts it against `continueBases`, relative ones resolving against the
 * profile host, and when it does not lead back to one of `excludedPaths` (onboarding itself,
 * which would loop); everything else falls back to `originDestination`.
 */
export function continueDestination(
  state: Pick<ReturnState, 'origin' | 'continuePath'>,
  endpoints: CountryEndpoints,
  language: Language,
  excludedPaths: readonly string[] = [],
): string {
  const url = allowedUrl(state.continuePath, continueBases(endpoints), endpoints.host);
  const loops =
    url !== undefined &&
    url.origin === new URL(endpoints.host).origin &&
    excludedPaths.includes(url.pathname.replace(/\/+$/, ''));
  return url !== undefined && !loops ? url.href : originDestination(state.origin, endpoints, language);
}
