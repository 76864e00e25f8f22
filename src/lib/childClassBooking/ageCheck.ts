import type { AgeGroup } from '../api/types/childClass.ts';
import { parseCalendarDay } from '../dates/calendarDay.ts';

/**
 * A child's age in whole years on a calendar day, counted as people count birthdays: by the
 * calendar, not by elapsed time. Both are `YYYY-MM-DD` (anything after the date is ignored, so
 * a first occasion sent as `2026-12-07T00:00:00Z` counts as 7 December wherever the parent is).
 * A child born on 29 February has the birthday on 1 March in other years. Null when either is
 * not a date.
 */
export function ageOnDay(birthdate: string, day: string): number | null {
  const born = parseCalendarDay(birthdate);
  const on = parseCalendarDay(day);
  if (!born || !on) return null;
  const hadBirthday = on.month > born.month || (on.month === born.month && on.day >= born.day);
  return on.year - born.year - (hadBirthday ? 0 : 1);
}

export type AgeCheck =
  | { fits: true }
  | { fits: false; reason: 'tooYoung' | 'tooOld'; age: number; minAge: number | null; maxAge: number | null };

/**
 * Whether a child of this birthdate fits an age group on the class's first occasion: at least
 * `minAge` and at most `maxAge` years old that day (both inclusive; a missing bound does not
 * limit). When the birthdate or the first occasion is unknown nothing is refused here: the
 * server is the judge, this only saves the parent a round trip.
 */
export function checkAge(
  birthdate: string,
  group: Pick<AgeGroup, 'minAge' | 'maxAge'>,
  firstOccasionDate: string | null,
): AgeCheck {
  const age = firstOccasionDate === null ? null : ageOnDay(birthdate, firstOccasionDate);
  if (age === null) return { fits: true };
  const { minAge, maxAge } = group;
  if (minAge !== null && age < minAge) return { fits: false, reason: 'tooYoung', age, minAge, maxAge };
  if (maxAge !== null && age > maxAge) return { fits: false, reason: 'tooOld', age, minAge, maxAge };
  return { fits: true };
}
