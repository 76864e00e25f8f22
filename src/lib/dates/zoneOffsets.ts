import { formatCalendarDay, type CalendarDay } from './calendarDay.ts';
import { wallClockIn } from './zoneClock.ts';

/**
 * A time zone's offsets from UTC over a stretch of time, as the build's ICU knows them, so that
 * a prerendered page knows a play centre's today without `Intl`. A page's first `Intl` call
 * loads ICU's data (about 20 ms on a laptop, four times that on a mid-range phone) in one task
 * nothing can split; a play centre's page whose live answer matches its HTML needs `Intl` for
 * nothing else (docs/performance.md). Outside the stretch, callers ask `Intl` (dayInZone.ts).
 */
export interface ZoneOffsets {
  /** The first and the last instant (ms since 1970) the table speaks for. */
  from: number;
  until: number;
  /** The offset (minutes east of UTC) at `from`, then each change, in time order. */
  offsets: { at: number; minutes: number }[];
}

const minuteMs = 60_000;
const dayMs = 86_400_000;

/** The zone's offset at `instant`, in whole minutes: its wall clock read as UTC, less the instant. */
export function offsetAt(timeZone: string, instant: number): number {
  const clock = wallClockIn(timeZone, new Date(instant));
  const wall = new Date(0);
  wall.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  wall.setUTCHours(clock.hour, clock.minute);
  return Math.round((wall.getTime() - Math.floor(instant / minuteMs) * minuteMs) / minuteMs);
}

/**
 * The offsets of `timeZone` for `days` days from `start` (at the build: a year ahead). Read once
 * a day, and where two days differ, the minute of the change is found by halving: zones change
 * at most a few times a year, never twice in a day.
 */
export function zoneOffsets(timeZone: string, start: Date, days: number): ZoneOffsets {
  const from = Math.floor(start.getTime() / minuteMs) * minuteMs;
  const until = from + days * dayMs;
  let before = offsetAt(timeZone, from);
  const offsets = [{ at: from, minutes: before }];
  for (let day = from; day < until; day += dayMs) {
    const next = Math.min(day + dayMs, until);
    // Each day's offset is read once: the end of one day is the start of the next.
    const after = offsetAt(timeZone, next);
    if (after === before) continue;
    // The first minute in (day, next] whose offset is no longer `before`.
    let low = day;
    let high = next;
    while (high - low > minuteMs) {
      const middle = low + Math.floor((high - low) / 2 / minuteMs) * minuteMs;
      if (offsetAt(timeZone, middle) === before) low = middle;
      else high = middle;
    }
    offsets.push({ at: high, minutes: offsetAt(timeZone, high) });
    before = after;
  }
  return { from, until, offsets };
}

/** A play centre's wall clock: the calendar day and the minute of that day (0–1439). */
export interface ZoneTime {
  date: CalendarDay;
  minutes: number;
}

/**
 * The wall clock at `instant` in the zone `table` describes, or null when the instant is
 * outside the table (an old build, a clock far off): then only `Intl` can say.
 */
export function zoneTimeByOffsets(table: ZoneOffsets, instant: Date): ZoneTime | null {
  const time = instant.getTime();
  if (!(time >= table.from && time <= table.until)) return null;
  let minutes: number | undefined;
  for (const change of table.offsets) {
    if (change.at > time) break;
    minutes = change.minutes;
  }
  if (minutes === undefined) return null;
  const wall = new Date(time + minutes * minuteMs);
  return {
    date: formatCalendarDay({
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
    }),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}
