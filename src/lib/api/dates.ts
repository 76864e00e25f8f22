import {
  exactCalendarDay,
  formatCalendarDay,
  localCalendarDay,
  type DayParts,
} from '../dates/calendarDay.ts';

/**
 * How dates leave the client (spec §5): calendar dates as `YYYY-MM-DD`, instants as ISO
 * timestamps, and a child's birthdate as midnight UTC of the calendar day the parent picked.
 */

/** A calendar date given as a Date (its local calendar day counts) or as `YYYY-MM-DD`. */
export type CalendarDate = Date | string;

function calendarParts(date: CalendarDate): DayParts {
  const text = typeof date === 'string' ? date : localCalendarDay(date);
  const parts = exactCalendarDay(text);
  if (!parts) throw new RangeError(`Expected a real date as YYYY-MM-DD, got ${JSON.stringify(text)}`);
  return parts;
}

/**
 * `YYYY-MM-DD` of the calendar day a parent sees. Uses the local calendar, not UTC: in
 * Helsinki at 01:30 on 1 June, `toISOString()` would still say 31 May.
 */
export function toDateOnly(date: CalendarDate): string {
  return formatCalendarDay(calendarParts(date));
}

/** An instant as an ISO timestamp in UTC, e.g. `2025-06-01T08:30:00.000Z`. */
export function toIsoTimestamp(date: Date): string {
  return date.toISOString();
}

/**
 * A child's birthdate as midnight UTC of the picked calendar day. A date picker gives local
 * midnight, which in Sweden is 23:00 UTC the day before; sending that would make the server
 * store the wrong birthday (and put the child in the wrong age group).
 */
export function toUtcBirthdate(date: CalendarDate): string {
  const { year, month, day } = calendarParts(date);
  return new Date(Date.UTC(year, month - 1, day)).toISOString();
}
