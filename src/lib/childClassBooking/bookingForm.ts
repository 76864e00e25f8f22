import type { AgeGroup, ChildClass, ChildClassBookingRequest } from '../api/types/childClass.ts';
import type { ProblemsByField } from '../forms/fieldProblems.ts';
import { checkEmail, checkPhone, checkRequired, phoneDigits } from '../forms/fieldChecks.ts';
import { checkBirthdate } from '../forms/birthdateCheck.ts';
import { checkAge } from './ageCheck.ts';

/**
 * The booking form (spec §3, child class booking request): what the parent types, named as the
 * request names it, so a server field error (`ChildFirstName` → `childFirstName`) lands on the
 * field it names.
 */
export interface BookingValues {
  parentFirstName: string;
  parentLastName: string;
  email: string;
  /** `+46`, from the calling-code choices. */
  phoneCountryCode: string;
  phone: string;
  childFirstName: string;
  childLastName: string;
  /** `YYYY-MM-DD`, as a date input gives it. */
  childBirthdate: string;
  allergies: string;
  otherInformation: string;
  tshirtSize: string;
  /**
   * Ticked: the parent wants news and offers from us by e-mail. An opt-in, as every consent
   * is; the request says the opposite (`gdprDisallowInformation`).
   */
  gdprAllowInformation: boolean;
  /** Ticked: the parent wants offers from our partners. */
  gdprAllowPartnerInformation: boolean;
}

export type TextField = {
  [Name in keyof BookingValues]: BookingValues[Name] extends string ? Name : never;
}[keyof BookingValues];

/** The fields in the order the form shows them: focus goes to the first with a problem. */
export const bookingFieldOrder = [
  'parentFirstName',
  'parentLastName',
  'email',
  'phoneCountryCode',
  'phone',
  'childFirstName',
  'childLastName',
  'childBirthdate',
  'tshirtSize',
  'allergies',
  'otherInformation',
  'gdprAllowInformation',
  'gdprAllowPartnerInformation',
] as const satisfies readonly (keyof BookingValues)[];

/** A problem the form finds itself, named by its text key in the booking texts' `problems`. */
export type BookingProblem =
  | 'parentFirstNameRequired'
  | 'parentLastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'phoneTooShort'
  | 'phoneTooLong'
  | 'phoneNotForCountry'
  | 'childFirstNameRequired'
  | 'childLastNameRequired'
  | 'childBirthdateRequired'
  | 'childBirthdateInvalid'
  | 'childBirthdateFuture'
  | 'tooYoung'
  | 'tooOld'
  | 'tshirtSizeRequired';

export type BookingProblems = ProblemsByField<BookingValues, BookingProblem>;

export function emptyBookingValues(phoneCountryCode: string): BookingValues {
  return {
    parentFirstName: '',
    parentLastName: '',
    email: '',
    phoneCountryCode,
    phone: '',
    childFirstName: '',
    childLastName: '',
    childBirthdate: '',
    allergies: '',
    otherInformation: '',
    tshirtSize: '',
    gdprAllowInformation: false,
    gdprAllowPartnerInformation: false,
  };
}

/** What the form checks before anything is sent, about the class being booked. */
export interface BookingContext {
  group: Pick<AgeGroup, 'minAge' | 'maxAge'>;
  childClass: Pick<ChildClass, 'firstOccasionDate'>;
  /** Whether a T-shirt size must be chosen (the class gives one and the sizes could be loaded). */
  tShirtRequired: boolean;
  /** The parent's calendar day, `YYYY-MM-DD` (a birthday today is fine). */
  today: string;
}

const emailProblems = { required: 'emailRequired', invalid: 'emailInvalid' } as const;
const phoneProblems = {
  required: 'phoneRequired',
  invalid: 'phoneInvalid',
  tooShort: 'phoneTooShort',
  tooLong: 'phoneTooLong',
  notForCountry: 'phoneNotForCountry',
} as const;
const birthdateProblems = {
  required: 'childBirthdateRequired',
  invalid: 'childBirthdateInvalid',
  future: 'childBirthdateFuture',
} as const;

/**
 * The problems of a filled-in form. E-mail, phone and birthdate are checked as every form
 * checks them (lib/forms/fieldChecks.ts); the age against the age group on the class's first
 * occasion.
 */
export function checkBooking(values: BookingValues, context: BookingContext): BookingProblems {
  const problems: BookingProblems = {};
  const client = (key: BookingProblem) => ({ kind: 'client' as const, key });
  if (values.parentFirstName.trim() === '') problems.parentFirstName = client('parentFirstNameRequired');
  if (values.parentLastName.trim() === '') problems.parentLastName = client('parentLastNameRequired');
  const email = checkEmail(values.email);
  if (email) problems.email = client(emailProblems[email]);
  const phone = checkPhone(values.phone, values.phoneCountryCode);
  if (phone) problems.phone = client(phoneProblems[phone]);
  if (checkRequired(values.childFirstName)) problems.childFirstName = client('childFirstNameRequired');
  if (checkRequired(values.childLastName)) problems.childLastName = client('childLastNameRequired');
  const birthdate = checkBirthdate(values.childBirthdate, context.today);
  if (birthdate) problems.childBirthdate = client(birthdateProblems[birthdate]);
  if (!problems.childBirthdate) {
    const age = checkAge(values.childBirthdate.trim(), context.group, context.childClass.firstOccasionDate);
    if (!age.fits) problems.childBirthdate = client(age.reason);
  }
  if (context.tShirtRequired && values.tshirtSize === '') problems.tshirtSize = client('tshirtSizeRequired');
  return problems;
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The request the main API takes (spec §3). The phone goes as its digits with the calling code
 * apart, as onboarding saves it; a parent who did not tick the news box disallows news; the client sends the birthdate as midnight UTC; the T-shirt
 * size only for a class that gives one.
 */
export function bookingRequest(
  values: BookingValues,
  ageGroupId: string,
  withTShirt: boolean,
): ChildClassBookingRequest {
  return {
    childClassAgeGroupId: ageGroupId,
    email: values.email.trim(),
    parentFirstName: values.parentFirstName.trim(),
    parentLastName: values.parentLastName.trim(),
    phone: phoneDigits(values.phone),
    phoneCountryCode: values.phoneCountryCode,
    gdprDisallowInformation: !values.gdprAllowInformation,
    gdprAllowPartnerInformation: values.gdprAllowPartnerInformation,
    childFirstName: values.childFirstName.trim(),
    childLastName: values.childLastName.trim(),
    childBirthdate: values.childBirthdate.trim(),
    allergies: optional(values.allergies),
    otherInformation: optional(values.otherInformation),
    tshirtSize: withTShirt ? optional(values.tshirtSize) : null,
  };
}
