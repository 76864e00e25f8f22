import { describe, expect, it } from 'vitest';
import type { OpeningHoursDay } from '../../../src/lib/api/types/openingHours.ts';
import { openingWeek } from '../../../src/lib/playground/openingWeek.ts';

const day = (
  date: string,
  open: [string, string][],
  isClosed: boolean | null,
  comment: string | null = null,
) => ({ date, open: open.map(([from, to]) => ({ from, to })), isClosed, comment }) as OpeningHoursDay;

describe(openingWeek, () => {
  it('should give today and the next six days, with closed days and comments', () => {
    const days = [
      day('2026-12-22', [['10:00', '19:00']], false),
      day('2026-12-23', [['10:00', '19:00']], false),
      day('2026-12-24', [], true, 'Julafton – stängt'),
      day('2026-12-25', [], true, 'Juldagen – stängt'),
      day('2026-12-26', [['10:00:00', '18:00:00']], false),
      day(
        '2026-12-27',
        [
          ['10:00', '12:00'],
          ['13:00', '18:00'],
        ],
        false,
      ),
      day('2026-12-28', [['10:00', '19:00']], false, ' Kvällsöppet '),
    ];
    const week = openingWeek([...days].reverse(), '2026-12-22');
    expect(week.map((d) => [d.date, d.isToday, d.state, d.spans, d.comment])).toEqual([
      ['2026-12-22', true, 'open', [{ from: '10:00', to: '19:00' }], null],
      ['2026-12-23', false, 'open', [{ from: '10:00', to: '19:00' }], null],
      ['2026-12-24', false, 'closed', [], 'Julafton – stängt'],
      ['2026-12-25', false, 'closed', [], 'Juldagen – stängt'],
      ['2026-12-26', false, 'open', [{ from: '10:00', to: '18:00' }], null],
      [
        '2026-12-27',
        false,
        'open',
        [
          { from: '10:00', to: '12:00' },
          { from: '13:00', to: '18:00' },
        ],
        null,
      ],
      ['2026-12-28', false, 'open', [{ from: '10:00', to: '19:00' }], 'Kvällsöppet'],
    ]);
  });

  it('should show days missing from the reply as unknown and open days without hours as closed', () => {
    const week = openingWeek(
      [day('2026-06-02', [], false), day('2026-06-01', [['10:00', '']], null)],
      '2026-06-01',
    );
    expect(week).toHaveLength(7);
    expect(week.map((d) => d.state)).toEqual([
      'closed',
      'closed',
      'unknown',
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
  });

  it('should ignore days outside the week', () => {
    const week = openingWeek([day('2026-05-31', [['10:00', '18:00']], false)], '2026-06-01');
    expect(week.every((d) => d.state === 'unknown')).toBe(true);
  });
});
