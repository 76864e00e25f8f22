import { describe, expect, it, vi } from 'vitest';
import { preparePriceFormat, priceDisplay } from '../../../src/lib/playground/priceDisplay.ts';

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

describe(preparePriceFormat, () => {
  it('should build, in a task of its own, the formatter the whole-number prices then use, so they build none', () => {
    vi.useFakeTimers();
    let built = 0;
    const NumberFormat = Intl.NumberFormat;
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        built += 1;
        return new NumberFormat(...args);
      },
    });
    // A currency and locale nothing else formats (the module's cache outlives a test file).
    preparePriceFormat('ISK', 'is-IS');
    expect(built).toBe(0);
    vi.runAllTimers();
    expect(built).toBe(1);
    const shown = priceDisplay(
      { priceIncVat: 350, regularPriceIncVat: 400, validToDate: null },
      'ISK',
      'is-IS',
    );
    expect(shown?.price).toContain('350');
    expect(shown?.regularPrice).toContain('400');
    expect(built).toBe(1);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('should show no price that makes no sense: negative, or printed as a 300-digit number', () => {
    for (const priceIncVat of [-300, 1e308, Number.NaN])
      expect(
        priceDisplay({ priceIncVat, regularPriceIncVat: null, validToDate: null }, 'SEK', 'sv-SE'),
      ).toBeNull();
    expect(
      priceDisplay({ priceIncVat: 300, regularPriceIncVat: 1e308, validToDate: null }, 'SEK', 'sv-SE')
        ?.regularPrice,
    ).toBeNull();
  });
});
