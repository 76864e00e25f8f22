import { fill, pluralForm, type PluralText } from '../../i18n/fill.ts';

/**
 * Badge: count (spec §3). A small number beside a link ("3" beside Tickets) with a text
 * alternative that says what is counted ("3 bookings"): screen readers read the text, not the
 * bare number, so the link is announced as "Tickets, 3 bookings". Nothing is shown for 0 (no
 * news is not worth a badge) nor for an unknown count (null, not a whole number): a badge
 * saying 0 while the count merely failed to load would be wrong.
 */

/** Above this the badge shows `99+`; the text alternative still says the exact number. */
export const countBadgeMaximum = 99;

/** The text alternative per plural form, each with a `{{count}}` placeholder. */
export type CountBadgeTexts = PluralText;

export interface CountBadgeContent {
  /** What the badge shows. */
  shown: string;
  /** What assistive technology reads instead. */
  label: string;
}

/** The badge for `count`, or null when no badge is shown. */
export function countBadgeContent(
  count: unknown,
  texts: CountBadgeTexts,
  language: string,
): CountBadgeContent | null {
  if (typeof count !== 'number' || !Number.isInteger(count) || count <= 0) return null;
  return {
    shown: count > countBadgeMaximum ? `${countBadgeMaximum}+` : String(count),
    label: fill(pluralForm(texts, count, language), { count }),
  };
}
