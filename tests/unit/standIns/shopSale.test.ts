import { describe, expect, it } from 'vitest';
import { saleState } from '../../../src/lib/shop/saleState.ts';
import { seedCountries } from '../../stand-ins/seed/countries.ts';
import { articleIdFor, endedSummerStart, seedShop } from '../../stand-ins/seed/shop.ts';
import { shopSeeds } from '../../stand-ins/seed/shopSeeds.ts';
import { countryCodes } from '../../stand-ins/shared/origins.ts';

/**
 * What the stand-in's shop lists, read by the product's own rule (saleState) on any day of the
 * year the suite may run: the season pass listed active is never for sale, so the tests that
 * prove the page refuses it hold in July as in November.
 */
const days = [
  '2026-11-28T20:42:00Z',
  '2027-01-10T08:00:00Z',
  '2027-06-15T12:00:00Z',
  '2027-08-31T23:59:00Z',
  '2027-09-01T00:00:00Z',
];

describe(endedSummerStart, () => {
  it('should give this year’s summer from 1 September, else last year’s', () => {
    expect(endedSummerStart(new Date('2026-11-28T00:00:00Z'))).toBe('2026-06-01T00:00:00.000Z');
    expect(endedSummerStart(new Date('2027-09-01T00:00:00Z'))).toBe('2027-06-01T00:00:00.000Z');
    expect(endedSummerStart(new Date('2027-08-31T23:59:59Z'))).toBe('2026-06-01T00:00:00.000Z');
    expect(endedSummerStart(new Date('2027-01-01T00:00:00Z'))).toBe('2026-06-01T00:00:00.000Z');
  });
});

describe('the seeded shop, read by the product’s rule', () => {
  it.each(days)('on %s: in every country, the summer pass is listed active but not for sale', (day) => {
    // The stand-ins seed from the start of the UTC day; a browser asks later that day.
    const seededAt = new Date(new Date(day).setUTCHours(0, 0, 0, 0));
    const browserNow = Date.parse(day) + 1;
    const shop = seedShop(seedCountries(), seededAt);
    for (const code of countryCodes) {
      const season = shopSeeds[code].passes.find((pass) => pass.months === null)?.name ?? '';
      const summer = shop.passes.find((pass) => pass.id === articleIdFor('pass', code, season));
      expect(summer, code).toMatchObject({ inactiveReason: null, validityDurationType: 'Period' });
      expect(saleState(summer ?? {}, browserNow), code).toEqual({ inactive: 'periodEnded' });
    }
  });

  it('should sell everything else it lists as sold, and nothing it lists as ended', () => {
    const now = new Date('2026-11-28T00:00:00Z');
    const shop = seedShop(seedCountries(), now);
    const states = [...shop.giftCards, ...shop.passes, ...shop.serialTickets].map((article) => [
      article.name,
      saleState(article, now.getTime() + 1),
    ]);
    const notSold = states.filter(([, state]) => state !== 'onSale');
    // In each country: the ended gift card, the summer pass and the pass whose sales ended.
    expect(notSold).toHaveLength(countryCodes.length * 3);
    expect(new Set(notSold.map(([, state]) => JSON.stringify(state)))).toEqual(
      new Set(['{"inactive":"salesEnded"}', '{"inactive":"periodEnded"}']),
    );
  });
});
