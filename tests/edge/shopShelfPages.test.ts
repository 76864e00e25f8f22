import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../src/config/countries.ts';
import { playgroundPath } from '../../src/config/routes.ts';
import { shopArticlePath } from '../../src/config/shopRoutes.ts';
import { messages } from '../../src/i18n/index.ts';
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
