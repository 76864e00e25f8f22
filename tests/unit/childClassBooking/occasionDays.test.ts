import { describe, expect, it } from 'vitest';
import { occasionDays } from '../../../src/lib/childClassBooking/occasionDays.ts';

describe(occasionDays, () => {
  it('should give a term’s sessions a week apart from its first day, across the change of year', () => {
    expect(
      occasionDays({ classType: 'SportKidz', occasions: 4, firstOccasionDate: '2026-12-14T00:00:00.000Z' }),
    ).toEqual(['2026-12-14', '2026-12-21', '2026-12-28', '2027-01-04']);
  });

  it('should give a camp’s sessions on days in a row', () => {
    expect(occasionDays({ classType: 'LeoCamp', occasions: 3, firstOccasionDate: '2027-06-28' })).toEqual([
      '2027-06-28',
      '2027-06-29',
      '2027-06-30',
    ]);
  });

  it.each([
    ['no count', null, ['2026-12-14']],
    ['a count of none', 0, ['2026-12-14']],
    ['a count that is no whole number', 2.5, ['2026-12-14']],
  ] as const)('should give the first day alone for %s', (_, occasions, expected) => {
    expect(occasionDays({ classType: 'SportKidzTrial', occasions, firstOccasionDate: '2026-12-14' })).toEqual(
      expected,
    );
  });

  it('should give no day without a first day', () => {
    expect(occasionDays({ classType: 'SportKidz', occasions: 12, firstOccasionDate: null })).toEqual([]);
  });
});
