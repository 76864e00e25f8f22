import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  dayOfWeek,
  exactCalendarDay,
  formatCalendarDay,
  localCalendarDay,
  parseCalendarDay,
} from '../../../src/lib/dates/calendarDay.ts';
import { calendarDayIn } from '../../../src/lib/dates/dayInZone.ts';
import { usDateOrderEverywhere } from './icuStub.ts';

const timeZones = Intl.supportedValuesOf('timeZone');
/** Instants from 1900 to 2200: every rule change the time-zone data knows, and then some. */
const instants = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2200-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const days = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(formatCalendarDay);
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

describe('calendarDay', () => {
  describe(calendarDayIn, () => {
    it("should give the play centre's calendar day, not the visitor's or UTC's", () => {
      const lateEvening = new Date('2026-06-01T21:30:00Z');
      expect(calendarDayIn('Europe/Helsinki', lateEvening)).toBe('2026-06-02');
      expect(calendarDayIn('Europe/Stockholm', lateEvening)).toBe('2026-06-01');
      expect(calendarDayIn('Europe/Berlin', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
      expect(calendarDayIn('Pacific/Kiritimati', new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-25');
    });

    it('should give a real YYYY-MM-DD day at most one day from the UTC one, in every time zone', () => {
      fc.assert(
        fc.property(fc.constantFrom(...timeZones), instants, (timeZone, instant) => {
          const day = calendarDayIn(timeZone, instant);
          expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(parseCalendarDay(day)).not.toBeNull();
          expect([addDays(utcDay(instant), -1), utcDay(instant), addDays(utcDay(instant), 1)]).toContain(day);
        }),
        { numRuns: 2000 },
      );
    });

    it('should match the UTC day shifted by the offset in fixed-offset zones', () => {
      // Etc/GMT-14 is UTC+14 (POSIX signs): an exact answer to compare with.
      const offsets = fc.integer({ min: -12, max: 14 });
      fc.assert(
        fc.property(offsets, instants, (hours, instant) => {
          const zone = hours === 0 ? 'Etc/UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
          expect(calendarDayIn(zone, instant)).toBe(utcDay(new Date(instant.getTime() + hours * 3_600_000)));
        }),
        { numRuns: 1000 },
      );
    });

    it('should never go back a day as time goes on', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...timeZones),
          instants,
          fc.integer({ min: 0, max: 3 * 86_400_000 }),
          (zone, instant, later) => {
            expect(
              calendarDayIn(zone, new Date(instant.getTime() + later)) >= calendarDayIn(zone, instant),
            ).toBe(true);
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('should refuse an unknown time zone and an invalid Date', () => {
      expect(() => calendarDayIn('Mars/Olympus_Mons')).toThrow(RangeError);
      expect(() => calendarDayIn('Europe/Oslo', new Date('nonsense'))).toThrow(RangeError);
    });

    describe('under an ICU that writes en-CA as M/D/YYYY (WebKitGTK with ICU 72)', () => {
      afterEach(() => {
        vi.unstubAllGlobals();
        vi.resetModules();
      });

      it('should still give YYYY-MM-DD, and a week on from it', async () => {
        vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: usDateOrderEverywhere(Intl.DateTimeFormat) });
        expect(new Intl.DateTimeFormat('en-CA').format(new Date('2026-11-25T10:00:00Z'))).toBe('11/25/2026');
        vi.resetModules();
        const fresh = await import('../../../src/lib/dates/dayInZone.ts');
        const today = fresh.calendarDayIn('Europe/Stockholm', new Date('2026-11-25T10:00:00Z'));
        expect(today).toBe('2026-11-25');
        expect(addDays(today, 6)).toBe('2026-12-01');
      });
    });
  });

  describe(localCalendarDay, () => {
    it("should give the parent's calendar day, not the UTC one", () => {
      expect(localCalendarDay(new Date(2026, 0, 1, 0, 30))).toBe('2026-01-01');
      expect(localCalendarDay(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
    });
  });

  describe(addDays, () => {
    it('should count calendar days across months, years and daylight-saving changes', () => {
      expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
      expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
      expect(addDays('2026-12-29', 6)).toBe('2027-01-04');
      expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
      expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
      expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    });

    it('should undo itself and add up', () => {
      const steps = fc.integer({ min: -400, max: 400 });
      fc.assert(
        fc.property(
          days.filter((d) => d >= '0002' && d < '9998'),
          steps,
          steps,
          (day, a, b) => {
            expect(addDays(addDays(day, a), -a)).toBe(day);
            expect(addDays(addDays(day, a), b)).toBe(addDays(day, a + b));
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('should refuse a text that is not a day', () => {
      expect(() => addDays('11/25/2026', 1)).toThrow(RangeError);
      expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    });
  });

  describe(dayOfWeek, () => {
    it('should give the weekday of the day as written, whatever the device’s time zone', () => {
      const zone = process.env['TZ'];
      try {
        for (const TZ of ['Pacific/Pago_Pago', 'UTC', 'Pacific/Kiritimati']) {
          process.env['TZ'] = TZ;
          expect([dayOfWeek('2026-12-24'), dayOfWeek('2026-03-29'), dayOfWeek('2024-02-29')], TZ).toEqual([
            4, 0, 4,
          ]);
        }
      } finally {
        if (zone === undefined) delete process.env['TZ'];
        else process.env['TZ'] = zone;
      }
    });

    it('should go round the week a day at a time', () => {
      fc.assert(
        fc.property(
          days.filter((d) => d < '9999'),
          (day) => {
            expect(dayOfWeek(addDays(day, 1))).toBe((dayOfWeek(day) + 1) % 7);
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('should refuse a text that is not a day', () => {
      expect(() => dayOfWeek('24/12/2026')).toThrow(RangeError);
    });
  });

  describe(exactCalendarDay, () => {
    it('should read a text that is exactly one real day, and nothing more', () => {
      expect(exactCalendarDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
      for (const text of ['2024-02-29T00:00', ' 2024-02-29', '2025-02-30', '2025-6-1', '1/6/2025', ''])
        expect(exactCalendarDay(text), text).toBeNull();
    });
  });

  describe(parseCalendarDay, () => {
    it('should read the day a text starts with, as written', () => {
      expect(parseCalendarDay('2026-12-07T00:00:00Z')).toEqual({ year: 2026, month: 12, day: 7 });
      expect(parseCalendarDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    });

    it.each(['2025-02-30', '2025-13-01', '1/6/2025', '2025-6-1', ''])('should give null for %j', (text) => {
      expect(parseCalendarDay(text)).toBeNull();
    });
  });
});
