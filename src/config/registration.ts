import type { Country } from './countries.ts';

/**
 * The `registrationSource` a registration names (spec §3): this site, as its production host
 * (`profile.playcentre.se`), the same in every environment, so the main API's reports count
 * sign-ups per site whatever the environment, and a test account shows where it came from.
 */
export function registrationSource(country: Pick<Country, 'domain'>): string {
  return `profile.${country.domain}`;
}
