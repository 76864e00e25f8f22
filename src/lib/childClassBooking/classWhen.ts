import { fill } from '../../i18n/fill.ts';
import type { AgeGroup, ChildClass } from '../api/types/childClass.ts';
import { clockTime, longDate } from '../dates/localFormats.ts';

/**
 * When a class meets, written out in the page's language: the booking form's summary and the
 * confirmation say it the same way.
 */

/** The first session's date (`7 december 2026`), when the class has one. */
export function firstSessionDate(
  childClass: Pick<ChildClass, 'firstOccasionDate'>,
  locale: string,
): string | null {
  const date = childClass.firstOccasionDate;
  return date && /^\d{4}-\d{2}-\d{2}/.test(date) ? longDate(date, locale) : null;
}

/** The group's time of day (`11:30–12:30`, Finnish `11.30–12.30`), when it has both ends. */
export function sessionTimes(
  group: Pick<AgeGroup, 'classStartTime' | 'classEndTime'>,
  timeRange: string,
  locale: string,
): string | null {
  const { classStartTime: from, classEndTime: to } = group;
  return from && to ? fill(timeRange, { from: clockTime(from, locale), to: clockTime(to, locale) }) : null;
}
