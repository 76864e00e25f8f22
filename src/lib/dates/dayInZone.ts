import { formatCalendarDay, type CalendarDay } from './calendarDay.ts';
import { wallClockIn } from './zoneClock.ts';
import { zoneTimeByOffsets, type ZoneOffsets, type ZoneTime } from './zoneOffsets.ts';

/**
 * The calendar day it is in `timeZone` (an IANA name such as `Europe/Helsinki`) at `instant`:
 * a play centre's today, whatever the parent's own time zone. From `zone`, the build's table of
 * the zone's offsets, while the instant is within it (no `Intl`, zoneOffsets.ts says why).
 * Otherwise from the zone's wall clock (zoneClock.ts). Throws a RangeError for an unknown time
 * zone or an invalid Date.
 */
export function calendarDayIn(timeZone: string, instant: Date = new Date(), zone?: ZoneOffsets): CalendarDay {
  return zoneTimeIn(timeZone, instant, zone).date;
}

/**
 * The wall clock in `timeZone` at `instant` (its day and minute of the day), read as
 * `calendarDayIn` reads the day: from the build's table while it speaks, else from `Intl`.
 */
export function zoneTimeIn(timeZone: string, instant: Date = new Date(), zone?: ZoneOffsets): ZoneTime {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const fromTable = zone && zoneTimeByOffsets(zone, instant);
  if (fromTable) return fromTable;
  const clock = wallClockIn(timeZone, instant);
  // Some engines write midnight as hour 24 even with h23.
  return { date: formatCalendarDay(clock), minutes: (clock.hour % 24) * 60 + clock.minute };
}
