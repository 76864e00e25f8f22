import { exactCalendarDay, type CalendarDay } from '../dates/calendarDay.ts';
import type { FieldCheck } from './fieldChecks.ts';

/** What is wrong with a birthdate: fieldChecks.ts's words, and a day still to come. */
export type BirthdateCheck = FieldCheck | 'future';

/** A birthdate before this year is refused (the date input's `min` says the same). */
export const earliestBirthYear = 1900;

/**
 * A child's birthdate as a date input gives it (`YYYY-MM-DD`): a real day, from 1900, and not
 * after `today`, the parent's calendar day (a birthday today is fine).
 */
export function checkBirthdate(value: string, today: CalendarDay): BirthdateCheck | undefined {
  const birthdate = value.trim();
  if (birthdate === '') return 'required';
  const day = exactCalendarDay(birthdate);
  if (!day || day.year < earliestBirthYear) return 'invalid';
  return birthdate > today ? 'future' : undefined;
}
