import { formatCalendarDay, type CalendarDay } from './calendarDay.ts';
import { calendarDayByOffsets, type ZoneOffsets } from './zoneOffsets.ts';

/**
 * A calendar day in a time zone. It reads the year, month and day from
 * `Intl.DateTimeFormat#formatToParts` by their type, never from a formatted string: what an
 * engine's ICU prints for a locale is not a contract (WebKitGTK with ICU 72 writes `en-CA` as
 * `11/25/2026`, which once broke the play centre's opening hours in WebKit).
 */

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
 * a play centre's today, whatever the parent's own time zone. From `zone`, the build's table of
 * the zone's offsets, while the instant is within it (no `Intl`, zoneOffsets.ts says why).
 * Throws a RangeError for an unknown time zone or an invalid Date.
 */
export function calendarDayIn(timeZone: string, instant: Date = new Date(), zone?: ZoneOffsets): CalendarDay {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const fromTable = zone && calendarDayByOffsets(zone, instant);
  if (fromTable) return fromTable;
  const parts = dayFormat(timeZone).formatToParts(instant);
  const number = (type: 'year' | 'month' | 'day') => Number(parts.find((part) => part.type === type)?.value);
  return formatCalendarDay({ year: number('year'), month: number('month'), day: number('day') });
}
