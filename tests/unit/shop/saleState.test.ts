import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GiftCardArticle, ValidityArticle } from '../../../src/lib/api/types/shop.ts';
import { fixedPeriodEnd } from '../../../src/lib/shop/articleFacts.ts';
import { maxAmount } from '../../../src/lib/shop/money.ts';
import { saleState, summaryMakesSense, type SaleFacts } from '../../../src/lib/shop/saleState.ts';

const now = Date.parse('2026-11-28T20:42:00.000Z');

const article = {
  id: 'a1',
  name: 'Sommerkort',
  description: null,
  price: 895,
  currency: 'NOK',
  countryId: null,
  countryName: null,
  rules: null,
  media: null,
};

const pass = (fields: Partial<ValidityArticle> = {}): ValidityArticle => ({
  ...article,
  ticketActivationDate: null,
  validityDurationType: 'Months',
  validityDuration: 12,
  inactiveReason: null,
  ...fields,
});

/** The summer card as the service lists it after the summer: no inactive reason at all. */
const summer = (year: number, fields: Partial<ValidityArticle> = {}) =>
  pass({
    ticketActivationDate: `${year}-06-01T00:00:00.000Z`,
    validityDurationType: 'Period',
    validityDuration: 3,
    ...fields,
  });

const giftCard = (fields: Partial<GiftCardArticle> = {}): GiftCardArticle => ({
  ...article,
  name: 'Gavekort 200 kr',
  price: 200,
  giftCardAmount: 200,
  sellablePeriodStartDate: '2025-01-01T00:00:00.000Z',
  sellablePeriodEndDate: '2027-01-01T00:00:00.000Z',
  cardActivationDate: null,
  isActive: true,
  ...fields,
});

const kinds = [
  ['a gift card', giftCard()],
  ['a pass', pass()],
  ['a multi-visit card', pass({ validityDurationType: 'Entrances', validityDuration: 10 })],
] as const;

