import type { Country } from './countries.ts';

/**
 * The `registrationSource` a registration names (spec §3): this site, as its production host
 * (`profile.playcentre.se`), the same in every environment, so the main API's reports count
 * sign-ups per site whatever the environment, and a test account shows where it came from.
 */
export function registrationSource(country: Pick<Country, 'domain'>): string {
  return `profile.${country.domain}`;
}

/**
 * Where the registration form keeps what the parent typed, never the password: the versioned
 * storage (src/lib/storage) over sessionStorage, so it survives a reload and a failed call but
 * not the tab, and nothing personal stays on a shared computer after it is closed. Removed as
 * soon as the account exists.
 */
export const registrationDraftKey = 'registration-draft';

/** A draft older than this is not offered back (a tab left open overnight starts afresh). */
export const registrationDraftMaxAgeMs = 12 * 60 * 60 * 1000;
