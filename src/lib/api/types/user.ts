import type { ResultNotice } from './common.ts';
import type { OnboardingNextStep } from './returnState.ts';

/** The user, their child accounts, registration and profile (spec §3, §7). */

/** Consent flags a user gives and takes back on their profile. */
export interface GdprFlags {
  gdprallowinformation: boolean | null;
  gdprallowsms: boolean | null;
  gdprallowpartnerinformation: boolean | null;
  gdprallowpartnersms: boolean | null;
}

/** Postal address parts, spelled as the main API spells them. */
export interface AddressParts {
  StreetAddress: string | null;
  PostalCode: string | null;
  City: string | null;
  CoAddress: string | null;
}

export interface User extends GdprFlags, AddressParts {
  guid: string;
  username: string | null;
  email: string | null;
  emailconfirmed: boolean | null;
  firstname: string | null;
  lastname: string | null;
  /** Dialling code of `phone`, e.g. `+46`. */
  countrycode: string | null;
  phone: string | null;
  phoneconfirmed: boolean | null;
  comment: string | null;
  culture: string | null;
  memberid: string | null;
  membercardid: string | null;
  npsallowcommunication: boolean | null;
  preferredplaycenterid: string | null;
  roles: string[] | null;
}

/** What the session reads of the application user (GET /api/User/Me, spec §3). */
export type ApplicationUser = Pick<User, 'firstname' | 'lastname' | 'username' | 'culture' | 'roles'>;

/** A child account, or the user's own account, as the account list returns them. */
export interface AccountOrChild {
  guid: string;
  firstname: string | null;
  lastname: string | null;
  userid: string | null;
  otherinfo: string | null;
  currency: string | null;
  birthdate: string | null;
  membercardid: string | null;
  memberid: string | null;
  subscription: string | null;
}

/**
 * The answer to CreateAccount: the new child account, plus what the server notes about it
 * (a possible duplicate, an age outside the play centres) as in a generic result (spec §3).
 */
export interface CreatedChildAccount extends AccountOrChild {
  notices?: ResultNotice[] | null;
}

/** A new child account; the birthdate is sent as midnight UTC. */
export interface ChildAccountRequest {
  firstname: string | null;
  lastname: string | null;
  /** A Date (its local calendar day) or `YYYY-MM-DD`. */
  birthdate: Date | string | null;
  otherinfo: string | null;
}

export interface ProfileUpdate extends GdprFlags, AddressParts {
  firstname: string | null;
  lastname: string | null;
  phone: string | null;
  countrycode: string | null;
  email: string | null;
  preferredplaycenterid: string | null;
}

export interface PreferredPlaygroundUpdate {
  preferredplaycenterid: string | null;
}

export interface ContactDetails {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  gdprDisallowInformation: boolean | null;
  gdprAllowPartnerInformation: boolean | null;
}

/**
 * The `details` of a registration. The spec names the field, not its shape: the contact details
 * (spec §3), whose two consents cover information and partner information, plus what the
 * registration form also asks: the dialling code of the phone and the two SMS consents (the
 * user's four gdpr flags). Optional, so callers that only have contact details still fit.
 */
export interface RegistrationDetails extends ContactDetails {
  /** Dialling code of `phone`, e.g. `+46`. */
  countryCode?: string | null;
  gdprAllowSms?: boolean | null;
  gdprAllowPartnerSms?: boolean | null;
}

export interface Registration {
  details: RegistrationDetails | null;
  preferredPlaycenterId: string | null;
  password: string | null;
  /** Which site or flow the user registered from, e.g. `profile.playcentre.se`. */
  registrationSource: string | null;
}

/** The password rules the server enforces (spec §3); values come from the server. */
export interface PasswordRules {
  requiredLength: number | null;
  requiredUniqueChars: number | null;
  requireNonAlphanumeric: boolean | null;
  requireLowercase: boolean | null;
  requireUppercase: boolean | null;
  requireDigit: boolean | null;
}

/** Payload of AddToRole; the spec does not show it, so this is the stand-in's shape. */
export interface RoleAssignment {
  userId: string;
  role: string;
}

export interface OnboardingStatus {
  nextStep: OnboardingNextStep | null;
  remainingSteps: OnboardingNextStep[] | null;
}
