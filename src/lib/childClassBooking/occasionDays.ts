import type { ChildClass } from '../api/types/childClass.ts';
import { addDays, formatCalendarDay, parseCalendarDay, type CalendarDay } from '../dates/calendarDay.ts';

/**
 * Days between one session and the next, by class type. The main API gives a class its first
 * day and its number of sessions, never each day: a term (and a trial class, one session) meets
 * weekly on the first day's weekday; a camp ("Sommarläger vecka 27", five sessions, 9–15) is
 * a stretch of days in a row.
 */
const daysBetween: Record<NonNullable<ChildClass['classType']>, number> = {
  SportKidz: 7,
  SportKidzTrial: 7,
  LeoCamp: 1,
};

/** More than a year of weekly sessions is no class the page can list: the data is wrong. */
const mostSessions = 60;

/**
 * Every session's calendar day (`YYYY-MM-DD`), in order, from the class's first day and its
 * number of sessions. Only the first day when the class says no count; none without a first day.
 */
export function occasionDays(
  childClass: Pick<ChildClass, 'classType' | 'occasions' | 'firstOccasionDate'>,
): CalendarDay[] {
  const first = parseCalendarDay(childClass.firstOccasionDate ?? '');
  if (!first) return [];
  const count = childClass.occasions;
  const sessions = count && Number.isInteger(count) && count > 0 ? Math.min(count, mostSessions) : 1;
  const step = daysBetween[childClass.classType ?? 'SportKidz'];
  const day = formatCalendarDay(first);
  return Array.from({ length: sessions }, (_, index) => addDays(day, index * step));
}
