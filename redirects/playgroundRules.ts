import type { Country } from '../src/config/countries.ts';
import { pagePath, pageRoutes } from '../src/config/routes.ts';
import { childClassBookingShellName, playgroundShellName } from '../src/config/shellNames.ts';
import type { RedirectRule } from './rules.ts';
import { withAndWithoutSlash } from './siteRules.ts';

/** Where the shell page is built and what every play-centre address is rewritten to. */
export function playgroundShellPath(language: Country['languages'][number]): string {
  return `${pagePath('playground', language)}/${playgroundShellName}`;
}

/**
 * `/profile/{lang}/{folder}/{playgroundSlug}` answers with the language's playground page,
 * status 200, the address kept (a rewrite): the browser reads the slug from the address and
 * resolves it with the main API. A placeholder matches exactly one segment, so the folder
 * alone and deeper paths match nothing and answer 404 with the not-found page.
 */
export function playgroundRules(country: Country): RedirectRule[] {
  const rules: RedirectRule[] = country.languages.flatMap((language) =>
    withAndWithoutSlash(`${pagePath('playground', language)}/:playgroundSlug`).map((from) => ({
      from,
      to: playgroundShellPath(language),
      status: 200 as const,
    })),
  );
  if (rules[0])
    rules[0] = { ...rules[0], group: 'Every play centre is served by one page per language (a rewrite).' };
  return rules;
}

/** The prerendered booking page of each language, below the playground page's own shell. */
export function childClassBookingShellPath(language: Country['languages'][number]): string {
  return `${playgroundShellPath(language)}/${pageRoutes.childClassBooking.slugs[language]}/${childClassBookingShellName}`;
}

/**
 * `/profile/{lang}/{folder}/{playgroundSlug}/{book}/{ageGroupId}` answers with the language's
 * booking page, status 200, the address kept: like a play centre's page, the browser reads the
 * play centre and age group from the address and loads them from the main API.
 */
export function childClassBookingRules(country: Country): RedirectRule[] {
  const rules: RedirectRule[] = country.languages.flatMap((language) =>
    withAndWithoutSlash(
      `${pagePath('playground', language)}/:playgroundSlug/${pageRoutes.childClassBooking.slugs[language]}/:ageGroupId`,
    ).map((from) => ({ from, to: childClassBookingShellPath(language), status: 200 as const })),
  );
  if (rules[0])
    rules[0] = { ...rules[0], group: 'Booking a class is served by one page per language (a rewrite).' };
  return rules;
}
