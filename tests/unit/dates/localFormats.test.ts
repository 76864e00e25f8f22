import { describe, expect, it } from 'vitest';
import { localeTag } from '../../../src/config/localeTag.ts';
import {
  clockRange,
  clockTime,
  dayLabel,
  exampleDate,
  longDate,
  numericDate,
  percentage,
} from '../../../src/lib/dates/localFormats.ts';

/** Each country's own page and its English one, as `localeTag` names them. */
const pages = [
  ['sv', 'se'],
  ['nb', 'no'],
  ['da', 'dk'],
  ['fi', 'fi'],
  ['de', 'de'],
] as const;

describe(clockRange, () => {
  it.each([
    ['sv-SE', '10:00–19:30'],
    ['fi-FI', '10.00–19.30'],
    ['da-DK', '10.00–19.30'],
    ['de-DE', '10:00–19:30 Uhr'],
  ])('should write a span of the day as %s does: %s', (locale, span) => {
    expect(clockRange('10:00', '19:30:00', locale)).toBe(span);
  });

  it('should join what the formatter cannot write with a dash, each time as clockTime writes it', () => {
    expect(clockRange('10:00', '24:00', 'fi-FI')).toBe('10.00–24.00');
    expect(clockRange('20:00', '02:00', 'sv-SE')).toBe('20:00–02:00');
    expect(clockRange('kväll', '22:00', 'sv-SE')).toBe('kväll–22:00');
  });
});

describe(clockTime, () => {
  it.each([
    ['sv-SE', '09:30', '17:00'],
    ['nb-NO', '09:30', '17:00'],
    ['da-DK', '09.30', '17.00'],
    ['fi-FI', '9.30', '17.00'],
    ['de-DE', '09:30', '17:00'],
    ['en-SE', '09:30', '17:00'],
    ['en-FI', '9.30', '17.00'],
  ])('should write a time as %s does: %s, %s', (locale, morning, evening) => {
    expect(clockTime('09:30', locale)).toBe(morning);
    expect(clockTime('17:00:00', locale)).toBe(evening);
  });

  it('should keep a closing time at midnight as 24 o’clock', () => {
    expect(clockTime('24:00', 'sv-SE')).toBe('24:00');
    expect(clockTime('24:00:00', 'fi-FI')).toBe('24.00');
  });

  it('should show a time it cannot read as it came', () => {
    expect(clockTime(' kväll ', 'sv-SE')).toBe('kväll');
    expect(clockTime('25:00', 'sv-SE')).toBe('25:00');
    expect(clockTime('10:75', 'sv-SE')).toBe('10:75');
  });
});

describe(percentage, () => {
  it.each(pages)('should join a %s percentage to its sign with a no-break space', (language, country) => {
    expect(percentage(60, localeTag(language, country))).toBe('60\u00a0%');
  });

  it.each(pages)(
    'should write an English page in %s-%s as English does: "25%", not the country\'s "25 %"',
    (_language, country) => {
      expect(percentage(25, localeTag('en', country))).toBe('25%');
    },
  );

  it('should write it as the locale does where the sign follows the number', () => {
    expect(percentage(25, 'en-GB')).toBe('25%');
    expect(percentage(0, 'sv-SE')).toBe('0\u00a0%');
    expect(percentage(100, 'fi-FI')).toBe('100\u00a0%');
  });
});

describe(exampleDate, () => {
  it.each([
    ['sv-SE', '2019-05-24'],
    ['nb-NO', '24.5.2019'],
    ['da-DK', '24.5.2019'],
    ['fi-FI', '24.5.2019'],
    ['de-DE', '24.5.2019'],
    ['en-SE', '2019-05-24'],
    ['en-DE', '24/05/2019'],
  ])('should give %s its own way of writing a date: %s', (locale, written) => {
    expect(exampleDate(locale)).toBe(written);
  });

  it('should take a day above 12, so the day cannot be read as the month', () => {
    expect(numericDate('2019-05-24', 'en-US')).toBe('5/24/2019');
    expect(exampleDate('en-US')).toBe('5/24/2019');
  });
});

describe(longDate, () => {
  it.each([
    ['sv-SE', '24 december 2026'],
    ['nb-NO', '24. desember 2026'],
    ['da-DK', '24. december 2026'],
    ['fi-FI', '24. joulukuuta 2026'],
    ['de-DE', '24. Dezember 2026'],
  ])('should write a day out in full as %s does: %s', (locale, written) => {
    expect(longDate('2026-12-24', locale)).toBe(written);
    expect(longDate('2026-12-24T00:00:00Z', locale)).toBe(written);
  });
});

describe(dayLabel, () => {
  it('should name the weekday of the calendar date in the language', () => {
    expect(dayLabel('2026-12-24', 'sv-SE').weekday).toBe('torsdag');
    expect(dayLabel('2026-12-24', 'de-DE').weekday).toBe('Donnerstag');
    expect(dayLabel('2026-12-24', 'en-GB').date).toBe('24 December');
  });
});
