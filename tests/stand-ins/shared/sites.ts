import { isLanguage, type Language } from '../../../src/config/languages.ts';
import { countries, countryCodes, developmentEndpoints, type CountryCode } from './origins.ts';

/**
 * Which of the five development sites, in which language, a stand-in sends a person to: the
 * sign-in page the identity service hands its login screen to, the reset page of a mail.
 */
export interface SitePlace {
  country: CountryCode;
  language: Language;
}

/** The product's language of a tag (`sv`, `sv-SE`, `nb-NO`; Norwegian also as `no` or `nn`). */
export function languageOfTag(tag: unknown): Language | undefined {
  if (typeof tag !== 'string') return undefined;
  const code = tag.trim().toLowerCase().split(/[-_]/)[0];
  const language = code === 'no' || code === 'nn' ? 'nb' : code;
  return isLanguage(language) ? language : undefined;
}

/** The country of a tag's region (`sv-SE` → se, `en-FI` → fi), when it is one of ours. */
export function countryOfTag(tag: unknown): CountryCode | undefined {
  if (typeof tag !== 'string') return undefined;
  const region = tag.trim().toLowerCase().split(/[-_]/)[1];
  return countryCodes.find((code) => code === region);
}

/** The country whose development site has this origin (a client's redirect_uri, say). */
export function countryOfSite(address: unknown): CountryCode | undefined {
  if (typeof address !== 'string') return undefined;
  try {
    const origin = new URL(address).origin;
    return countryCodes.find((code) => developmentEndpoints[code].host === origin);
  } catch {
    return undefined;
  }
}

/** The country whose own language this is (sv → se); none for English, which all speak. */
export function homeCountryOf(language: Language | undefined): CountryCode | undefined {
  return countryCodes.find((code) => countries[code].languages[0] === language);
}

/** The tags of an Accept-Language header, in its order (weights are not read: ours send one). */
export function acceptLanguageTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** The first of the candidate tags the country's site speaks, else the country's own language. */
export function languageOn(country: CountryCode, candidates: readonly unknown[]): Language {
  const offered: readonly Language[] = countries[country].languages;
  const spoken = candidates.map(languageOfTag).find((language) => language && offered.includes(language));
  return spoken ?? countries[country].languages[0];
}

/** An absolute address on a development site: `{host}{path}?{query}`. */
export function siteAddress(country: CountryCode, path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${developmentEndpoints[country].host}${path}${search === '' ? '' : `?${search}`}`;
}
