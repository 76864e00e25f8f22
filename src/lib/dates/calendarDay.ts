/**
 * Calendar days as `YYYY-MM-DD`: the parent's or a play centre's "today", and day arithmetic.
 *
 * The one home for turning an instant into a calendar day. It reads the year, month and day
 * from `Intl.DateTimeFormat#formatToParts` by their type, never from a formatted string: what
 * an engine's ICU prints for a locale is not a contract (WebKitGTK with ICU 72 writes `en-CA`
 * as `11/25/2026`, which once broke the play centre's opening hours in WebKit).
 */

/** A calendar day written `YYYY-MM-DD`, the form dates leave the client in (spec §5). */
export type CalendarDay = string;

/** A calendar day's numbers; `month` counts from 1. */
export interface DayParts {
  year: number;
  month: number;
  day: number;
}

const leadingDay = /^(\d{4})-(\d{2})-(\d{2})/;
const msPerDay = 86_400_000;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** Midnight UTC of a day; `setUTCFullYear` because `Date.UTC` reads years 0–99 as 1900–1999. */
function utcMidnight({ year, month, day }: DayParts): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** `YYYY-MM-DD` of a day's numbers. */
export function formatCalendarDay({ year, month, day }: DayParts): CalendarDay {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The numbers of the day a `YYYY-MM-DD…` text starts with, as written (no time zone applied:
 * `2026-12-07T00:00:00Z` is 7 December wherever the parent is). Null when the text does not
 * start with one, or names no real day (`2025-02-30`).
 */
export function parseCalendarDay(text: string): DayParts | null {
  const match = leadingDay.exec(text);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = utcMidnight(parts);
  return check.getUTCMonth() === parts.month - 1 && check.getUTCDate() === parts.day ? parts : null;
}

/** The day a text is, when it is exactly `YYYY-MM-DD` and a real day; null otherwise. */
export function exactCalendarDay(text: string): DayParts | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseCalendarDay(text) : null;
}

/** Made once per time zone: building a formatter costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // Gregorian calendar and Latin digits whatever the engine's default locale: the parts are
    // then plain numbers. The locale only picks the order, which is not read.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The calendar day it is in `timeZone` (an IANA name such as `Europe/Helsinki`) at `instant`:
 * a play centre's today, whatever the parent's own time zone. Throws a RangeError for an
 * unknown time zone or an invalid Date.
 */
export function calendarDayIn(timeZone: string, instant: Date = new Date()): CalendarDay {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const parts = dayFormat(timeZone).formatToParts(instant);
  const number = (type: 'year' | 'month' | 'day') => Number(parts.find((part) => part.type === type)?.value);
  return formatCalendarDay({ year: number('year'), month: number('month'), day: number('day') });
}

/** The calendar day it is at `instant` in the device's own time zone: the parent's today. */
export function localCalendarDay(instant: Date = new Date()): CalendarDay {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  return formatCalendarDay({
    year: instant.getFullYear(),
    month: instant.getMonth() + 1,
    day: instant.getDate(),
  });
}

/**
 * The day `days` calendar days after `day` (before it, when negative). Pure calendar
 * arithmetic: no time zone, so daylight-saving changes cannot skip or repeat a day.
 */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const parts = parseCalendarDay(day);
  if (!parts) throw new RangeError(`Expected a day as YYYY-MM-DD, got ${JSON.stringify(day)}`);
  const moved = new Date(utcMidnight(parts).getTime() + days * msPerDay);
  return formatCalendarDay({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}
