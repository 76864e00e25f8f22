import { describe, expect, it } from 'vitest';
import { countries, type CountryCode } from '../../src/config/countries.ts';
import type { Language } from '../../src/config/languages.ts';
import { localeTag } from '../../src/config/localeTag.ts';
import { childClassBookingPath } from '../../src/config/routes.ts';
import { shopArticlePath, shopRedeemPath } from '../../src/config/shopRoutes.ts';
import type { ShopKind } from '../../src/config/shopKinds.ts';
import { messages } from '../../src/i18n/index.ts';
import type { ChildClass } from '../../src/lib/api/types/childClass.ts';
import { ageGroupLabel } from '../../src/lib/childClassBooking/ageGroupLabel.ts';
import { firstSessionDate } from '../../src/lib/childClassBooking/classWhen.ts';
import { priceDisplay } from '../../src/lib/playground/priceDisplay.ts';
import { money } from '../../src/lib/shop/shopWords.ts';
import { structuredDataProblems } from '../../scripts/lib/schemaVocabulary.ts';
import { featuredPlaygroundSlug, playgroundGuid } from '../stand-ins/seed/countries.ts';
import { articleIdFor } from '../stand-ins/seed/shop.ts';
import { shopSeeds } from '../stand-ins/seed/shopSeeds.ts';
import { standInUrls } from '../stand-ins/shared/origins.ts';
import { escaped, get, securityHeaderMismatches } from './helpers.ts';

/**
 * Shop articles, redeem pages and bookings as a phone gets them before any script, or a crawler:
 * the build drew each from the main API stand-in, so what it is and what it costs are in the
 * HTML the edge serves (on workerd, through `_redirects`, which would serve the shell instead).
 */

/** The root of a view the build drew (components/PageRoot.astro), not the shell's loading state. */
const prerenderedRoot = /<div id="(?:shop|booking)-root" class="[^"]+" data-prerendered/;

/** The text of the HTML without its tags: React writes `<!-- -->` between neighbouring texts. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '');

async function page(code: CountryCode, path: string): Promise<string> {
  const response = await get(code, path);
  expect(response.status, path).toBe(200);
  expect(securityHeaderMismatches(response), path).toEqual([]);
  const html = await response.text();
  // The build's own page, not the one page for every article or class.
  expect(html, path).toMatch(prerenderedRoot);
  return textOf(html);
}

const articles: [CountryCode, Language, ShopKind, string, number, string][] = [
  ['se', 'sv', 'gift-card', shopSeeds.se.giftCardName(shopSeeds.se.money(300)), 300, 'SEK'],
  ['de', 'de', 'pass', shopSeeds.de.passes[0]?.name ?? '', shopSeeds.de.passes[0]?.price ?? 0, 'EUR'],
  [
    'fi',
    'fi',
    'serial-ticket',
    shopSeeds.fi.serialTickets[0]?.name ?? '',
    shopSeeds.fi.serialTickets[0]?.price ?? 0,
    'EUR',
  ],
];

describe('prerendered shop articles, without scripts', () => {
  it.each(articles)(
    '%s/%s, a %s: its name, price and picture (with its size) are in the HTML, with a Product and its Offer',
    async (code, language, kind, name, price, currency) => {
      const slug = featuredPlaygroundSlug(code);
      const path = shopArticlePath(language, slug, kind, articleIdFor(kind, code, name));
      const html = await page(code, path);
      expect(html).toContain(`<h1 class="page-title">${escaped(name)}</h1>`);
      const shown = money(price, currency, localeTag(language, code)) ?? '';
      expect(shown).not.toBe('');
      expect(html).toMatch(new RegExp(`data-testid="article-price">[^<]*${escaped(shown)}`));
      // The picture with its size, in the page itself: the seeded pictures are small
      // (scripts/lib/localPictures.ts), so nothing is fetched before the largest paint.
      const picture =
        /<img class="shop__picture" src="(data:image\/svg\+xml,[^"]+)" alt="" fetchpriority="high" width="\d+" height="\d+"/.exec(
          html,
        )?.[1];
      expect(picture, 'a picture in the page').toBeDefined();
      expect(decodeURIComponent(picture?.slice('data:image/svg+xml,'.length) ?? '')).toMatch(
        /^<svg[\s\S]*<\/svg>\s*$/,
      );
      expect(html).toContain(`<title>${escaped(name)}`);

      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(structuredDataProblems(json)).toEqual([]);
      const data = JSON.parse(json) as {
        '@type': string;
        name: string;
        offers: { '@type': string; price: number; priceCurrency: string; availability: string };
      };
      expect(data).toMatchObject({ '@type': 'Product', name });
      expect(data.offers).toMatchObject({
        '@type': 'Offer',
        price,
        priceCurrency: currency,
        availability: 'https://schema.org/InStock',
      });
    },
  );

  it('no/nb, a redeem page: the pass it redeems is named in the HTML, and what redeeming does', async () => {
    const name = shopSeeds.no.passes[0]?.name ?? '';
    const html = await page('no', shopRedeemPath('nb', 'pass', articleIdFor('pass', 'no', name)));
    expect(html).toContain(`<h1 class="page-title">${escaped(name)}</h1>`);
    expect(html).toContain(escaped(messages.nb.shop.redeem.lead));
  });

  it('se/sv, an article the build did not know is still served, by the page for every article', async () => {
    const path = shopArticlePath('sv', featuredPlaygroundSlug('se'), 'gift-card', 'gc-unknown-to-the-build');
    const response = await get('se', path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(prerenderedRoot);
    expect(html).toContain('<div id="shop-root" class="shop-page">');
    expect(html).toContain(escaped(messages.sv.shop.article.loading));
  });
});

describe('prerendered bookings, without scripts', () => {
  it.each([
    ['se', 'sv'],
    ['de', 'de'],
  ] as const)(
    '%s/%s: the class, its age group, first date and price are in the HTML, and the form is there to type into',
    async (code, language) => {
      const slug = featuredPlaygroundSlug(code);
      const response = await fetch(
        `${standInUrls.mainApi}/api/child-class/by-playground/${playgroundGuid(slug)}`,
      );
      const classes = (await response.json()) as ChildClass[];
      const childClass = classes.find((candidate) => candidate.fullyBooked !== true && candidate.price);
      const group = childClass?.ageGroups?.find((candidate) => candidate.fullyBooked !== true);
      if (!childClass || !group) throw new Error(`No bookable class seeded at ${code}/${slug}`);
      const html = await page(code, childClassBookingPath(language, slug, group.id));
      const locale = localeTag(language, code);
      const texts = messages[language].childClassBooking;
      expect(html).toContain(`<strong>${escaped(childClass.name ?? '')}</strong>`);
      expect(html).toContain(`<dd>${escaped(ageGroupLabel(group, texts.summary, locale))}</dd>`);
      expect(html).toContain(`<dd>${escaped(firstSessionDate(childClass, locale) ?? 'no date')}</dd>`);
      const price = priceDisplay(childClass.price, countries[code].currency, locale)?.price ?? 'no price';
      expect(html).toContain(escaped(price));
      // The form, posted (never in an address) and ready to type into before any script.
      expect(html).toMatch(/<form [^>]*class="booking-form" method="post"/);
      expect(html).toContain('id="booking-parentFirstName"');
    },
  );
});
