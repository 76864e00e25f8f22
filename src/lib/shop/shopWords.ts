import { dateFormat, longDate, numberFormat } from '../dates/localFormats.ts';
import { fill, plural, type PluralText } from '../../i18n/fill.ts';
import type { Validity } from './articleFacts.ts';
import { sensibleMoney } from './money.ts';

/**
 * An amount in the article's or order's currency, in the page's locale; whole amounts without
 * decimals ("300 kr", "30 €"). Null when the amount or currency makes no sense (`money.ts`: one
 * of our currencies, 0 or more, below the maximum), so nothing else is ever printed as a price.
 */
export function money(amount: unknown, currency: unknown, locale: string) {
  const sensible = sensibleMoney(amount, currency);
  if (!sensible) return null;
  return numberFormat(locale, {
    style: 'currency',
    currency: sensible.currency,
    minimumFractionDigits: Number.isInteger(sensible.amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(sensible.amount);
}

export interface ValidityTexts {
  months: PluralText;
  days: PluralText;
  weeks: PluralText;
  years: PluralText;
  entrances: PluralText;
  period: string;
  periodFrom: string;
  sellable: string;
}

/** The date part of an ISO instant, as the service writes dates (`2026-06-01T00:00:00Z`). */
const day = (iso: string, locale: string) => longDate(iso.slice(0, 10), locale);

/** How long an article is valid, in words, or null when the service said nothing usable. */
export function validityText(validity: Validity | null, texts: ValidityTexts, locale: string): string | null {
  if (!validity) return null;
  switch (validity.type) {
    case 'period':
      return validity.end
        ? fill(texts.period, { start: day(validity.start, locale), end: day(validity.end, locale) })
        : fill(texts.periodFrom, { start: day(validity.start, locale) });
    case 'sellable':
      // A gift card's own validity is in its rules; its sale period matters only when it ends.
      return validity.start && validity.end
        ? fill(texts.sellable, { start: day(validity.start, locale), end: day(validity.end, locale) })
        : null;
    default:
      return plural(texts[validity.type], validity.count, locale);
  }
}

/**
 * A moment (epoch ms) as a date and clock time in the play centres' time zone and the page's
 * language, e.g. "28 november 2026 14:05" or "28. November 2026 um 14:05".
 */
export function dateAndTime(at: number, locale: string, timeZone: string): string {
  return dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at);
}
