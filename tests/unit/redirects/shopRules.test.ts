import { describe, expect, it } from 'vitest';
import { countryList } from '../../../src/config/countries.ts';
import { canonicalPagePath, pagePath, pageRoutes, playgroundPath } from '../../../src/config/routes.ts';
import { shopArticlePath, shopOrderPath, shopRedeemPath } from '../../../src/config/shopRoutes.ts';
import { redeemableKinds, shopKindOfSlug, shopKinds, shopKindSlugs } from '../../../src/config/shopKinds.ts';
import { redirectRulesFor } from '../../../redirects/generateRedirects.ts';
import { checkRedirectLimits } from '../../../redirects/rules.ts';
import {
  shopArticleShellPath,
  shopOrderShellPath,
  shopRedeemShellPath,
  shopRules,
} from '../../../redirects/shopRules.ts';
import { shopKindShellName, shopShellNames } from '../../../src/config/shellNames.ts';
import { canonicalSlugRules } from '../../../redirects/siteRules.ts';
import { isOrderReference } from '../../../src/lib/shop/orderReference.ts';
import { isArticleId } from '../../../src/lib/shop/shopAddress.ts';
import { applyRules } from './cloudflareMatcher.ts';

const articleId = '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e';
const orderReference = 'GC-2026-100001';

const countries = countryList.map((country) => [country.code, country] as const);

/** The path without its last segment, and with one more. */
const shorter = (path: string) => path.slice(0, path.lastIndexOf('/'));
const longer = (path: string) => `${path}/more`;

describe(shopRules, () => {
  it.each(countries)(
    '%s: every article, order and redeem address of each language is served by that language’s page',
    (_code, country) => {
      const rules = redirectRulesFor(country, 'production');
      expect(checkRedirectLimits(rules)).toEqual([]);
      for (const language of country.languages) {
        const addresses: [string, string][] = [
          ...shopKinds.map((kind): [string, string] => [
            shopArticlePath(language, 'barkarby', kind, articleId),
            shopArticleShellPath(language),
          ]),
          ...shopKinds.map((kind): [string, string] => [
            shopOrderPath(language, kind, orderReference),
            shopOrderShellPath(language),
          ]),
          ...redeemableKinds.map((kind): [string, string] => [
            shopRedeemPath(language, kind, articleId),
            shopRedeemShellPath(language),
          ]),
        ];
        for (const [path, shell] of addresses) {
          expect(applyRules(rules, path), path).toBe(shell);
          expect(applyRules(rules, `${path}/`), `${path}/`).toBe(shell);
          expect(applyRules(rules, path, '?utm_source=mail'), path).toBe(`${shell}?utm_source=mail`);
          // One segment fewer or more is no page: no rule, so Pages answers 404.
          expect(applyRules(rules, shorter(path)), shorter(path)).toBeUndefined();
          expect(applyRules(rules, `${shorter(path)}/`), `${shorter(path)}/`).toBeUndefined();
          expect(applyRules(rules, longer(path)), longer(path)).toBeUndefined();
          expect(applyRules(rules, `${longer(path)}/`), `${longer(path)}/`).toBeUndefined();
        }
      }
    },
  );

  it.each(countries)('%s: the folders alone are no page', (_code, country) => {
    const rules = redirectRulesFor(country, 'production');
    for (const language of country.languages) {
      for (const path of [
        pagePath('shopOrder', language),
        pagePath('shopRedeem', language),
        `${playgroundPath(language, 'barkarby')}/${pageRoutes.shopArticle.slugs[language]}`,
      ]) {
        expect(applyRules(rules, path), path).toBeUndefined();
        expect(applyRules(rules, `${path}/`), `${path}/`).toBeUndefined();
      }
    }
  });

  it.each(countries)('%s: the shop’s rules are rewrites, with and without a slash', (_code, country) => {
    const rules = shopRules(country);
    expect(rules.every((rule) => rule.status === 200)).toBe(true);
    // Three pages, each with and without a slash, in each language.
    expect(rules).toHaveLength(country.languages.length * 3 * 2);
    for (const language of country.languages) {
      const shells = [
        shopArticleShellPath(language),
        shopOrderShellPath(language),
        shopRedeemShellPath(language),
      ];
      for (const shell of shells) {
        expect(rules.filter((rule) => rule.to === shell).map((rule) => rule.from.endsWith('/'))).toEqual([
          false,
          true,
        ]);
      }
    }
  });

  it('should let the page judge the kind: a segment naming no kind is served the page too', () => {
    const sweden = countryList.find((country) => country.code === 'se')!;
    const rules = redirectRulesFor(sweden, 'production');
    expect(applyRules(rules, `/profile/sv/bestallning/nothing/${orderReference}`)).toBe(
      shopOrderShellPath('sv'),
    );
    // Any language's kind slug: a link carried over by the language switch.
    expect(applyRules(rules, `/profile/sv/los-in/dauerkarte/${articleId}`)).toBe(shopRedeemShellPath('sv'));
  });

  it('should build the shell pages’ paths with the language’s slugs', () => {
    expect(shopArticleShellPath('sv')).toBe('/profile/sv/lekland/__playground/butik/__kind/__article');
    expect(shopOrderShellPath('sv')).toBe('/profile/sv/bestallning/__kind/__order');
    expect(shopRedeemShellPath('sv')).toBe('/profile/sv/los-in/__kind/__redeem');
    expect(shopOrderShellPath('de')).toBe('/profile/de/bestellung/__kind/__order');
    expect(shopRedeemShellPath('fi')).toBe('/profile/fi/lunasta/__kind/__redeem');
    expect(shopArticleShellPath('en')).toBe('/profile/en/play-centres/__playground/shop/__kind/__article');
  });

  it('should give the shell pages names no kind, article or order can have', () => {
    expect(shopKindOfSlug(shopKindShellName)).toBeUndefined();
    expect(isArticleId(shopShellNames.article)).toBe(false);
    expect(isArticleId(shopShellNames.redeem)).toBe(false);
    expect(isOrderReference(shopShellNames.order)).toBe(false);
  });
});

