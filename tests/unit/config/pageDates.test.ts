import { describe, expect, it } from 'vitest';
import { localeTag } from '../../../src/config/localeTag.ts';
import { birthdayText } from '../../../src/lib/onboarding/birthdate.ts';
import { dayLabel, longDate } from '../../../src/lib/dates/localFormats.ts';
import { priceDisplay } from '../../../src/lib/playground/priceDisplay.ts';

/**
 * Onboarding and the play-centre page both format with `localeTag(language, site country)`;
 * these are the formatters each page calls, given that tag, so an English page in Sweden reads
 * a date alike on both (it once was `en-GB` on one and `en-SE` on the other).
 */
describe('an English page in Sweden', () => {
  const tag = localeTag('en', 'se');

  it('should write a date the same on onboarding (birthdays) and the play centre (first class)', () => {
    const onboarding = birthdayText('2026-12-24T00:00:00.000Z', tag);
    const playCentre = longDate('2026-12-24', tag);
    expect(onboarding).toBe('24 December 2026');
    expect(playCentre).toBe(onboarding);
  });

  it('should name days and prices as Sweden writes them in English', () => {
    expect(dayLabel('2026-12-24', tag)).toEqual({ weekday: 'Thursday', date: '24 December' });
    // Swedish grouping and currency sign: what en-GB would have written as "SEK 1,234.50".
    expect(
      priceDisplay({ priceIncVat: 1234.5, regularPriceIncVat: null, validToDate: null }, 'SEK', tag)?.price,
    ).toBe('1\u00a0234,50\u00a0kr');
  });
});
