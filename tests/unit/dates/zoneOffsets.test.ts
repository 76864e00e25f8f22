import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryList } from '../../../src/config/countries.ts';
import { calendarDayIn, zoneTimeIn } from '../../../src/lib/dates/dayInZone.ts';
import { zoneOffsets, zoneTimeByOffsets, type ZoneOffsets } from '../../../src/lib/dates/zoneOffsets.ts';

const dayMs = 86_400_000;
const start = new Date('2026-11-26T14:37:12.345Z');

describe(zoneOffsets, () => {
  it('should find the minute of each change of the year ahead', () => {
    const table = zoneOffsets('Europe/Stockholm', start, 400);
    expect(table.offsets).toEqual([
      { at: Date.parse('2026-11-26T14:37:00Z'), minutes: 60 },
      { at: Date.parse('2027-03-28T01:00:00Z'), minutes: 120 },
      { at: Date.parse('2027-10-31T01:00:00Z'), minutes: 60 },
    ]);
    expect(zoneOffsets('Europe/Helsinki', start, 400).offsets.map((change) => change.minutes)).toEqual([
      120, 180, 120,
    ]);
    expect(zoneOffsets('UTC', start, 400).offsets).toEqual([{ at: table.from, minutes: 0 }]);
  });
});

/** The day the table names at `instant`, or null. */
function calendarDayByOffsets(table: ZoneOffsets, instant: Date) {
  return zoneTimeByOffsets(table, instant)?.date ?? null;
}

describe(zoneTimeByOffsets, () => {
  for (const { timeZone } of countryList) {
    it(`should read the same day and minute as Intl in ${timeZone} at any instant the table covers`, () => {
      const table = zoneOffsets(timeZone, start, 400);
      fc.assert(
        fc.property(fc.integer({ min: table.from, max: table.until }), (time) => {
          const instant = new Date(time);
          expect(zoneTimeByOffsets(table, instant)).toEqual(zoneTimeIn(timeZone, instant));
        }),
        { numRuns: 500 },
      );
    });
  }

  it('should name the day on either side of midnight and of a change', () => {
    const table = zoneOffsets('Europe/Berlin', start, 400);
    expect(calendarDayByOffsets(table, new Date('2026-11-26T22:59:59Z'))).toBe('2026-11-26');
    expect(calendarDayByOffsets(table, new Date('2026-11-26T23:00:00Z'))).toBe('2026-11-27');
    expect(calendarDayByOffsets(table, new Date('2027-06-30T21:59:59Z'))).toBe('2027-06-30');
    expect(calendarDayByOffsets(table, new Date('2027-06-30T22:00:00Z'))).toBe('2027-07-01');
    expect(zoneTimeByOffsets(table, new Date('2026-11-26T19:42:30Z'))).toEqual({
      date: '2026-11-26',
      minutes: 20 * 60 + 42,
    });
  });

  it('should say nothing outside the table, so the caller asks Intl', () => {
    const table = zoneOffsets('Europe/Oslo', start, 400);
    expect(calendarDayByOffsets(table, new Date(table.from - 1))).toBeNull();
    expect(calendarDayByOffsets(table, new Date(table.until + dayMs))).toBeNull();
    expect(calendarDayByOffsets(table, new Date(Number.NaN))).toBeNull();
    expect(calendarDayByOffsets({ from: 0, until: 1, offsets: [] }, new Date(0))).toBeNull();
  });
});

describe('calendarDayIn with a table', () => {
  it('should answer from the table within it, and from Intl outside', () => {
    const table = zoneOffsets('Europe/Copenhagen', start, 400);
    // A table that says Copenhagen is 12 hours ahead is believed within its span only.
    const wrong = { ...table, offsets: [{ at: table.from, minutes: 720 }] };
    const evening = new Date('2026-11-26T20:00:00Z');
    expect(calendarDayIn('Europe/Copenhagen', evening, wrong)).toBe('2026-11-27');
    const later = new Date(table.until + dayMs);
    expect(calendarDayIn('Europe/Copenhagen', later, wrong)).toBe(calendarDayIn('Europe/Copenhagen', later));
  });
});
