import { describe, expect, it } from 'vitest';
import {
  bookedPlaceFor,
  bookedPlaceOf,
  addressLine,
  directionsLink,
  keepBookedPlace,
  paymentDue,
  placeIsSettled,
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

describe(placeIsSettled, () => {
  it.each([
    ['online', false],
    ['later', false],
    ['unknown', false],
    ['atPlayCentre', true],
    ['nothing', true],
  ] as const)('payment %s: the page may say the child has a place: %s', (due, expected) => {
    expect(placeIsSettled(due)).toBe(expected);
  });
});

describe(addressLine, () => {
  it('should write the street, postal code and town on one line, leaving out what is missing', () => {
    const playground = {
      name: 'Mölndal',
      slug: 'molndal',
      address: 'Kvarnbygatan 12',
      postalcode: '431 34',
      city: 'Mölndal',
    };
    expect(addressLine(playground)).toBe('Kvarnbygatan 12, 431 34 Mölndal');
    expect(addressLine({ ...playground, address: null })).toBe('431 34 Mölndal');
    expect(addressLine({ name: 'Mölndal', slug: null })).toBe('');
  });
});

describe(directionsLink, () => {
  it.each([
    ['https://maps.example/?q=M%C3%B6lndal', 'https://maps.example/?q=M%C3%B6lndal'],
    ['http://maps.example/', undefined],
    ['javascript:alert(1)', undefined],
    ['https://user@maps.example/', undefined],
    ['/maps', undefined],
    [null, undefined],
  ] as const)('map link %s: %s', (maplink, expected) => {
    expect(directionsLink({ name: 'x', slug: null, maplink })?.href).toBe(expected);
  });
});
