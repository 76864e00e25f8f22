/**
 * The checks every form makes before it sends (sign-in, registration, onboarding, booking): one
 * notion of a usable e-mail address, phone number and name in the product (a child's birthdate:
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

/** A mobile number without its calling code: 6 to 14 digits, with the separators people write. */
export function checkPhone(value: string): FieldCheck | undefined {
  const phone = value.trim();
  if (phone === '') return 'required';
  const digits = phoneDigits(phone).length;
  return phoneCharacters.test(phone) && digits >= 6 && digits <= 14 ? undefined : 'invalid';
}

/** A name must be there; anything a person writes is a name. */
export function checkRequired(value: string): 'required' | undefined {
  return value.trim() === '' ? 'required' : undefined;
}
