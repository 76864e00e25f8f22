import type { SignInStatus } from '../api/types/identity.ts';
import { ApiError } from '../errors/ApiError.ts';
import { readFailedCall, type FailedCall, type FormNotice } from '../forms/failedCall.ts';
import type { RegistrationField } from './form.ts';

/** The two services a registration talks to: a parent is told which one cannot be reached. */
export type Service = 'identity' | 'mainApi';

/** What the parent is told when registering fails; typed values are never touched. */
export type RegisterNotice =
  | Exclude<FormNotice, { kind: 'unavailable' | 'timeout' }>
  /** A service down or slow: the parent is told which, as the account may exist already. */
  | { kind: 'unavailable' | 'timeout'; service: Service }
  /** The address already has an account: a link to sign in with it. */
  | { kind: 'duplicate'; email: string }
  /** The account exists, but signing in failed: the parent signs in on the sign-in page. */
  | { kind: 'registeredNotSignedIn'; email: string };

/**
 * A server field key's form field: the last part of its path (`Details.FirstName`,
 * `details.firstName` and `FirstName` alike), compared without case.
 */
const fieldOfKey: Readonly<Record<string, RegistrationField>> = {
  firstname: 'firstName',
  lastname: 'lastName',
  email: 'email',
  phone: 'phone',
  countrycode: 'callingCode',
  preferredplaycenterid: 'playcentre',
  password: 'password',
};

export function registrationFieldOf(key: string): RegistrationField | undefined {
  return fieldOfKey[key.split('.').pop()?.toLowerCase() ?? ''];
}

/** The error codes a body names: its own and its reasons'. */
function codesOf(error: ApiError): string[] {
  const reasons = Array.isArray(error.body?.reasons) ? error.body.reasons : [];
  return [error.body?.code, ...reasons.map((reason) => reason?.code)].filter(
    (code): code is string => typeof code === 'string',
  );
}

/**
 * An address that already has an account, as Register says it: 409, or a code naming a
 * duplicate e-mail or user name (ASP.NET Identity's `DuplicateEmail`, `DuplicateUserName`).
 */
export function isDuplicate(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 409 || codesOf(error).some((code) => /^duplicate(email|username)$/i.test(code)))
  );
}

/** A failed call of registration, from either service, as what the parent is told. */
export function registerProblem(
  error: unknown,
  service: Service,
  email: string,
  now: number,
): FailedCall<RegistrationField, RegisterNotice> {
  if (isDuplicate(error)) return { notice: { kind: 'duplicate', email }, problems: {} };
  const failure = readFailedCall(error, registrationFieldOf, now);
  const { notice } = failure;
  return notice.kind === 'unavailable' || notice.kind === 'timeout'
    ? { ...failure, notice: { kind: notice.kind, service } }
    : { ...failure, notice };
}

/**
 * Whether the sign-in status check (`nextStep`, spec §3) says the address has an account:
 * `Continue` (it has a password) or `ResetPassword` (made at a desk, no password yet). Only
 * `Signup`, or an answer this version does not know, lets registration go on: the server's
 * own duplicate check still stands behind it.
 */
export function hasAccount(status: SignInStatus | null | undefined): boolean {
  const step = typeof status?.nextStep === 'string' ? status.nextStep.trim().toLowerCase() : '';
  return step === 'continue' || step === 'resetpassword';
}
