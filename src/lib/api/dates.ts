/**
 * How dates leave the client (spec §5): calendar dates as `YYYY-MM-DD`, instants as ISO
 * timestamps, and a child's birthdate as midnight UTC of the calendar day the parent picked.
 */

/** A calendar date given as a Date (its local calendar day counts) or as `YYYY-MM-DD`. */
export type CalendarDate = Date | string;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function calendarParts(date: CalendarDate): [year: number, monthIndex: number, day: number] {
  if (typeof date !== 'string') {
    if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
    return [date.getFullYear(), date.getMonth(), date.getDate()];
  }
  const match = isoDay.exec(date);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got ${JSON.stringify(date)}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`No such date: ${date}`);
  }
  return [year, month - 1, day];
}

/**
 * `YYYY-MM-DD` of the calendar day a parent sees. Uses the local calendar, not UTC: in
 * Helsinki at 01:30 on 1 June, `toISOString()` would still say 31 May.
 */
export function toDateOnly(date: CalendarDate): string {
  const [year, monthIndex, day] = calendarParts(date);
  return `${pad(year, 4)}-${pad(monthIndex + 1)}-${pad(day)}`;
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
  const [year, monthIndex, day] = calendarParts(date);
  return new Date(Date.UTC(year, monthIndex, day)).toISOString();
}
