import { profileUpdateOf } from '../api/profileUpdate.ts';
import type { ChildAccountRequest, ProfileUpdate, User } from '../api/types/user.ts';
import { earliestBirthYear } from './birthdate.ts';
import type {
  FieldProblem as AnyFieldProblem,
  FieldProblems as AnyFieldProblems,
} from '../forms/fieldProblems.ts';

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
export type ClientProblem =
  | 'phone.required'
  | 'phone.invalid'
  | 'children.firstNameRequired'
  | 'children.lastNameRequired'
  | 'children.birthdateRequired'
  | 'children.birthdateInvalid'
  | 'children.birthdateFuture';

/** What is wrong with one field: our own translated check, or what the server said about it. */
export type FieldProblem = AnyFieldProblem<ClientProblem>;

export type FieldProblems<Values> = AnyFieldProblems<Values, ClientProblem>;

// Digits with the separators people write; a leading + belongs in the country code, not here.
const phoneCharacters = /^[\d\s().-]+$/;

/** The number as the main API stores it: digits only, as typed (no trunk-zero guessing). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function checkPhone(values: PhoneValues): FieldProblems<PhoneValues> {
  const phone = values.phone.trim();
  if (phone === '') return { phone: { kind: 'client', key: 'phone.required' } };
  const digits = phoneDigits(phone).length;
  if (!phoneCharacters.test(phone) || digits < 6 || digits > 14)
    return { phone: { kind: 'client', key: 'phone.invalid' } };
  return {};
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDay(value: string): boolean {
  const match = isoDay.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= earliestBirthYear && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `today` is the parent's calendar day as `YYYY-MM-DD` (a birthday today is fine). */
export function checkChild(values: ChildValues, today: string): FieldProblems<ChildValues> {
  const problems: FieldProblems<ChildValues> = {};
  if (values.firstname.trim() === '')
    problems.firstname = { kind: 'client', key: 'children.firstNameRequired' };
  if (values.lastname.trim() === '') problems.lastname = { kind: 'client', key: 'children.lastNameRequired' };
  const birthdate = values.birthdate.trim();
  if (birthdate === '') problems.birthdate = { kind: 'client', key: 'children.birthdateRequired' };
  else if (!isRealDay(birthdate)) problems.birthdate = { kind: 'client', key: 'children.birthdateInvalid' };
  else if (birthdate > today) problems.birthdate = { kind: 'client', key: 'children.birthdateFuture' };
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
