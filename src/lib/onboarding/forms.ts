import { profileUpdateOf } from '../api/profileUpdate.ts';
import type { ChildAccountRequest, ProfileUpdate, User } from '../api/types/user.ts';
import { checkRequired, checkPhone, phoneDigits } from '../forms/fieldChecks.ts';
import { checkBirthdate } from '../forms/birthdateCheck.ts';
import type { ProblemsByField } from '../forms/fieldProblems.ts';

/**
 * The two onboarding forms (spec §3): what the parent types, checked in the browser before
 * anything is sent. Field names are the main API's own (first letter lowercased, as spec §8
 * keys field errors), so a server field error lands on the field it names.
 */
export interface PhoneValues {
  countrycode: string;
  phone: string;
}

export interface ChildValues {
  firstname: string;
  lastname: string;
  /** `YYYY-MM-DD`, as a date input gives it. */
  birthdate: string;
}

/** A problem found in the browser, named by its text key in the onboarding section. */
export type OnboardingProblem =
  | 'phone.required'
  | 'phone.invalid'
  | 'phone.tooShort'
  | 'phone.tooLong'
  | 'phone.notForCountry'
  | 'children.firstNameRequired'
  | 'children.lastNameRequired'
  | 'children.birthdateRequired'
  | 'children.birthdateInvalid'
  | 'children.birthdateFuture';

const phoneProblems = {
  required: 'phone.required',
  invalid: 'phone.invalid',
  tooShort: 'phone.tooShort',
  tooLong: 'phone.tooLong',
  notForCountry: 'phone.notForCountry',
} as const;
const birthdateProblems = {
  required: 'children.birthdateRequired',
  invalid: 'children.birthdateInvalid',
  future: 'children.birthdateFuture',
} as const;

/** The phone form: its number (lib/forms/fieldChecks.ts checks it), in onboarding's words. */
export function checkPhoneForm(values: PhoneValues): ProblemsByField<PhoneValues, OnboardingProblem> {
  const check = checkPhone(values.phone, values.countrycode);
  return check ? { phone: { kind: 'client', key: phoneProblems[check] } } : {};
}

/** `today` is the parent's calendar day as `YYYY-MM-DD` (a birthday today is fine). */
export function checkChild(
  values: ChildValues,
  today: string,
): ProblemsByField<ChildValues, OnboardingProblem> {
  const problems: ProblemsByField<ChildValues, OnboardingProblem> = {};
  if (checkRequired(values.firstname))
    problems.firstname = { kind: 'client', key: 'children.firstNameRequired' };
  if (checkRequired(values.lastname))
    problems.lastname = { kind: 'client', key: 'children.lastNameRequired' };
  const birthdate = checkBirthdate(values.birthdate, today);
  if (birthdate) problems.birthdate = { kind: 'client', key: birthdateProblems[birthdate] };
  return problems;
}

/**
 * The whole profile with the new phone number: UpdateProfile replaces the profile, so every
 * other field goes back exactly as the server gave it.
 */
export function profileWithPhone(user: User, values: PhoneValues): ProfileUpdate {
  return profileUpdateOf(user, { phone: phoneDigits(values.phone), countrycode: values.countrycode });
}

/** The child as CreateAccount takes it; the client sends the birthdate as midnight UTC. */
export function childRequest(values: ChildValues): ChildAccountRequest {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    birthdate: values.birthdate.trim(),
    otherinfo: null,
  };
}
