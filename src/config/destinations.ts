import type { Language } from './languages.ts';
import type { CountryEndpoints } from './environments.ts';

/**
 * External destinations per country (spec §2 "External destinations per country").
 * The main, order and party sites address English with an `/en` prefix and their own
 * language without one; the account site and this profile area always carry the language.
 */
export interface ExternalDestinations {
  startPage: string;
  order: string;
  party: string;
  /** The account on the new account site (the sidebar's "profile"). */
  profile: string;
  groupBooking: string;
  sportClasses: string;
  summerCamp: string;
  shop: string;
  bookEntrance: string;
}

function englishPrefix(language: Language): string {
  return language === 'en' ? '/en' : '';
}

export function externalDestinations(endpoints: CountryEndpoints, language: Language): ExternalDestinations {
  const site = `${endpoints.siteBase}${englishPrefix(language)}`;
  const order = `${endpoints.orderBase}${englishPrefix(language)}`;
  const childClass = `${site}/child-class`;
  return {
    startPage: `${site}/`,
    order: `${order}/`,
    party: `${endpoints.partyBase}${englishPrefix(language)}/`,
    profile: accountSiteUrl(endpoints, language, 'account'),
    groupBooking: `${site}/redirect-groupbooking`,
    sportClasses: childClass,
    summerCamp: childClass,
    shop: `${order}/shop`,
    bookEntrance: `${order}/book-entrance`,
  };
}

/** An address on the new account site, language kept as the first path segment. */
export function accountSiteUrl(endpoints: CountryEndpoints, language: Language, path: string): string {
  return `${endpoints.accountBase}/${language}/${path}`;
}
