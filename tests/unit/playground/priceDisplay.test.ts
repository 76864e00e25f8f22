import { describe, expect, it } from 'vitest';
import { priceDisplay } from '../../../src/lib/playground/priceDisplay.ts';

/** Intl separates thousands and currency with no-break spaces; tests compare plain ones. */
const plain = (value: string | null | undefined) => value?.replace(/[\u00a0\u202f]/g, ' ') ?? value;

describe(priceDisplay, () => {
  it('should show a regular price alone, in the currency of the country', () => {
    const shown = priceDisplay(
      { priceIncVat: 1450, regularPriceIncVat: 1450, validToDate: null },
      'SEK',
      'sv-SE',
    );
    expect(plain(shown?.price)).toBe('1 450 kr');
    expect(shown?.regularPrice).toBeNull();
  });

  it('should give the regular price too when the class is discounted', () => {
    const shown = priceDisplay(
      { priceIncVat: 119, regularPriceIncVat: 149, validToDate: null },
      'EUR',
      'de-DE',
    );
    expect(plain(shown?.price)).toBe('119 €');
    expect(plain(shown?.regularPrice)).toBe('149 €');
  });

  it('should keep cents when a price has them', () => {
    expect(
      plain(
        priceDisplay({ priceIncVat: 9.5, regularPriceIncVat: null, validToDate: null }, 'EUR', 'fi-FI')
          ?.price,
      ),
    ).toBe('9,50 €');
  });

  it('should not call a higher current price a discount', () => {
    expect(
      priceDisplay({ priceIncVat: 100, regularPriceIncVat: 90, validToDate: null }, 'NOK', 'nb-NO')
        ?.regularPrice,
    ).toBeNull();
  });

  it('should show nothing without a price', () => {
    expect(priceDisplay(null, 'DKK', 'da-DK')).toBeNull();
    expect(
      priceDisplay({ priceIncVat: null, regularPriceIncVat: 100, validToDate: null }, 'DKK', 'da-DK'),
    ).toBeNull();
    expect(
      priceDisplay({ priceIncVat: Number.NaN, regularPriceIncVat: null, validToDate: null }, 'DKK', 'da-DK'),
    ).toBeNull();
  });
});
