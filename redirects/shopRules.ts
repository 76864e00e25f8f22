import type { Country } from '../src/config/countries.ts';
import { pagePath, pageRoutes } from '../src/config/routes.ts';
import { shopKindShellName, shopShellNames } from '../src/config/shellNames.ts';
import { playgroundShellPath } from './playgroundRules.ts';
import type { RedirectRule } from './rules.ts';
import { withAndWithoutSlash } from './siteRules.ts';

type Language = Country['languages'][number];

/*
 * The shop's pages are one prerendered page per language each, like a booking: the browser
 * reads the play centre, the kind and the article or order from the address and asks the main
 * API (their names: src/config/shellNames.ts).
 */

/** `/profile/sv/lekland/__playground/butik/__kind/__article`: the article page of a language. */
export function shopArticleShellPath(language: Language): string {
  return `${playgroundShellPath(language)}/${pageRoutes.shopArticle.slugs[language]}/${shopKindShellName}/${shopShellNames.article}`;
}

/** `/profile/sv/bestallning/__kind/__order`: the order page of a language. */
export function shopOrderShellPath(language: Language): string {
  return `${pagePath('shopOrder', language)}/${shopKindShellName}/${shopShellNames.order}`;
}

/** `/profile/sv/los-in/__kind/__redeem`: the redeem page of a language. */
export function shopRedeemShellPath(language: Language): string {
  return `${pagePath('shopRedeem', language)}/${shopKindShellName}/${shopShellNames.redeem}`;
}

/**
 * `…/{playgroundSlug}/{shop}/:kind/:articleId`, `/{order}/:kind/:orderReference` and
 * `/{redeem}/:kind/:articleId` answer with their language's page, status 200, the address kept
 * (a rewrite). A placeholder matches one segment, so shorter and longer paths answer 404; a
 * segment that names no kind gets the page's own "not found" view.
 */
export function shopRules(country: Country): RedirectRule[] {
  const rules: RedirectRule[] = country.languages.flatMap((language) => {
    const rewrites: [string, string][] = [
      [
        `${pagePath('playground', language)}/:playgroundSlug/${pageRoutes.shopArticle.slugs[language]}/:kind/:articleId`,
        shopArticleShellPath(language),
      ],
      [`${pagePath('shopOrder', language)}/:kind/:orderReference`, shopOrderShellPath(language)],
      [`${pagePath('shopRedeem', language)}/:kind/:articleId`, shopRedeemShellPath(language)],
    ];
    return rewrites.flatMap(([path, to]) =>
      withAndWithoutSlash(path).map((from) => ({ from, to, status: 200 as const })),
    );
  });
  if (rules[0])
    rules[0] = {
      ...rules[0],
      group: "The shop's article, order and redeem pages: one page per language each (rewrites).",
    };
  return rules;
}
