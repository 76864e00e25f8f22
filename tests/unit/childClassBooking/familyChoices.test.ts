import { describe, expect, it } from 'vitest';
import type { AccountOrChild } from '../../../src/lib/api/types/user.ts';
import { childOptions, onlyEligible } from '../../../src/lib/childClassBooking/familyChoices.ts';

const child = (guid: string, birthdate: string | null) =>
  ({ guid, firstname: guid, lastname: 'Ek', birthdate }) as AccountOrChild;
const group = { minAge: 5, maxAge: 6 };

describe(childOptions, () => {
  it('should say of each child whether the group takes them on the first occasion, and why not', () => {
    const options = childOptions(
      [child('Elsa', '2018-01-10T00:00:00Z'), child('Liv', '2020-12-09T00:00:00Z'), child('Ida', null)],
      group,
      '2026-12-09',
    );
    expect(options).toEqual([
      {
        guid: 'Elsa',
        name: 'Elsa Ek',
        check: { fits: false, reason: 'tooOld', age: 8, minAge: 5, maxAge: 6 },
      },
      { guid: 'Liv', name: 'Liv Ek', check: { fits: true } },
      // No birthdate: the service judges.
      { guid: 'Ida', name: 'Ida Ek', check: { fits: true } },
    ]);
    expect(onlyEligible(options)).toBeUndefined();
    expect(onlyEligible(options.slice(0, 2))).toBe('Liv');
    expect(onlyEligible(options.slice(0, 1))).toBeUndefined();
  });
});
