import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/i18n/index.ts';
import type { Validity } from '../../../src/lib/shop/articleFacts.ts';
import { plural } from '../../../src/i18n/fill.ts';
import { money, validityText, type ValidityTexts } from '../../../src/lib/shop/shopWords.ts';

/** What Intl itself writes for an amount, whole amounts without decimals, others with two. */
function intlMoney(amount: number, currency: string, locale: string): string {
  const decimals = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A calendar day written out in full by Intl, as the day it is everywhere. */
function intlLongDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

describe(money, () => {
  it.each([
    [300, 'SEK', 'sv-SE'],
    [1995, 'SEK', 'sv-SE'],
    [30, 'EUR', 'de-DE'],
    [1234.5, 'EUR', 'de-DE'],
    [1234, 'EUR', 'fi-FI'],
    [29.9, 'EUR', 'fi-FI'],
    [30, 'EUR', 'en-FI'],
    [12.25, 'EUR', 'en-FI'],
  ])('should write %d %s as Intl does in %s', (amount, currency, locale) => {
    expect(money(amount, currency, locale)).toBe(intlMoney(amount, currency, locale));
  });

  it('should write whole amounts without decimals and others with two, in the locale’s own marks', () => {
    const swedish = money(300, 'SEK', 'sv-SE') ?? '';
    expect(swedish).toMatch(/^300\s?kr$/u);
    expect(money(30, 'EUR', 'de-DE')).toMatch(/^30\s€$/u);
    expect(money(29.5, 'EUR', 'de-DE')).toMatch(/^29,50\s€$/u);
    expect(money(29.5, 'EUR', 'fi-FI')).toMatch(/^29,50\s€$/u);
    expect(money(30, 'EUR', 'en-FI')).toBe('€30');
    expect(money(30.5, 'EUR', 'en-FI')).toBe('€30.50');
    // The grouping space is Intl's, whatever character it is.
    const group = new Intl.NumberFormat('fi-FI').formatToParts(1234).find((part) => part.type === 'group');
    expect(money(1234, 'EUR', 'fi-FI')).toMatch(new RegExp(`^1${group?.value ?? ''}234\\s€$`, 'u'));
  });

  it('should read a currency code in any case', () => {
    expect(money(300, 'sek', 'sv-SE')).toBe(intlMoney(300, 'SEK', 'sv-SE'));
  });

  it.each([
    [null, 'SEK'],
    [undefined, 'SEK'],
    [Number.NaN, 'SEK'],
    [Number.POSITIVE_INFINITY, 'SEK'],
    [300, null],
    [300, undefined],
    [300, ''],
    [300, 'KRONOR'],
    [300, 'S1K'],
    [300, 'XXX'],
    [300, 'USD'],
    [300, ['SEK']],
    [-300, 'SEK'],
    [1e308, 'SEK'],
    [100_000, 'SEK'],
    ['300', 'SEK'],
  ])('should give no amount for %s %s', (amount, currency) => {
    expect(money(amount, currency, 'sv-SE')).toBeNull();
  });
});

describe(plural, () => {
  const visits = { one: '{{count}} visit', other: '{{count}} visits' };

  it('should take the one form for one and the other form for any other count', () => {
    expect(plural(visits, 1, 'en-GB')).toBe('1 visit');
    expect(plural(visits, 0, 'en-GB')).toBe('0 visits');
    expect(plural(visits, 2, 'en-GB')).toBe('2 visits');
    expect(plural({ one: '{{count}} käynti', other: '{{count}} käyntiä' }, 1, 'fi-FI')).toBe('1 käynti');
    expect(plural({ one: '{{count}} käynti', other: '{{count}} käyntiä' }, 5, 'fi-FI')).toBe('5 käyntiä');
    expect(plural({ one: '{{count}} Besuch', other: '{{count}} Besuche' }, 1, 'de-DE')).toBe('1 Besuch');
    expect(plural({ one: '{{count}} Besuch', other: '{{count}} Besuche' }, 3, 'de-DE')).toBe('3 Besuche');
  });

  it('should write the count as the locale writes numbers', () => {
    expect(plural(visits, 10000, 'sv-SE')).toBe(`${new Intl.NumberFormat('sv-SE').format(10000)} visits`);
    expect(plural(visits, 1.5, 'de-DE')).toBe('1,5 visits');
  });
});

describe(validityText, () => {
  const texts: ValidityTexts = {
    months: { one: '{{count}} month', other: '{{count}} months' },
    days: { one: '{{count}} day', other: '{{count}} days' },
    weeks: { one: '{{count}} week', other: '{{count}} weeks' },
    years: { one: '{{count}} year', other: '{{count}} years' },
    entrances: { one: '{{count}} entrance', other: '{{count}} entrances' },
    period: 'from {{start}} to {{end}}',
    periodFrom: 'from {{start}}',
    sellable: 'on sale {{start}} to {{end}}',
  };

  it.each([
    [{ type: 'months', count: 1 }, '1 month'],
    [{ type: 'months', count: 12 }, '12 months'],
    [{ type: 'days', count: 30 }, '30 days'],
    [{ type: 'weeks', count: 1 }, '1 week'],
    [{ type: 'years', count: 2 }, '2 years'],
    [{ type: 'entrances', count: 10 }, '10 entrances'],
  ] satisfies [Validity, string][])('should count %j as %s', (validity, text) => {
    expect(validityText(validity, texts, 'en-GB')).toBe(text);
  });

  it.each(['sv-SE', 'de-DE', 'fi-FI', 'en-FI'])('should write a period’s dates in full in %s', (locale) => {
    expect(
      validityText(
        { type: 'period', start: '2026-06-01T00:00:00.000Z', end: '2026-09-01T00:00:00.000Z' },
        texts,
        locale,
      ),
    ).toBe(`from ${intlLongDate('2026-06-01', locale)} to ${intlLongDate('2026-09-01', locale)}`);
    expect(validityText({ type: 'period', start: '2026-06-01T00:00:00.000Z' }, texts, locale)).toBe(
      `from ${intlLongDate('2026-06-01', locale)}`,
    );
    expect(
      validityText(
        { type: 'sellable', start: '2026-01-01T00:00:00.000Z', end: '2026-12-31T00:00:00.000Z' },
        texts,
        locale,
      ),
    ).toBe(`on sale ${intlLongDate('2026-01-01', locale)} to ${intlLongDate('2026-12-31', locale)}`);
  });

  it('should take the calendar day the service wrote, whatever the time of day', () => {
    expect(validityText({ type: 'period', start: '2026-06-01T23:30:00.000Z' }, texts, 'sv-SE')).toBe(
      `from ${intlLongDate('2026-06-01', 'sv-SE')}`,
    );
  });

  it('should say nothing of a sellable period open at either end, nor of no validity', () => {
    expect(
      validityText({ type: 'sellable', start: '2026-01-01T00:00:00.000Z', end: null }, texts, 'sv-SE'),
    ).toBe(null);
    expect(
      validityText({ type: 'sellable', start: null, end: '2026-12-31T00:00:00.000Z' }, texts, 'sv-SE'),
    ).toBe(null);
    expect(validityText(null, texts, 'sv-SE')).toBeNull();
  });

  it('should read with the shop’s own texts of each language', () => {
    expect(validityText({ type: 'months', count: 12 }, messages.sv.shop.validity, 'sv-SE')).toBe(
      'Giltigt i 12 månader',
    );
    expect(validityText({ type: 'months', count: 1 }, messages.en.shop.validity, 'en-FI')).toBe(
      'Valid for 1 month',
    );
    expect(validityText({ type: 'entrances', count: 1 }, messages.en.shop.validity, 'en-FI')).toBe('1 visit');
    expect(
      validityText({ type: 'period', start: '2026-06-01T00:00:00.000Z' }, messages.sv.shop.validity, 'sv-SE'),
    ).toBe(`Giltigt från ${intlLongDate('2026-06-01', 'sv-SE')}`);
  });
});
