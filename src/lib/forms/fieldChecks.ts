import { mobileNumberPlanOf } from '../../config/mobileNumbers.ts';

/**
 * The checks every form makes before it sends (sign-in, registration, onboarding, booking): one
 * notion of a usable e-mail address, mobile number and name in the product (a child's birthdate:
 * birthdateCheck.ts, apart because it needs the calendar, which the sign-in pages do not). Each gives
 * what is wrong in the same few words; a form turns them into texts, those every form words
 * alike from i18n/messages/fieldChecks/ (an address, a phone number, a date), the rest its own.
 * The server judges the rest.
 */
export type FieldCheck = 'required' | 'invalid';

// One @, something before it, a dot in what follows.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address as it is sent: surrounding space (a paste often brings one) removed. */
export function cleanEmail(value: string): string {
  return value.trim();
}

export function checkEmail(value: string): FieldCheck | undefined {
  const email = cleanEmail(value);
  if (email === '') return 'required';
  return emailShape.test(email) ? undefined : 'invalid';
}

// Digits with the separators people write; a leading + belongs in the calling code, not here.
const phoneCharacters = /^[\d\s().-]+$/;

/** The number as the main API stores it: digits only, as typed (no trunk-zero guessing). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** What can be wrong with a mobile number, beyond the checks every field has. */
export type PhoneCheck = FieldCheck | 'tooShort' | 'tooLong' | 'notForCountry';

/**
 * A mobile number without its calling code, with the separators people write, as the chosen
 * calling code's country writes its mobile numbers (config/mobileNumbers.ts), the home trunk 0
 * allowed (070…, as parents write it). Each problem has its own words: "12" is too short, not a
 * matter of characters. A calling code without a plan gets the loose check, 6 to 14 digits.
 */
export function checkPhone(value: string, callingCode: string): PhoneCheck | undefined {
  const phone = value.trim();
  if (phone === '') return 'required';
  if (!phoneCharacters.test(phone)) return 'invalid';
  const digits = phoneDigits(phone);
  const plan = mobileNumberPlanOf(callingCode);
  const national = plan?.trunkPrefix && digits.startsWith(plan.trunkPrefix) ? digits.slice(1) : digits;
  const { min, max } = plan?.length ?? { min: 6, max: 14 };
  if (national.length < min) return 'tooShort';
  if (national.length > max) return 'tooLong';
  return !plan || plan.begins.test(national) ? undefined : 'notForCountry';
}

/** A name must be there; anything a person writes is a name. */
export function checkRequired(value: string): 'required' | undefined {
  return value.trim() === '' ? 'required' : undefined;
}