describe('the shop pages’ English page slugs', () => {
  it.each(countries)(
    '%s: move to the language’s own, 301, kind and id kept, with or without a slash',
    (_code, country) => {
      const rules = redirectRulesFor(country, 'production');
      const canonical = canonicalSlugRules(country);
      const language = country.languages[0];
      const moves: [string, string][] = shopKinds.flatMap((kind): [string, string][] => {
        const kindSlug = shopKindSlugs[kind].en;
        return [
          [
            `${canonicalPagePath('shopOrder', language)}/${kindSlug}/${orderReference}`,
            `${pagePath('shopOrder', language)}/${kindSlug}/${orderReference}`,
          ],
          [
            `${canonicalPagePath('shopRedeem', language)}/${kindSlug}/${articleId}`,
            `${pagePath('shopRedeem', language)}/${kindSlug}/${articleId}`,
          ],
          [
            `${canonicalPagePath('playground', language)}/barkarby/shop/${kindSlug}/${articleId}`,
            `${playgroundPath(language, 'barkarby')}/${pageRoutes.shopArticle.slugs[language]}/${kindSlug}/${articleId}`,
          ],
        ];
      });
      for (const [from, to] of moves) {
        for (const variant of [from, `${from}/`]) {
          expect(applyRules(rules, variant), variant).toBe(to);
          expect(applyRules(rules, variant, '?utm_source=mail'), variant).toBe(`${to}?utm_source=mail`);
          const rule = canonical.find((candidate) => applyRules([candidate], variant) !== undefined);
          expect(rule?.status, variant).toBe(301);
        }
        // The page the move lands on is served.
        expect(applyRules(rules, to), to).toMatch(/\/__kind\/__(article|order|redeem)$/);
        // The folder alone, or one segment fewer, moves nowhere.
        expect(applyRules(rules, shorter(from)), shorter(from)).toBeUndefined();
      }
    },
  );

  it('should move the Swedish addresses as the issue names them', () => {
    const sweden = countryList.find((country) => country.code === 'se')!;
    const rules = redirectRulesFor(sweden, 'production');
    expect(applyRules(rules, '/profile/sv/order/gift-card/X')).toBe('/profile/sv/bestallning/gift-card/X');
    expect(applyRules(rules, '/profile/sv/redeem/pass/X/')).toBe('/profile/sv/los-in/pass/X');
    expect(applyRules(rules, '/profile/sv/play-centres/barkarby/shop/serial-ticket/X')).toBe(
      '/profile/sv/lekland/barkarby/butik/serial-ticket/X',
    );
    expect(applyRules(rules, '/profile/sv/order')).toBeUndefined();
    expect(applyRules(rules, '/profile/sv/order/gift-card')).toBeUndefined();
    expect(applyRules(rules, '/profile/sv/order/gift-card/X/more')).toBeUndefined();
  });

  it('should move German play-centre addresses though the shop slug is the same word', () => {
    const germany = countryList.find((country) => country.code === 'de')!;
    const rules = redirectRulesFor(germany, 'production');
    expect(applyRules(rules, `/profile/de/play-centres/koeln-porz/shop/pass/${articleId}`)).toBe(
      `/profile/de/spielparks/koeln-porz/shop/pass/${articleId}`,
    );
    expect(applyRules(rules, `/profile/de/order/pass/${orderReference}`)).toBe(
      `/profile/de/bestellung/pass/${orderReference}`,
    );
  });

  it('should write no move for English pages, whose slugs are the canonical ones', () => {
    for (const country of countryList) {
      const moves = canonicalSlugRules(country).filter((rule) => rule.from.startsWith('/profile/en/'));
      expect(moves).toEqual([]);
    }
  });
});
