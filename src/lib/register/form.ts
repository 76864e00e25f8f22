import { cleanEmail } from '../forms/fieldChecks.ts';
import type { FieldProblem } from '../forms/fieldProblems.ts';
import type { Registration } from '../api/types/user.ts';
import { checkPhone, phoneDigits } from '../forms/fieldChecks.ts';
import { newPasswordProblem } from '../password/passwordRules.ts';
import type { PasswordRules } from '../api/types/user.ts';
import { emailProblem } from '../signIn/forms.ts';

/**
 * The registration form (spec §3 Registration: details, preferredPlaycenterId, password,
 * registrationSource): what the parent types, the checks made before anything is sent, and
 * the request. The checks are few: the server decides what a valid name, number or password
 * is, and its field errors are shown at the fields in its own words.
 */
export interface RegistrationConsents {
  /** News and offers from the play centres by e-mail. */
  information: boolean;
  sms: boolean;
  partnerInformation: boolean;
  partnerSms: boolean;
}

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  /** Dialling code of the phone, e.g. `+46`. */
  callingCode: string;
  /** Optional: onboarding asks for it later when it is left out. */
  phone: string;
  /** The preferred play centre's guid. */
  playcentre: string;
  password: string;
  /** Unticked until the parent ticks them (consent is never assumed). */
  consents: RegistrationConsents;
}

export type RegistrationField = Exclude<keyof RegistrationValues, 'consents'>;

/** The fields in the order the form shows them: focus goes to the first one with a problem. */
export const registrationFields: readonly RegistrationField[] = [
  'firstName',
  'lastName',
  'email',
  'callingCode',
  'phone',
  'playcentre',
  'password',
];

export type RegistrationProblem =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'phoneTooShort'
  | 'phoneTooLong'
  | 'phoneNotForCountry'
  | 'playcentreRequired'
  | 'passwordRequired'
  | 'passwordRules';

/** What is wrong with one field: our own translated check, or the server's words about it. */
export type RegistrationFieldProblem = FieldProblem<RegistrationProblem>;

export type RegistrationProblems = Partial<Record<RegistrationField, RegistrationFieldProblem>>;

export function emptyRegistration(callingCode: string): RegistrationValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    callingCode,
    phone: '',
    playcentre: '',
    password: '',
    consents: { information: false, sms: false, partnerInformation: false, partnerSms: false },
  };
}

const client = (key: RegistrationProblem): RegistrationFieldProblem => ({ kind: 'client', key });

const phoneProblems = {
  invalid: 'phoneInvalid',
  tooShort: 'phoneTooShort',
  tooLong: 'phoneTooLong',
  notForCountry: 'phoneNotForCountry',
} as const;

/**
 * The problems found before sending. With the server's password rules known, a password that
 * misses one is stopped here (the checklist under the field says which); without them the
 * server decides. A password is sent exactly as typed: spaces are characters too.
 */
export function checkRegistration(
  values: RegistrationValues,
  rules: PasswordRules | null,
): RegistrationProblems {
  const problems: RegistrationProblems = {};
  if (values.firstName.trim() === '') problems.firstName = client('firstNameRequired');
  if (values.lastName.trim() === '') problems.lastName = client('lastNameRequired');
  const email = emailProblem(values.email);
  if (email === 'emailRequired' || email === 'emailInvalid') problems.email = client(email);
  // Optional: only a number that is there is checked.
  const phone = values.phone.trim() === '' ? undefined : checkPhone(values.phone, values.callingCode);
  if (phone && phone !== 'required') problems.phone = client(phoneProblems[phone]);
  if (values.playcentre === '') problems.playcentre = client('playcentreRequired');
  const password = newPasswordProblem(rules, values.password);
  if (password) problems.password = client(password === 'required' ? 'passwordRequired' : 'passwordRules');
  return problems;
}

/**
 * The request. The spec's contact details carry the information consent as a refusal
 * (`gdprDisallowInformation`) and the partner one as a permission; the two SMS consents and
 * the dialling code ride along (see `RegistrationDetails`). Names and address are trimmed, the
 * phone is sent as digits, the password exactly as typed.
 */
export function registrationRequest(values: RegistrationValues, source: string): Registration {
  const phone = phoneDigits(values.phone);
  return {
    details: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: cleanEmail(values.email),
      phone: phone === '' ? null : phone,
      countryCode: phone === '' ? null : values.callingCode,
      gdprDisallowInformation: !values.consents.information,
      gdprAllowSms: values.consents.sms,
      gdprAllowPartnerInformation: values.consents.partnerInformation,
      gdprAllowPartnerSms: values.consents.partnerSms,
    },
    preferredPlaycenterId: values.playcentre === '' ? null : values.playcentre,
    password: values.password,
    registrationSource: source,
  };
}
