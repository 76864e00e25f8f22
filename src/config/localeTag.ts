import type { CountryCode } from './countries.ts';
import type { Language } from './languages.ts';

/**
 * The BCP 47 tag of a page: its language as spoken in this site's country (`sv-SE`, `en-SE`,
 * `nb-NO`, `en-DE`). The one place it is built: `Intl` dates, numbers and currencies, `hreflang`
 * and `og:locale` all derive from it, so an English page in Sweden formats a date the same way
 * on every page (24-hour clock, Monday first) instead of as `en-GB` on one and `en-SE` on another.
 */
export function localeTag(language: Language, country: CountryCode): `${Language}-${Uppercase<CountryCode>}` {
  return `${language}-${country.toUpperCase() as Uppercase<CountryCode>}`;
}
