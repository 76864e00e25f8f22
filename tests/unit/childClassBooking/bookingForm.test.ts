import { describe, expect, it } from 'vitest';
import {
  bookingRequest,
  checkBooking,
  emptyBookingValues,
  type BookingContext,
  type BookingValues,
} from '../../../src/lib/childClassBooking/bookingForm.ts';
import { needsTShirt } from '../../../src/lib/childClassBooking/tShirt.ts';

const filled: BookingValues = {
  ...emptyBookingValues('+46'),
  parentFirstName: ' Johanna ',
  parentLastName: 'Ek',
  email: ' johanna.ek@example.com ',
  phone: '070-765 43 21',
  childFirstName: 'Vera',
  childLastName: 'Ek',
  childBirthdate: '2018-08-05',
  tshirtSize: '128/134',
};

const context: BookingContext = {
  group: { minAge: 7, maxAge: 9 },
  childClass: { firstOccasionDate: '2026-12-07T00:00:00.000Z' },
  tShirtRequired: true,
  today: '2026-11-23',
};

describe(checkBooking, () => {
  it('should find nothing wrong with a filled-in form', () => {
    expect(checkBooking(filled, context)).toEqual({});
  });

  it('should name every empty required field by its own text', () => {
    expect(checkBooking(emptyBookingValues('+46'), context)).toEqual({
      parentFirstName: { kind: 'client', key: 'parentFirstNameRequired' },
      parentLastName: { kind: 'client', key: 'parentLastNameRequired' },
      email: { kind: 'client', key: 'emailRequired' },
      phone: { kind: 'client', key: 'phoneRequired' },
      childFirstName: { kind: 'client', key: 'childFirstNameRequired' },
      childLastName: { kind: 'client', key: 'childLastNameRequired' },
      childBirthdate: { kind: 'client', key: 'childBirthdateRequired' },
      tshirtSize: { kind: 'client', key: 'tshirtSizeRequired' },
    });
  });

  it.each([
    [{ email: 'johanna.example.com' }, { email: { kind: 'client', key: 'emailInvalid' } }],
    [{ email: 'johanna@example' }, { email: { kind: 'client', key: 'emailInvalid' } }],
    [{ phone: '+46 70 765' }, { phone: { kind: 'client', key: 'phoneInvalid' } }],
    [{ phone: '70 765' }, { phone: { kind: 'client', key: 'phoneTooShort' } }],
    [{ phone: '46 70 765 43 21' }, { phone: { kind: 'client', key: 'phoneTooLong' } }],
    [{ phone: '912 34 567', phoneCountryCode: '+45' }, {}],
    [
      { phone: '012 34 567', phoneCountryCode: '+45' },
      { phone: { kind: 'client', key: 'phoneNotForCountry' } },
    ],
    [{ childBirthdate: '2018-02-30' }, { childBirthdate: { kind: 'client', key: 'childBirthdateInvalid' } }],
    [{ childBirthdate: '2026-11-24' }, { childBirthdate: { kind: 'client', key: 'childBirthdateFuture' } }],
    [{ childBirthdate: '2022-01-19' }, { childBirthdate: { kind: 'client', key: 'tooYoung' } }],
    [{ childBirthdate: '2016-12-07' }, { childBirthdate: { kind: 'client', key: 'tooOld' } }],
  ] as const)('%j gives %j', (change, problems) => {
    expect(checkBooking({ ...filled, ...change }, context)).toEqual(problems);
  });

  it('should not ask for a T-shirt size the class does not give or the list could not offer', () => {
    expect(checkBooking({ ...filled, tshirtSize: '' }, { ...context, tShirtRequired: false })).toEqual({});
  });
});

describe(bookingRequest, () => {
  it('should send what the parent typed, trimmed, with the phone as digits beside its code', () => {
    expect(
      bookingRequest({ ...filled, allergies: ' nuts ', gdprAllowPartnerInformation: true }, 'group-1', true),
    ).toEqual({
      childClassAgeGroupId: 'group-1',
      email: 'johanna.ek@example.com',
      parentFirstName: 'Johanna',
      parentLastName: 'Ek',
      phone: '0707654321',
      phoneCountryCode: '+46',
      // The news box was not ticked: no news.
      gdprDisallowInformation: true,
      gdprAllowPartnerInformation: true,
      childFirstName: 'Vera',
      childLastName: 'Ek',
      childBirthdate: '2018-08-05',
      allergies: 'nuts',
      otherInformation: null,
      tshirtSize: '128/134',
    });
  });

  it('should allow news only when the parent ticked the box: every consent is an opt-in', () => {
    expect(bookingRequest({ ...filled, gdprAllowInformation: true }, 'group-1', true)).toMatchObject({
      gdprDisallowInformation: false,
      gdprAllowPartnerInformation: false,
    });
  });

  it('should send no T-shirt size for a class that gives none', () => {
    expect(bookingRequest(filled, 'group-1', false).tshirtSize).toBeNull();
  });

  it('should start with both consent flags unticked', () => {
    const empty = emptyBookingValues('+47');
    expect([empty.gdprAllowInformation, empty.gdprAllowPartnerInformation, empty.phoneCountryCode]).toEqual([
      false,
      false,
      '+47',
    ]);
  });
});

describe(needsTShirt, () => {
  it.each([
    [{ classType: 'SportKidz', isTrialClass: false }, true],
    [{ classType: 'LeoCamp', isTrialClass: false }, true],
    [{ classType: 'SportKidzTrial', isTrialClass: true }, false],
    [{ classType: 'SportKidz', isTrialClass: true }, false],
    [{ classType: null, isTrialClass: null }, false],
  ] as const)('%j: %s', (childClass, expected) => {
    expect(needsTShirt(childClass)).toBe(expected);
  });
});
