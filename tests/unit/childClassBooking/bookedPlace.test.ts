import { describe, expect, it } from 'vitest';
import {
  bookedPlaceFor,
  bookedPlaceOf,
  keepBookedPlace,
  paymentDue,
} from '../../../src/lib/childClassBooking/bookedPlace.ts';
import { createVersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';
import { FakeStorage } from '../support/fakeStorage.ts';

const target = {
  childClass: {
    name: 'SportKidz – hösttermin',
    classType: 'SportKidz' as const,
    isTrialClass: false,
    occasions: 12,
    firstOccasionDate: '2026-12-07T00:00:00Z',
    price: { priceIncVat: 1160, regularPriceIncVat: 1450, validToDate: null },
  },
  group: { name: '7–9 år', minAge: 7, maxAge: 9, classStartTime: '11:30', classEndTime: '12:30' },
};

describe('the booked place', () => {
  it('should hand the confirmation what was booked in this tab, for its order reference only, and no health data', () => {
    const backend = new FakeStorage();
    const storage = createVersionedStorage({ backend });
    const place = bookedPlaceOf(
      'CC-2026-100001',
      { childFirstName: 'Vera', childLastName: 'Ek', allergies: 'Nuts' } as never,
      target,
      { name: 'Barkarby', slug: 'barkarby' },
    );
    keepBookedPlace(storage, place);
    expect(bookedPlaceFor(storage, 'CC-2026-100001')).toEqual({
      orderReference: 'CC-2026-100001',
      child: { firstName: 'Vera', lastName: 'Ek' },
      ...target,
      playground: { name: 'Barkarby', slug: 'barkarby' },
    });
    expect(bookedPlaceFor(storage, 'CC-2026-100002')).toBeUndefined();
    expect([...backend.items.values()].join(' ')).not.toContain('Nuts');
  });
});

describe(paymentDue, () => {
  it.each([
    [true, 1160, false, 'online'],
    [true, undefined, false, 'online'],
    [false, 95, true, 'atPlayCentre'],
    [false, 1160, false, 'later'],
    [false, 0, true, 'nothing'],
    [false, 0, false, 'nothing'],
    [false, null, true, 'unknown'],
    [false, undefined, false, 'unknown'],
  ] as const)('link %s, price %s, trial %s: %s', (link, price, trial, expected) => {
    expect(paymentDue(link, price, trial)).toBe(expected);
  });
});
