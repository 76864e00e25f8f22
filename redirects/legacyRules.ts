import { countryList, type Country } from '../src/config/countries.ts';
import { languageRoot } from '../src/config/routes.ts';
import { endpointsFor, type EnvironmentName } from '../src/config/environments.ts';
import { accountSiteUrl } from '../src/config/destinations.ts';
import type { Language } from '../src/config/languages.ts';
import { legacyProfileRoutes } from './legacyProfileRoutes.ts';
import type { RedirectRule } from './rules.ts';
import { withAndWithoutSlash } from './siteRules.ts';

/**
 * 302, not 301: the account site's paths are configuration and may still change, and a
 * browser keeps a 301 for good. These pages are private, so search ranking is no concern.
 */
const legacyStatus = 302;

/** Where `/profile/{lang}/{path}` goes for one legacy route, placeholders left in. */
export function legacyTarget(
  country: Country,
  environment: EnvironmentName,
  language: Language,
  target: string,
) {
  return accountSiteUrl(endpointsFor(environment, country.code), language, target);
}

/** Every legacy route for every language of the country, with and without trailing slash. */
export function legacyRules(country: Country, environment: EnvironmentName): RedirectRule[] {
  return country.languages.flatMap((language) =>
    legacyProfileRoutes.flatMap((route, index) => {
      const from = route.path === '' ? languageRoot(language) : `${languageRoot(language)}/${route.path}`;
      const to = legacyTarget(country, environment, language, route.target);
      return withAndWithoutSlash(from).map((variant, slash) => ({
        from: variant,
        to,
        status: legacyStatus as RedirectRule['status'],
        ...(index === 0 && slash === 0
          ? { group: `Legacy profile links (${language}) move to the account site.` }
          : {}),
      }));
    }),
  );
}

/**
 * A language that belongs to another country (e.g. /profile/nb/… on the Swedish host) goes to
 * that country's host, path and query kept. English belongs to every country and stays.
 */
export function foreignLanguageRules(country: Country, environment: EnvironmentName): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const other of countryList) {
    if (other.code === country.code) continue;
    const language = other.languages[0];
    if ((country.languages as readonly string[]).includes(language)) continue;
    const host = endpointsFor(environment, other.code).host;
    rules.push(
      { from: languageRoot(language), to: `${host}${languageRoot(language)}/`, status: 302 },
      { from: `${languageRoot(language)}/*`, to: `${host}${languageRoot(language)}/:splat`, status: 302 },
    );
  }
  if (rules[0]) rules[0] = { ...rules[0], group: "Other countries' languages go to their own host." };
  return rules;
}
