import { describe, expect, it } from 'vitest';
import { ageOnDay, checkAge } from '../../../src/lib/childClassBooking/ageCheck.ts';

describe(ageOnDay, () => {
  it.each([
    ['2019-12-07', '2026-12-07', 7, 'the birthday itself counts'],
    ['2019-12-08', '2026-12-07', 6, 'the day before the birthday'],
    ['2019-01-01', '2026-12-31', 7, 'late in the year'],
    ['2019-12-31', '2026-01-01', 6, 'early in the year'],
    ['2020-02-29', '2027-02-28', 6, 'a leap-day child on 28 February of another year'],
    ['2020-02-29', '2027-03-01', 7, 'a leap-day child on 1 March of another year'],
    ['2020-02-29', '2028-02-29', 8, 'a leap-day child on a leap day'],
    ['2019-12-07', '2026-12-07T00:00:00.000Z', 7, 'a first occasion sent as an ISO timestamp'],
    ['2019-12-07', '2026-12-06T23:00:00.000Z', 6, 'the date as written, not shifted to a time zone'],
    ['2026-12-07', '2026-12-07', 0, 'born that day'],
  ])('born %s, on %s: %i (%s)', (birthdate, day, age, why) => {
    expect(ageOnDay(birthdate, day), why).toBe(age);
  });

  it.each([
    ['', '2026-12-07'],
    ['7 december 2019', '2026-12-07'],
    ['2019-12-07', ''],
  ])('gives null for a value that is not a date (%j, %j)', (birthdate, day) => {
    expect(ageOnDay(birthdate, day)).toBeNull();
  });
});

describe(checkAge, () => {
  const group = { minAge: 7, maxAge: 9 };
  const first = '2026-12-07T00:00:00.000Z';

  it.each([
    ['2019-12-07', { fits: true }, 'exactly 7 on the first occasion'],
    ['2017-01-15', { fits: true }, 'exactly 9'],
    ['2016-12-08', { fits: true }, '9, turning 10 the day after'],
    [
      '2019-12-08',
      { fits: false, reason: 'tooYoung', age: 6, minAge: 7, maxAge: 9 },
      'turns 7 the day after',
    ],
    ['2022-01-19', { fits: false, reason: 'tooYoung', age: 4, minAge: 7, maxAge: 9 }, 'a four-year-old'],
    ['2016-12-07', { fits: false, reason: 'tooOld', age: 10, minAge: 7, maxAge: 9 }, 'turns 10 that day'],
  ] as const)('born %s: %j (%s)', (birthdate, expected, why) => {
    expect(checkAge(birthdate, group, first), why).toEqual(expected);
  });

  it('should leave the judgement to the server when the first occasion or the birthdate is unknown', () => {
    expect(checkAge('2022-01-19', group, null)).toEqual({ fits: true });
    expect(checkAge('', group, first)).toEqual({ fits: true });
  });

  it('should not limit on a bound the group does not have', () => {
    expect(checkAge('2025-06-01', { minAge: null, maxAge: 4 }, first)).toEqual({ fits: true });
    expect(checkAge('2010-06-01', { minAge: 3, maxAge: null }, first)).toEqual({ fits: true });
  });
});
