import { describe, expect, it } from 'vitest';
import { countries, type CountryCode } from '../../src/config/countries.ts';
import { canonicalPagePath, pagePath, pageRoutes, playgroundPath } from '../../src/config/routes.ts';
import { shopArticlePath, shopOrderPath, shopRedeemPath } from '../../src/config/shopRoutes.ts';
import { redeemableKinds, shopKinds, shopKindSlugs } from '../../src/config/shopKinds.ts';
import { messages } from '../../src/i18n/index.ts';
import { get, securityHeaderMismatches } from './helpers.ts';

/** Two countries, each in its own language and in English. */
const shopCountries: readonly CountryCode[] = ['se', 'de'];

const pairs = shopCountries.flatMap((code) =>
  countries[code].languages.map((language) => [code, language] as const),
);

const articleId = '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e';
const orderReference = 'GC-2026-100001';

/** A text as the built page writes it. */
const inHtml = (text: string) => text.replace(/'/g, '&#39;');

describe('shop addresses on wrangler pages dev', () => {
  it.each(pairs)(
    '%s/%s: an article address below any play centre is served the article page, status 200',
    async (code, language) => {
      for (const kind of shopKinds) {
        const article = shopArticlePath(language, 'some-play-centre', kind, articleId);
        for (const path of [article, `${article}/`]) {
          const response = await get(code, path);
          expect(response.status, path).toBe(200);
          expect(securityHeaderMismatches(response), path).toEqual([]);
          expect(response.headers.get('Cache-Control'), path).toBe(
            'public, max-age=0, s-maxage=60, must-revalidate',
          );
          const html = await response.text();
          expect(html).toContain(`<html lang="${language}"`);
          expect(html).toContain('id="shop-root"');
          expect(html).toContain('data-page="shopArticle"');
          expect(html).toContain(inHtml(messages[language].shop.article.title));
        }
      }
    },
  );

  it.each(pairs)('%s/%s: an order address is served the order page, status 200', async (code, language) => {
    for (const kind of shopKinds) {
      const order = shopOrderPath(language, kind, orderReference);
      for (const path of [order, `${order}/`]) {
        const response = await get(code, path);
        expect(response.status, path).toBe(200);
        expect(securityHeaderMismatches(response), path).toEqual([]);
        expect(response.headers.get('Cache-Control'), path).toBe(
          'public, max-age=0, s-maxage=60, must-revalidate',
        );
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toContain('id="order-root"');
        expect(html).toContain('data-page="shopOrder"');
        expect(html).toContain(inHtml(messages[language].shop.order.loadingHeading));
      }
    }
  });

  it.each(pairs)('%s/%s: a redeem address is served the redeem page, status 200', async (code, language) => {
    for (const kind of redeemableKinds) {
      const redeem = shopRedeemPath(language, kind, articleId);
      for (const path of [redeem, `${redeem}/`]) {
        const response = await get(code, path);
        expect(response.status, path).toBe(200);
        expect(securityHeaderMismatches(response), path).toEqual([]);
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toContain('id="shop-root"');
        expect(html).toContain('data-page="shopRedeem"');
        expect(html).toContain(inHtml(messages[language].shop.redeem.heading));
      }
    }
  });

  it.each(pairs)(
    '%s/%s: the folders alone, a path without its id and a deeper path answer 404 with the not-found page',
    async (code, language) => {
      const article = shopArticlePath(language, 'barkarby', 'gift-card', articleId);
      const order = shopOrderPath(language, 'pass', orderReference);
      const redeem = shopRedeemPath(language, 'serial-ticket', articleId);
      const shopFolder = `${playgroundPath(language, 'barkarby')}/${pageRoutes.shopArticle.slugs[language]}`;
      for (const path of [
        pagePath('shopOrder', language),
        `${pagePath('shopOrder', language)}/`,
        pagePath('shopRedeem', language),
        `${pagePath('shopRedeem', language)}/`,
        shopFolder,
        `${shopFolder}/`,
        article.slice(0, article.lastIndexOf('/')),
        order.slice(0, order.lastIndexOf('/')),
        redeem.slice(0, redeem.lastIndexOf('/')),
        `${article}/more`,
        `${order}/more`,
        `${redeem}/more`,
      ]) {
        const response = await get(code, path);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toContain(inHtml(messages[language].notFound.heading));
      }
    },
  );

  it.each(shopCountries)(
    '%s: the English page slugs move to the own language’s, kind, id and query kept',
    async (code) => {
      const language = countries[code].languages[0];
      const kindSlug = shopKindSlugs.pass.en;
      const moves: [string, string][] = [
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
      for (const [from, to] of moves) {
        const response = await get(code, `${from}?utm_source=mail`);
        expect(response.status, from).toBe(301);
        expect(response.headers.get('Location'), from).toBe(`${to}?utm_source=mail`);
        // Where it moves to is the page itself.
        expect((await get(code, to)).status, to).toBe(200);
      }
    },
  );
});
