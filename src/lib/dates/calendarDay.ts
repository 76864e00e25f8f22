/**
 * Calendar days as `YYYY-MM-DD`: reading one, the parent's "today", and day arithmetic. A play
 * centre's today, in its own time zone, is in dayInZone.ts (only its page needs `Intl` for it).
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

/** The calendar day it is at `instant` in the device's own time zone: the parent's today. */
export function localCalendarDay(instant: Date = new Date()): CalendarDay {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  return formatCalendarDay({
    year: instant.getFullYear(),
    month: instant.getMonth() + 1,
    day: instant.getDate(),
  });
}

function requireDay(day: CalendarDay): DayParts {
  const parts = parseCalendarDay(day);
  if (!parts) throw new RangeError(`Expected a day as YYYY-MM-DD, got ${JSON.stringify(day)}`);
  return parts;
}

/**
 * The day `days` calendar days after `day` (before it, when negative). Pure calendar
 * arithmetic: no time zone, so daylight-saving changes cannot skip or repeat a day.
 */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const moved = new Date(utcMidnight(requireDay(day)).getTime() + days * msPerDay);
  return formatCalendarDay({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}

/**
 * The weekday of a day, 0 for Sunday to 6 for Saturday (as `Date#getDay`). Read at midnight UTC,
 * so a device west of Greenwich cannot make `2026-12-24` a Wednesday.
 */
export function dayOfWeek(day: CalendarDay): number {
  return utcMidnight(requireDay(day)).getUTCDay();
}
