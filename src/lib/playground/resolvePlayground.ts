import type { Country } from '../../config/countries.ts';
import type { CountryClient } from '../api/countryClient.ts';
import type { PlaygroundClient } from '../api/playgroundClient.ts';
import type { Country as ApiCountry, Playground } from '../api/types/location.ts';
import { isPlaygroundSlug } from '../address/segments.ts';

/**
 * The country slug a playground address falls back to: the default country's (spec §1, §2), as
 * the country table has it (`src/config/countries.ts`, kept equal by a unit test). Written out:
 * the table itself would be one more file of every play-centre, booking, registration and shop page.
 */
export const fallbackCountrySlug: Country['slug'] = 'sweden';

/** The spec's error texts (§8), logged when a play centre cannot be resolved. */
export const resolutionErrors = {
  country: 'unable to locate country',
  playground: 'unable to locate playground',
} as const;

export type ResolutionError = (typeof resolutionErrors)[keyof typeof resolutionErrors];

export type Resolution =
  { found: true; country: ApiCountry; playground: Playground } | { found: false; error: ResolutionError };

/** The two main-API calls resolution needs (both lists are kept for an hour, spec §9). */
export interface ResolutionClients {
  countries: Pick<CountryClient, 'list'>;
  playgrounds: Pick<PlaygroundClient, 'listByCountry'>;
}

/**
 * The play centre of `playgroundSlug` in the country of `countrySlug` (spec §2): the country
 * from the country list (falling back to the default country when no slug is given), then the play centre
 * from that country's list. Disabled play centres count as unknown. Call failures reject, so
 * the page can tell "not found" (a 404 view) from "could not ask" (a failure notice).
 */
export async function resolvePlayground(
  clients: ResolutionClients,
  playgroundSlug: string,
  countrySlug?: string | null,
): Promise<Resolution> {
  const wantedCountry = countrySlug?.trim() || fallbackCountrySlug;
  const country = (await clients.countries.list(false)).find((candidate) => candidate.slug === wantedCountry);
  if (!country) return { found: false, error: resolutionErrors.country };
  if (!isPlaygroundSlug(playgroundSlug)) return { found: false, error: resolutionErrors.playground };
  const playground = (await clients.playgrounds.listByCountry(country.guid)).find(
    (candidate) => candidate.slug === playgroundSlug && candidate.disabled !== true,
  );
  return playground
    ? { found: true, country, playground }
    : { found: false, error: resolutionErrors.playground };
}

/** The play centre's name in `language`, else its own name (translated names per language). */
export function playgroundName(playground: Playground, language: string): string {
  return playground.translatednames?.[language]?.trim() || playground.name?.trim() || playground.slug || '';
}
