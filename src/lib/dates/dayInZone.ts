import { formatCalendarDay, type CalendarDay } from './calendarDay.ts';
import { wallClockIn } from './zoneClock.ts';
import { calendarDayByOffsets, type ZoneOffsets } from './zoneOffsets.ts';

/**
 * The calendar day it is in `timeZone` (an IANA name such as `Europe/Helsinki`) at `instant`:
 * a play centre's today, whatever the parent's own time zone. From `zone`, the build's table of
 * the zone's offsets, while the instant is within it (no `Intl`, zoneOffsets.ts says why).
 * Otherwise from the zone's wall clock (zoneClock.ts). Throws a RangeError for an unknown time
 * zone or an invalid Date.
 */
export function calendarDayIn(timeZone: string, instant: Date = new Date(), zone?: ZoneOffsets): CalendarDay {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const fromTable = zone && calendarDayByOffsets(zone, instant);
  if (fromTable) return fromTable;
  return formatCalendarDay(wallClockIn(timeZone, instant));
}
