/**
 * A time zone's wall clock at an instant, read from `Intl.DateTimeFormat#formatToParts` by the
 * parts' type, never from a formatted string: what an engine's ICU prints for a locale is not a
 * contract (WebKitGTK with ICU 72 writes `en-CA` as `11/25/2026`, which once broke the play
 * centre's opening hours in WebKit). The calendar day (dayInZone.ts) and the zone's offsets
 * (zoneOffsets.ts) both read it.
 */
export interface WallClock {
  year: number;
  /** From 1. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
}

/** Made once per time zone: building a formatter costs far more than using it. */
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone);
  if (!format) {
    // Gregorian calendar, Latin digits and a 0–23 hour whatever the engine's default locale:
    // the parts are then plain numbers. The locale only picks the order, which is not read.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    clocks.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` (an IANA name) at `instant`. Throws a RangeError for an unknown zone. */
export function wallClockIn(timeZone: string, instant: Date): WallClock {
  const parts = clockFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}
