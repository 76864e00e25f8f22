import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpeningHoursDay } from '../../../src/lib/api/types/openingHours.ts';
import { openingWeek, type OpeningWeekDay } from '../../../src/lib/playground/openingWeek.ts';
import { openNowAt, openNowWindows } from '../../../src/lib/playground/openNow.ts';

const day = (date: string, open: [string, string][], isClosed = false) =>
  ({ date, open: open.map(([from, to]) => ({ from, to })), isClosed, comment: null }) as OpeningHoursDay;

/** 28–30 November: open 10–19, open 10–12 and 13–18, closed. */
const week = openingWeek(
  [
    day('2026-11-28', [['10:00', '19:00']]),
    day('2026-11-29', [
      ['13:00', '18:00'],
      ['10:00', '12:00'],
    ]),
    day('2026-11-30', [], true),
  ],
  '2026-11-28',
);
const at = (date: string, clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return openNowAt(week, { date, minutes: hours * 60 + minutes }).line;
};

describe(openNowAt, () => {
  it('should say when it opens before opening, until when while open, and tomorrow after closing', () => {
    expect(at('2026-11-28', '08:00')).toEqual({ kind: 'opensAt', time: '10:00' });
    expect(at('2026-11-28', '09:59')).toEqual({ kind: 'opensAt', time: '10:00' });
    expect(at('2026-11-28', '10:00')).toEqual({ kind: 'openUntil', time: '19:00' });
    expect(at('2026-11-28', '12:00')).toEqual({ kind: 'openUntil', time: '19:00' });
    expect(at('2026-11-28', '18:59')).toEqual({ kind: 'openUntil', time: '19:00' });
    expect(at('2026-11-28', '19:00')).toEqual({ kind: 'closedNowOpensTomorrow', time: '10:00' });
    expect(at('2026-11-28', '20:42')).toEqual({ kind: 'closedNowOpensTomorrow', time: '10:00' });
    expect(at('2026-11-28', '23:59')).toEqual({ kind: 'closedNowOpensTomorrow', time: '10:00' });
  });

  it('should read spans in order and say when it opens again between them', () => {
    expect(at('2026-11-29', '11:00')).toEqual({ kind: 'openUntil', time: '12:00' });
    expect(at('2026-11-29', '12:30')).toEqual({ kind: 'opensAt', time: '13:00' });
    expect(at('2026-11-29', '17:00')).toEqual({ kind: 'openUntil', time: '18:00' });
  });

  it('should say closed now, without a time, when tomorrow is closed or unknown', () => {
    expect(at('2026-11-29', '20:42')).toEqual({ kind: 'closedNow' });
    expect(at('2026-12-03', '20:42')).toEqual({ kind: 'unknown' });
  });

  it('should say closed today all day on a closed day', () => {
    expect(at('2026-11-30', '08:00')).toEqual({ kind: 'closedToday' });
    expect(at('2026-11-30', '20:42')).toEqual({ kind: 'closedToday' });
  });
});

describe(openNowWindows, () => {
  const span = fc
    .tuple(fc.integer({ min: 0, max: 1440 }), fc.integer({ min: 0, max: 1440 }))
    .map(([a, b]) => {
      const clock = (minutes: number) =>
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return { from: clock(a), to: clock(b) };
    });
  const anyDay = fc.record({
    date: fc.constant('2026-11-28'),
    isToday: fc.constant(true),
    state: fc.constantFrom('open', 'closed', 'unknown'),
    spans: fc.array(fc.oneof(span, fc.constant({ from: 'kl 10', to: '' })), { maxLength: 4 }),
    comment: fc.constant(null),
  }) as fc.Arbitrary<OpeningWeekDay>;

  it('should cover the whole day once, in order, whatever the spans', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const windows = openNowWindows(today, undefined);
        expect(windows[0]?.from).toBe(0);
        expect(windows.at(-1)?.until).toBe(1440);
        for (const [index, window] of windows.entries()) {
          expect(window.until).toBeGreaterThan(window.from);
          if (index > 0) expect(window.from).toBe(windows[index - 1]?.until);
        }
      }),
    );
  });
});
