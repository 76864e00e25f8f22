import { parseCalendarDay, type CalendarDay } from './calendarDay.ts';
import { offsetAt } from './zoneOffsets.ts';

const minuteMs = 60_000;

/**
 * The instant at which the wall clock in `timeZone` shows `minutes` past midnight on `day`: a
 * session at 09:30 in Stockholm is 08:30 UTC in winter and 07:30 in summer. The offset is read
 * at the time itself, so a daylight-saving change between two sessions moves neither's local
 * time. A time the clocks skip (spring forward) comes out an hour later, as a clock shows it.
 * Throws a RangeError for an unknown zone or a day that is none.
 */
export function instantInZone(timeZone: string, day: CalendarDay, minutes: number): Date {
  const parts = parseCalendarDay(day);
  if (!parts) throw new RangeError(`Expected a day as YYYY-MM-DD, got ${JSON.stringify(day)}`);
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  const asUtc = wall.getTime() + minutes * minuteMs;
  // The offset at a first guess, then at the instant it gives: they differ only near a change.
  const guess = asUtc - offsetAt(timeZone, asUtc) * minuteMs;
  return new Date(asUtc - offsetAt(timeZone, guess) * minuteMs);
}

/** Minutes past midnight of a wall-clock time as the API sends it (`HH:mm`, `HH:mm:ss`), or null. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(time?.trim() ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 24 && minutes <= 59 && hours * 60 + minutes <= 24 * 60 ? hours * 60 + minutes : null;
}
