import { describe, expect, it } from 'vitest';
import { instantInZone, minutesOfDay } from '../../../src/lib/dates/zoneInstant.ts';

describe(instantInZone, () => {
  it.each([
    ['Europe/Stockholm', '2027-03-22', 570, '2027-03-22T08:30:00.000Z'],
    ['Europe/Stockholm', '2027-03-29', 570, '2027-03-29T07:30:00.000Z'],
    ['Europe/Helsinki', '2027-03-22', 570, '2027-03-22T07:30:00.000Z'],
    ['Europe/Helsinki', '2027-03-29', 570, '2027-03-29T06:30:00.000Z'],
    ['Europe/Berlin', '2026-10-25', 90, '2026-10-24T23:30:00.000Z'],
    ['Europe/Oslo', '2026-12-31', 23 * 60 + 45, '2026-12-31T22:45:00.000Z'],
  ] as const)('should put %s %s at minute %i at %s', (zone, day, minutes, expected) => {
    expect(instantInZone(zone, day, minutes).toISOString()).toBe(expected);
  });

  it('should move a time the clocks skip on by the change, as a clock shows it', () => {
    // 02:30 does not exist in Stockholm on 28 March 2027: the clocks go from 02:00 to 03:00.
    expect(instantInZone('Europe/Stockholm', '2027-03-28', 150).toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
  });

  it('should refuse a day that is none', () => {
    expect(() => instantInZone('Europe/Stockholm', '2027-02-30', 0)).toThrow(RangeError);
  });
});

describe(minutesOfDay, () => {
  it.each([
    ['09:30', 570],
    ['9:05', 545],
    ['10:15:00', 615],
    ['24:00', 1440],
    ['24:30', null],
    ['12:60', null],
    ['noon', null],
    [null, null],
  ] as const)('%s: %s', (time, expected) => {
    expect(minutesOfDay(time)).toBe(expected);
  });
});
