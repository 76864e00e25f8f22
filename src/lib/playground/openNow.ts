import type { CalendarDay } from '../dates/calendarDay.ts';
import { addDays } from '../dates/calendarDay.ts';
import type { ZoneTime } from '../dates/zoneOffsets.ts';
import type { OpeningWeekDay } from './openingWeek.ts';

/**
 * What the play centre's top line says at a moment of its own day, as data the views put into
 * words (`time` is `HH:MM` as the service wrote it):
 * - `opensAt`: before opening, or between two spans of the day ("opens at 10:00");
 * - `openUntil`: while open ("open until 19:00");
 * - `closedNowOpensTomorrow`: after the last span, when tomorrow opens ("closed now · opens
 *   tomorrow at 10:00"); `closedNow` when tomorrow is closed or unknown;
 * - `closedToday`: a day closed all day; `unknown`: the reply had no such day.
 */
export type OpenNowLine =
  | { kind: 'opensAt'; time: string }
  | { kind: 'openUntil'; time: string }
  | { kind: 'closedNowOpensTomorrow'; time: string }
  | { kind: 'closedNow' }
  | { kind: 'closedToday' }
  | { kind: 'unknown' };

/** A stretch of the day, `[from, until)` in minutes since its midnight, and what it says. */
export interface OpenNowWindow {
  from: number;
  until: number;
  line: OpenNowLine;
}

const dayMinutes = 24 * 60;

/** Minutes since midnight of `HH:MM`; `24:00` is the day's end. Null for anything else. */
function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= dayMinutes ? minutes : null;
}

/** The day's usable spans in minutes, in order; none on a day that is not open. */
function openSpans(day: OpeningWeekDay) {
  if (day.state !== 'open') return [];
  return day.spans
    .flatMap((span) => {
      const from = minutesOf(span.from);
      const until = minutesOf(span.to);
      return from !== null && until !== null && until > from ? [{ from, until, span }] : [];
    })
    .sort((a, b) => a.from - b.from);
}

/**
 * The day's windows, in order and covering the whole day once: what the top line says in
 * each. `day` is the day itself, `next` the day after (for "opens tomorrow"). Spans the
 * service sends out of order are read in order; a span that is not a time, or ends before it
 * starts, is left out (the week's table still shows it as written).
 */
export function openNowWindows(
  day: OpeningWeekDay | undefined,
  next: OpeningWeekDay | undefined,
): OpenNowWindow[] {
  const whole = (line: OpenNowLine): OpenNowWindow[] => [{ from: 0, until: dayMinutes, line }];
  if (!day || day.state === 'unknown') return whole({ kind: 'unknown' });
  const spans = openSpans(day);
  if (spans.length === 0) return whole({ kind: 'closedToday' });
  const windows: OpenNowWindow[] = [];
  let at = 0;
  for (const { from, until, span } of spans) {
    if (until <= at) continue;
    if (from > at) windows.push({ from: at, until: from, line: { kind: 'opensAt', time: span.from } });
    windows.push({ from: Math.max(from, at), until, line: { kind: 'openUntil', time: span.to } });
    at = until;
  }
  if (at < dayMinutes) {
    const tomorrow = next ? openSpans(next)[0]?.span.from : undefined;
    windows.push({
      from: at,
      until: dayMinutes,
      line: tomorrow ? { kind: 'closedNowOpensTomorrow', time: tomorrow } : { kind: 'closedNow' },
    });
  }
  return windows;
}

/** The week's day `date` and the day after it, when the week has them. */
export function dayAndNext(
  week: readonly OpeningWeekDay[],
  date: CalendarDay,
): [OpeningWeekDay | undefined, OpeningWeekDay | undefined] {
  const tomorrow = addDays(date, 1);
  return [week.find((day) => day.date === date), week.find((day) => day.date === tomorrow)];
}

/** The window the wall clock `now` is in, on the day it names (React's line, and the tests'). */
export function openNowAt(week: readonly OpeningWeekDay[], now: ZoneTime): OpenNowWindow {
  const windows = openNowWindows(...dayAndNext(week, now.date));
  return windows.find((window) => now.minutes >= window.from && now.minutes < window.until) ?? windows[0]!;
}
