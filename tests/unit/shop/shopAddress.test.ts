import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageCodes, type Language } from '../../../src/config/languages.ts';
import { pagePath } from '../../../src/config/routes.ts';
import { shopArticlePath, shopOrderPath, shopRedeemPath } from '../../../src/config/shopRoutes.ts';
import { redeemableKinds, shopKinds, shopKindSlugs } from '../../../src/config/shopKinds.ts';
import {
  isArticleId,
  shopArticleAddress,
  shopOrderAddress,
  shopRedeemAddress,
} from '../../../src/lib/shop/shopAddress.ts';

const id = '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e';
const runs = { numRuns: 500 };

describe(shopArticleAddress, () => {
  it('should read the play centre, the kind and the article of an article page’s address', () => {
    expect(shopArticleAddress(`/profile/sv/lekland/barkarby/butik/presentkort/${id}`, 'sv')).toEqual({
      playgroundSlug: 'barkarby',
      kind: 'gift-card',
      articleId: id,
    });
    expect(shopArticleAddress(`/profile/de/spielparks/berlin-mitte/shop/dauerkarte/${id}/`, 'de')).toEqual({
      playgroundSlug: 'berlin-mitte',
      kind: 'pass',
      articleId: id,
    });
  });

  it('should take the kind’s slug of any language', () => {
    expect(shopArticleAddress(`/profile/sv/lekland/barkarby/butik/serial-ticket/${id}`, 'sv')?.kind).toBe(
      'serial-ticket',
    );
    expect(shopArticleAddress(`/profile/en/play-centres/oslo/shop/periodekort/${id}`, 'en')?.kind).toBe(
      'pass',
    );
  });

  it.each([
    `/profile/sv/lekland/barkarby/butik/presentkort`,
    `/profile/sv/lekland/barkarby/butik/presentkort/${id}/more`,
    `/profile/sv/lekland/barkarby/butik/presentkort/${id}//`,
    `/profile/sv/lekland/barkarby/shop/presentkort/${id}`,
    `/profile/sv/lekland/barkarby/boka/presentkort/${id}`,
    `/profile/sv/lekland/barkarby/butik/voucher/${id}`,
    `/profile/sv/lekland/Barkarby/butik/presentkort/${id}`,
    `/profile/sv/lekland//butik/presentkort/${id}`,
    `/profile/en/play-centres/barkarby/butik/presentkort/${id}`,
    `/profile/sv/lekland/barkarby/butik/presentkort/%E0%A4%A`,
    `/profile/sv/lekland/barkarby/butik/presentkort/${'a'.repeat(101)}`,
    `/profile/sv/lekland/barkarby/butik/presentkort/x%2F..`,
    `/profile/sv/lekland/barkarby/butik/presentkort/x%3Cscript%3E`,
    `/profile/sv/lekland/%E0%A4%A/butik/presentkort/${id}`,
    `/profile/sv/leklandx/barkarby/butik/presentkort/${id}`,
    '',
    '/',
  ])('should give null for %s', (path) => {
    expect(shopArticleAddress(path, 'sv')).toBeNull();
  });
});

describe(shopOrderAddress, () => {
  it('should read the kind and the order reference of an order page’s address', () => {
    expect(shopOrderAddress('/profile/sv/bestallning/presentkort/GC-2026-100001', 'sv')).toEqual({
      kind: 'gift-card',
      orderReference: 'GC-2026-100001',
    });
    expect(shopOrderAddress('/profile/nb/kjop/klippekort/ST-2026-100003/', 'nb')).toEqual({
      kind: 'serial-ticket',
      orderReference: 'ST-2026-100003',
    });
    expect(shopOrderAddress('/profile/fi/tilaus/pass/PO-1', 'fi')?.kind).toBe('pass');
  });

  it.each([
    '/profile/sv/bestallning/presentkort',
    '/profile/sv/bestallning/presentkort/',
    '/profile/sv/bestallning/presentkort/GC-1/x',
    '/profile/sv/bestallning/voucher/GC-1',
    '/profile/sv/order/presentkort/GC-1',
    '/profile/sv/bestallning/presentkort/..',
    '/profile/sv/bestallning/presentkort/GC%2F..%2F..',
    '/profile/sv/bestallning/presentkort/javascript:alert(1)',
    '/profile/sv/bestallning/presentkort/%2F%2Fevil.example',
    '/profile/sv/bestallning/presentkort/GC%201',
    '/profile/sv/bestallning/presentkort/%',
    '/profile/sv/bestallning/presentkort/-GC',
  ])('should give null for %s', (path) => {
    expect(shopOrderAddress(path, 'sv')).toBeNull();
  });
});

