import { isLanguage, type Language } from '../../../src/config/languages.ts';
import { countries, isCountryCode, type CountryCode } from '../../../src/config/countries.ts';

/** Which outside site a development link stands for (see src/config/environments.ts). */
export type OutsideSite = 'account' | 'main' | 'order' | 'party' | 'payment';

/** Where a browser was sent, as the account-site stand-in reads it from the address. */
export interface OutsideSiteVisit {
  country: CountryCode;
  site: OutsideSite;
  language: Language;
  /** The path below the site and language, from its leading slash, e.g. `/account/children`. */
  path: string;
  /** Query parameters (a list where a name repeats), without the stand-in's own `format`. */
  query: Record<string, string | string[]>;
  /** The same query as it was written, `?…` or ''. */
  search: string;
}

const folders: Record<string, OutsideSite> = {
  www: 'main',
  order: 'order',
  party: 'party',
  payment: 'payment',
};

function queryOf(params: URLSearchParams): Pick<OutsideSiteVisit, 'query' | 'search'> {
  const kept = new URLSearchParams([...params].filter(([name]) => name !== 'format'));
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(kept.keys())) {
    const values = kept.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  const search = kept.toString();
  return { query, search: search === '' ? '' : `?${search}` };
}

/**
 * Reads an address of the account-site stand-in: `/{country}/{lang}/…` is the account site;
 * `/{country}/www/…`, `/order/…`, `/party/…` and `/payment/…` are the main, order, party and
 * payment sites, which
 * write English as an `/en` prefix and their own language without one. Gives the visit, or
 * why the address is not one the product should ever produce.
 */
export function readVisit(url: URL): OutsideSiteVisit | { problem: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(url.pathname);
  const country = match?.[1];
  if (!isCountryCode(country))
    return { problem: `"${country ?? ''}" is not a country code (se, no, dk, fi, de).` };
  const rest = match?.[2] ?? '/';
  const folder = /^\/([^/]+)(\/.*)?$/.exec(rest);
  const own = countries[country].languages[0];
  const site = folders[folder?.[1] ?? ''];
  if (site !== undefined) {
    const below = folder?.[2] ?? '/';
    const english = /^\/en(\/.*)?$/.exec(below);
    return {
      country,
      site,
      language: english ? 'en' : own,
      path: english ? (english[1] ?? '/') : below,
      ...queryOf(url.searchParams),
    };
  }
  const language = folder?.[1];
  if (!isLanguage(language) || !(countries[country].languages as readonly string[]).includes(language)) {
    return {
      problem: `The account site of ${country} has no language "${language ?? ''}" (it offers ${countries[country].languages.join(', ')}).`,
    };
  }
  return { country, site: 'account', language, path: folder?.[2] ?? '/', ...queryOf(url.searchParams) };
}
