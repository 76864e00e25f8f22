import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../src/config/countries.ts';
import { localeTag } from '../../src/config/localeTag.ts';
import { playgroundPath } from '../../src/config/routes.ts';
import { shopArticlePath } from '../../src/config/shopRoutes.ts';
import { messages } from '../../src/i18n/index.ts';
import { money } from '../../src/lib/shop/shopWords.ts';
import { featuredPlaygroundSlug } from '../stand-ins/seed/countries.ts';
import { articleIdFor } from '../stand-ins/seed/shop.ts';
import { shopSeeds } from '../stand-ins/seed/shopSeeds.ts';
import { escaped, get } from './helpers.ts';

/**
 * Only what can be used is sold (issue 37): the shelf the build wrote into each country's
 * featured play centre, in the country's own language, as a phone gets it before any script.
 * The season pass the stand-in lists active though its summer is over, and the gift card whose
 * sellable period ended, are named with the reason in our words and link nowhere; a pass on sale
 * beside them links to its page (so the check can fail).
 */

/** The markup of the shelf's item named `name`, from its `<li>` to the next. */
function itemNamed(html: string, name: string): string | undefined {
  return html
    .split('data-testid="shop-item"')
    .slice(1)
    .map((item) => item.split('</li>')[0] ?? '')
    .find((item) => item.includes(`>${escaped(name)}<`));
}

describe('the prerendered shelf, without scripts', () => {
  it.each(countryCodes.map((code) => [code, countries[code].languages[0]] as const))(
    '%s/%s: the ended summer pass and gift card say why and have no link',
    async (code, language) => {
      const slug = featuredPlaygroundSlug(code);
      const response = await get(code, playgroundPath(language, slug));
      expect(response.status).toBe(200);
      const html = await response.text();
      const texts = messages[language].shop;
      const seed = shopSeeds[code];
      const summer = seed.passes.find((pass) => pass.months === null)?.name ?? '';
      const giftCard = seed.giftCardName(seed.money(seed.endedGiftCardAmount));
      const onSale = seed.passes[0]?.name ?? '';

      for (const [kind, name, reason] of [
        ['pass', summer, texts.inactive.periodEnded],
        ['gift-card', giftCard, texts.inactive.salesEnded],
      ] as const) {
        const item = itemNamed(html, name);
        expect(item, name).toBeDefined();
        expect(item).toContain(escaped(reason));
        expect(item).toContain('data-testid="not-on-sale"');
        expect(item).not.toContain('<a ');
        expect(html).not.toContain(shopArticlePath(language, slug, kind, articleIdFor(kind, code, name)));
      }
      const available = itemNamed(html, onSale);
      expect(available).toContain(
        `href="${shopArticlePath(language, slug, 'pass', articleIdFor('pass', code, onSale))}"`,
      );
      expect(available).not.toContain('data-testid="not-on-sale"');
    },
  );
});

/** The text a reader sees of some markup: no tags, entities as the page means them. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/**
 * The shelf as picture cards (the shop's look on the play centre's page): every article, on
 * sale or not, shows its own picture, sized so nothing moves when it comes and asked for only
 * when scrolled to; its name once and its price once; one buy link for what is on sale, none for
 * what is not, which waits folded under "not on sale" (a `<details>`, so without scripts too).
 */
describe('the prerendered shelf, as picture cards', () => {
  it.each(countryCodes.map((code) => [code, countries[code].languages[0]] as const))(
    '%s/%s: every article has its picture, one name, one price, and a buy link when on sale',
    async (code, language) => {
      const slug = featuredPlaygroundSlug(code);
      const html = await (await get(code, playgroundPath(language, slug))).text();
      const seed = shopSeeds[code];
      const locale = localeTag(language, code);
      const currency = countries[code].currency;
      const articles = [
        ...seed.giftCardAmounts.map((amount) => ({
          kind: 'gift-card' as const,
          name: seed.giftCardName(seed.money(amount)),
          price: amount,
          onSale: true,
        })),
        {
          kind: 'gift-card' as const,
          name: seed.giftCardName(seed.money(seed.endedGiftCardAmount)),
          price: seed.endedGiftCardAmount,
          onSale: false,
        },
        ...seed.passes.map((pass) => ({ kind: 'pass' as const, ...pass, onSale: pass.months !== null })),
        { kind: 'pass' as const, ...seed.endedPass, onSale: false },
        ...seed.serialTickets.map((ticket) => ({ kind: 'serial-ticket' as const, ...ticket, onSale: true })),
      ];
      expect(html.split('data-testid="shop-item"').length - 1).toBe(articles.length);
      for (const { kind, name, price, onSale } of articles) {
        const item = itemNamed(html, name) ?? '';
        expect(item, name).not.toBe('');
        const pictures = [...item.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
        expect(pictures, `${name}: one picture`).toHaveLength(1);
        expect(pictures[0], name).toMatch(/ src="(\/_astro\/media\/|data:image\/|https:\/\/)[^"]+"/);
        expect(pictures[0], name).toMatch(/ width="\d+"/);
        expect(pictures[0], name).toMatch(/ height="\d+"/);
        expect(pictures[0], name).toContain('loading="lazy"');

        const text = textOf(item);
        const priceText = (money(price, currency, locale) ?? '').replace(/\s+/g, ' ');
        expect(text.split(name).length - 1, `${name}: its name once`).toBe(1);
        expect(text.replace(name, '').split(priceText).length - 1, `${name}: its price once`).toBe(1);

        const links = [...item.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
        const page = shopArticlePath(language, slug, kind, articleIdFor(kind, code, name));
        const buyLinks = [...item.matchAll(/<a [^>]*class="[^"]*\bbutton\b[^"]*"[^>]*>/g)];
        if (onSale) {
          expect(buyLinks, `${name}: one buy link`).toHaveLength(1);
          expect(buyLinks[0]?.[0]).toContain(`href="${page}"`);
          expect(new Set(links), name).toEqual(new Set([page]));
        } else {
          expect(links, name).toEqual([]);
          // Folded away: the item comes after the kind's "not on sale" summary.
          const at = html.indexOf(item);
          const summary = html.lastIndexOf('<summary', at);
          expect(summary, `${name}: under "not on sale"`).toBeGreaterThan(-1);
          expect(html.lastIndexOf('</details>', at), name).toBeLessThan(summary);
        }
      }
    },
  );
});
