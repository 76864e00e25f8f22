import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../../src/config/countries.ts';
import { localeTag } from '../../../src/config/localeTag.ts';
import {
  isSensibleAmount,
  maxAmount,
  sensibleMoney,
  shopCurrencies,
  shopCurrency,
} from '../../../src/lib/shop/money.ts';
import { money } from '../../../src/lib/shop/shopWords.ts';

const locales = countryCodes.flatMap((code) =>
  countries[code].languages.map((language) => localeTag(language, code)),
);

describe('shopCurrencies', () => {
  it('should be the currencies of the country table, each an ISO 4217 code Intl knows', () => {
    expect(new Set(shopCurrencies)).toEqual(new Set(countryCodes.map((code) => countries[code].currency)));
    for (const code of shopCurrencies) expect(Intl.supportedValuesOf('currency')).toContain(code);
  });
});

describe(shopCurrency, () => {
  it('should read our codes in any case, and nothing else', () => {
    expect(shopCurrency('SEK')).toBe('SEK');
    expect(shopCurrency('eur')).toBe('EUR');
    for (const value of ['XXX', 'USD', 'kr', '€', 'SEK ', '', null, undefined, ['SEK'], { code: 'SEK' }, 752])
      expect(shopCurrency(value), String(value)).toBeNull();
  });
});

describe(isSensibleAmount, () => {
  it('should take 0 up to just below the maximum, and nothing else', () => {
    for (const amount of [0, 0.5, 300, 1995, maxAmount - 0.01]) expect(isSensibleAmount(amount)).toBe(true);
    for (const amount of [-300, -0.01, maxAmount, 1e308, Number.NaN, Infinity, -Infinity, '300', null, [300]])
      expect(isSensibleAmount(amount), String(amount)).toBe(false);
  });

  it('should take −0 as 0, never printed with a sign', () => {
    expect(sensibleMoney(-0, 'SEK')).toEqual({ amount: 0, currency: 'SEK' });
    expect(Object.is(sensibleMoney(-0, 'SEK')?.amount, 0)).toBe(true);
    expect(money(-0, 'SEK', 'sv-SE')).toBe(money(0, 'SEK', 'sv-SE'));
  });

  it('should print every amount it takes in a short line, in every locale of the product', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: maxAmount, maxExcluded: true, noNaN: true }),
        fc.constantFrom(...shopCurrencies),
        fc.constantFrom(...locales),
        (amount, currency, locale) => {
          expect(isSensibleAmount(amount)).toBe(true);
          expect((money(amount, currency, locale) ?? '').length).toBeLessThanOrEqual(16);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('should refuse any number outside 0 to the maximum, however it is written', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ max: -Number.MIN_VALUE }), fc.double({ min: maxAmount }), fc.constant(1e308)),
        (amount) => {
          expect(isSensibleAmount(amount)).toBe(false);
          expect(sensibleMoney(amount, 'SEK')).toBeNull();
          expect(money(amount, 'SEK', 'sv-SE')).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