describe(shopRedeemAddress, () => {
  it('should read a pass or a serial ticket of a redeem page’s address', () => {
    expect(shopRedeemAddress(`/profile/sv/los-in/periodkort/${id}`, 'sv')).toEqual({
      kind: 'pass',
      articleId: id,
    });
    expect(shopRedeemAddress(`/profile/da/indlos/serial-ticket/${id}/`, 'da')).toEqual({
      kind: 'serial-ticket',
      articleId: id,
    });
  });

  it.each([
    `/profile/sv/los-in/presentkort/${id}`,
    `/profile/sv/los-in/gift-card/${id}`,
    `/profile/sv/los-in/periodkort`,
    `/profile/sv/los-in/periodkort/${id}/x`,
    `/profile/sv/redeem/periodkort/${id}`,
    `/profile/sv/los-in/periodkort/%ZZ`,
    `/profile/sv/los-in/periodkort/a_b`,
  ])('should give null for %s', (path) => {
    expect(shopRedeemAddress(path, 'sv')).toBeNull();
  });
});

describe(isArticleId, () => {
  it('should take ids of letters, digits and hyphens, 1 to 100 long', () => {
    expect(isArticleId(id)).toBe(true);
    expect(isArticleId('a'.repeat(100))).toBe(true);
    for (const value of ['', 'a'.repeat(101), 'a_b', 'a/b', 'a b', 'é', null, 7])
      expect(isArticleId(value)).toBe(false);
  });
});

const language = fc.constantFrom(...languageCodes);
const playgroundSlug = fc.stringMatching(/^[a-z0-9]{1,10}(?:-[a-z0-9]{1,10}){0,3}$/);
const articleId = fc.stringMatching(/^[A-Za-z0-9-]{1,100}$/);
const orderReference = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

/** Text of every shape, and real prefixes followed by it (so the readers look past the prefix). */
function anyPath(lang: Language) {
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.string({ maxLength: 60 }),
    fc
      .array(
        fc.constantFrom(
          '%',
          '%2',
          '%2F',
          '%E0%A4%A',
          '%ZZ',
          '/',
          '//',
          '..',
          'a',
          'butik',
          'pass',
          'GC-1',
          '-',
        ),
        {
          maxLength: 8,
        },
      )
      .map((pieces) => pieces.join('')),
  );
  const prefixes = [
    pagePath('playground', lang),
    `${pagePath('playground', lang)}/barkarby/shop`,
    pagePath('shopOrder', lang),
    `${pagePath('shopOrder', lang)}/${shopKindSlugs.pass[lang]}`,
    pagePath('shopRedeem', lang),
    `${pagePath('shopRedeem', lang)}/${shopKindSlugs['serial-ticket'][lang]}`,
    '',
  ];
  return fc
    .tuple(fc.constantFrom(...prefixes), fc.constantFrom('', '/'), text)
    .map(([prefix, slash, rest]) => [lang, `${prefix}${slash}${rest}`] as const);
}

describe('the shop’s address readers (property)', () => {
  it('should never throw, and give only values of the allowed shapes', () => {
    fc.assert(
      fc.property(fc.oneof(...languageCodes.map(anyPath)), ([lang, path]) => {
        const article = shopArticleAddress(path, lang);
        const order = shopOrderAddress(path, lang);
        const redeem = shopRedeemAddress(path, lang);
        if (article) expect(isArticleId(article.articleId)).toBe(true);
        if (order) expect(order.orderReference).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);
        if (redeem) expect(redeemableKinds).toContain(redeem.kind);
      }),
      runs,
    );
  });

  it('should read back every address the routes build, in every language', () => {
    fc.assert(
      fc.property(
        language,
        fc.constantFrom(...shopKinds),
        playgroundSlug,
        articleId,
        orderReference,
        (lang, kind, slug, article, reference) => {
          expect(shopArticleAddress(shopArticlePath(lang, slug, kind, article), lang)).toEqual({
            playgroundSlug: slug,
            kind,
            articleId: article,
          });
          expect(shopOrderAddress(shopOrderPath(lang, kind, reference), lang)).toEqual({
            kind,
            orderReference: reference,
          });
        },
      ),
      runs,
    );
  });

  it('should read back every redeem address, in every language', () => {
    fc.assert(
      fc.property(language, fc.constantFrom(...redeemableKinds), articleId, (lang, kind, article) => {
        expect(shopRedeemAddress(shopRedeemPath(lang, kind, article), lang)).toEqual({
          kind,
          articleId: article,
        });
      }),
      runs,
    );
  });
});