describe(saleState, () => {
  describe('the service lists it active', () => {
    it.each(kinds)('should sell %s listed with no reason and not inactive', (_kind, value) => {
      expect(saleState(value, now)).toBe('onSale');
      expect(saleState({ ...value, inactiveReason: undefined, isActive: undefined }, now)).toBe('onSale');
      expect(saleState({ ...value, isActive: null }, now)).toBe('onSale');
    });

    it('should read the service’s codes, whatever their case and spaces', () => {
      expect(saleState(pass({ inactiveReason: 'SalesEnded' }), now)).toEqual({ inactive: 'salesEnded' });
      expect(saleState(pass({ inactiveReason: ' notyetonsale ' }), now)).toEqual({
        inactive: 'notYetOnSale',
      });
      expect(saleState(pass({ inactiveReason: 'SOLDOUT' }), now)).toEqual({ inactive: 'soldOut' });
    });

    it.each([
      ['another code', 'BlockedByAdmin'],
      ['the service’s own words', 'Das Angebot ist beendet.'],
      ['an empty reason', ''],
      ['a number', 0],
      ['false', false],
      ['true', true],
      ['an object', { code: 'SalesEnded' }],
      ['a list', []],
    ])('should not sell an article whose inactiveReason is %s, of any kind', (_name, reason) => {
      for (const [, value] of kinds)
        expect(saleState({ ...value, inactiveReason: reason } as SaleFacts, now)).toEqual({
          inactive: 'unavailable',
        });
    });

    it.each([false, 'false', 0, 'no', {}])(
      'should not sell an article whose isActive is %j, of any kind',
      (isActive) => {
        for (const [, value] of kinds)
          expect(saleState({ ...value, isActive } as SaleFacts, now)).toEqual({ inactive: 'unavailable' });
      },
    );
  });

  describe('the sellable period', () => {
    it('should sell within it, either end left open when the service names none, or unreadable', () => {
      expect(saleState(giftCard({ sellablePeriodEndDate: now_(0) }), now)).toBe('onSale');
      expect(saleState(giftCard({ sellablePeriodStartDate: now_(0) }), now)).toBe('onSale');
      expect(saleState(giftCard({ sellablePeriodStartDate: null, sellablePeriodEndDate: null }), now)).toBe(
        'onSale',
      );
      expect(saleState(giftCard({ sellablePeriodEndDate: 'soon' }), now)).toBe('onSale');
    });

    it('should not sell before it starts or after it ends, even listed active', () => {
      expect(saleState(giftCard({ sellablePeriodEndDate: now_(-1) }), now)).toEqual({
        inactive: 'salesEnded',
      });
      expect(saleState(giftCard({ sellablePeriodStartDate: now_(1) }), now)).toEqual({
        inactive: 'notYetOnSale',
      });
      // A pass with a sellable period (the card administration's shape) is read the same way.
      expect(saleState({ ...pass(), sellablePeriodEndDate: now_(-1) }, now)).toEqual({
        inactive: 'salesEnded',
      });
    });

    it('should say the period rather than an inactive flag, which says less', () => {
      expect(saleState(giftCard({ isActive: false, sellablePeriodEndDate: now_(-1) }), now)).toEqual({
        inactive: 'salesEnded',
      });
    });
  });

  describe('a pass with a fixed period', () => {
    it('should not sell the summer card after the summer, though the service lists it active', () => {
      expect(saleState(summer(2026), now)).toEqual({ inactive: 'periodEnded' });
      expect(saleState(summer(2026), Date.parse('2026-09-01T00:00:00.001Z'))).toEqual({
        inactive: 'periodEnded',
      });
    });

    it('should sell it before and during the summer, to its end as validityOf gives it', () => {
      const end = Date.parse(fixedPeriodEnd(summer(2026)) ?? '');
      expect(saleState(summer(2026), end)).toBe('onSale');
      expect(saleState(summer(2026), Date.parse('2026-07-15T12:00:00Z'))).toBe('onSale');
      expect(saleState(summer(2027), now)).toBe('onSale');
    });

    it('should read the card administration’s periodCardProperties the same way', () => {
      expect(
        saleState({ ...pass(), periodCardProperties: { start: '2026-06-01', end: '2026-09-01' } }, now),
      ).toEqual({
        inactive: 'periodEnded',
      });
      expect(
        saleState({ ...pass(), periodCardProperties: { start: '2027-06-01', end: '2027-09-01' } }, now),
      ).toBe('onSale');
    });

    it('should give the service’s own code first, then the period', () => {
      expect(saleState(summer(2026, { inactiveReason: 'SalesEnded' }), now)).toEqual({
        inactive: 'salesEnded',
      });
      expect(saleState(summer(2026, { inactiveReason: 'Other' }), now)).toEqual({ inactive: 'periodEnded' });
    });
  });

  describe('the price and currency', () => {
    it.each([
      ['a negative price', { price: -300 }],
      ['a huge price', { price: 1e308 }],
      ['the maximum', { price: maxAmount }],
      ['no price', { price: null }],
      ['a price that is no number', { price: '895' }],
      ['NaN', { price: Number.NaN }],
      ['an unknown currency', { currency: 'XXX' }],
      ['a currency not ours', { currency: 'USD' }],
      ['a currency sign', { currency: 'kr' }],
      ['no currency', { currency: null }],
      ['a list for a currency', { currency: ['NOK'] }],
    ])('should not sell an article with %s', (_name, fields) => {
      for (const [, value] of kinds)
        expect(saleState({ ...value, ...fields } as SaleFacts, now)).toEqual({ inactive: 'priceInvalid' });
    });

    it('should sell for nothing, and just below the maximum', () => {
      expect(saleState(pass({ price: 0 }), now)).toBe('onSale');
      expect(saleState(pass({ price: maxAmount - 0.01 }), now)).toBe('onSale');
    });
  });

  describe('of any reply', () => {
    const anyFacts = fc.record(
      {
        inactiveReason: fc.oneof(fc.constant(null), fc.anything()),
        isActive: fc.oneof(fc.boolean(), fc.constant(null), fc.anything()),
        sellablePeriodStartDate: fc.oneof(
          fc.constant(null),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.anything(),
        ),
        sellablePeriodEndDate: fc.oneof(
          fc.constant(null),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.anything(),
        ),
        ticketActivationDate: fc.oneof(
          fc.constant(null),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.anything(),
        ),
        validityDurationType: fc.oneof(fc.constantFrom('Period', 'Months', 'Entrances'), fc.anything()),
        validityDuration: fc.oneof(fc.integer({ min: -2, max: 40 }), fc.anything()),
        periodCardProperties: fc.oneof(fc.constant(null), fc.anything()),
        price: fc.oneof(fc.double(), fc.anything()),
        currency: fc.oneof(fc.constantFrom('SEK', 'NOK', 'DKK', 'EUR', 'XXX'), fc.anything()),
      },
      { requiredKeys: [] },
    );

    it('should never throw, and sell only what every rule allows', () => {
      fc.assert(
        fc.property(anyFacts, fc.integer({ min: 0, max: 4102444800000 }), (facts, at) => {
          const state = saleState(facts, at);
          if (state !== 'onSale') return;
          expect(facts.inactiveReason ?? null).toBeNull();
          expect([true, null, undefined]).toContain(facts.isActive);
          expect(typeof facts.price === 'number' && facts.price >= 0 && facts.price < maxAmount).toBe(true);
          expect(['SEK', 'NOK', 'DKK', 'EUR']).toContain(String(facts.currency).toUpperCase());
          const periodEnd = fixedPeriodEnd(facts);
          if (periodEnd) expect(at).toBeLessThanOrEqual(Date.parse(periodEnd));
          for (const [date, after] of [
            [facts.sellablePeriodStartDate, true],
            [facts.sellablePeriodEndDate, false],
          ] as const) {
            const time = typeof date === 'string' ? Date.parse(date) : Number.NaN;
            if (!Number.isNaN(time) && date !== '') expect(after ? at >= time : at <= time).toBe(true);
          }
        }),
        { numRuns: 400 },
      );
    });

    it('should never sell a fixed period once it has ended, however long after', () => {
      fc.assert(
        fc.property(
          fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
          fc.integer({ min: 1, max: 36 }),
          fc.integer({ min: 1, max: 10 * 365 * 86_400_000 }),
          (start, months, after) => {
            const card = summer(2026, {
              ticketActivationDate: start.toISOString(),
              validityDuration: months,
            });
            const end = Date.parse(fixedPeriodEnd(card) ?? '');
            expect(saleState(card, end + after)).toEqual({ inactive: 'periodEnded' });
            expect(saleState(card, end)).toBe('onSale');
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});

describe(summaryMakesSense, () => {
  const summary = (totalAmount: unknown, currency: unknown) =>
    ({ totalAmount, currency }) as { totalAmount: number | null; currency: string | null };

  it('should take a total of 0 or more, below the maximum, in the article’s currency', () => {
    expect(summaryMakesSense(summary(895, 'NOK'), { currency: 'NOK' })).toBe(true);
    expect(summaryMakesSense(summary(0, 'nok'), { currency: 'NOK' })).toBe(true);
  });

  it.each([
    ['a negative total', -300, 'NOK'],
    ['a huge total', 1e308, 'NOK'],
    ['no total', null, 'NOK'],
    ['a total that is no number', '895', 'NOK'],
    ['an unknown currency', 895, 'XXX'],
    ['no currency', 895, null],
    ['a list for a currency', 895, ['NOK']],
    ['another currency than the article’s', 895, 'EUR'],
  ])('should refuse %s', (_name, total, currency) => {
    expect(summaryMakesSense(summary(total, currency), { currency: 'NOK' })).toBe(false);
  });

  it('should refuse any total outside 0 to the maximum', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ max: -Number.MIN_VALUE }), fc.double({ min: maxAmount })), (total) => {
        expect(summaryMakesSense(summary(total, 'SEK'), { currency: 'SEK' })).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

/** An instant `days` from now, as the service writes it. */
function now_(days: number): string {
  return new Date(now + days * 86_400_000).toISOString();
}
