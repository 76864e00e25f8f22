import type { SignInStatus } from '../api/types/identity.ts';
import { ApiError } from '../errors/ApiError.ts';
import { propertyErrorMap } from '../errors/propertyErrors.ts';
import type { ErrorTranslationKey } from '../errors/translationKey.ts';
import { callProblem } from '../signIn/answers.ts';
import type { RegistrationField } from './form.ts';

/** The two services a registration talks to: a parent is told which one cannot be reached. */
export type Service = 'identity' | 'mainApi';

/** What the parent is told when registering fails; typed values are never touched. */
export type RegisterProblem =
  /** The address already has an account: a link to sign in with it. */
  | { kind: 'duplicate' }
  /** 400 with field errors: each at its field in the server's words (spec §8). */
  | { kind: 'fields'; fields: Partial<Record<RegistrationField, string[]>>; otherMessages: string[] }
  | { kind: 'unavailable'; service: Service }
  | { kind: 'timeout'; service: Service }
  | { kind: 'rateLimited'; until: number | undefined }
  | { kind: 'failed'; key: ErrorTranslationKey };

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

function fieldOf(key: string): RegistrationField | undefined {
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
export function registerProblem(error: unknown, service: Service, now: number): RegisterProblem {
  if (isDuplicate(error)) return { kind: 'duplicate' };
  if (error instanceof ApiError && error.status === 400) {
    const fields: Partial<Record<RegistrationField, string[]>> = {};
    const otherMessages: string[] = [];
    for (const [key, messages] of Object.entries(propertyErrorMap(error))) {
      const field = fieldOf(key);
      if (field) fields[field] = [...(fields[field] ?? []), ...messages];
      else otherMessages.push(...messages);
    }
    if (Object.keys(fields).length > 0 || otherMessages.length > 0)
      return { kind: 'fields', fields, otherMessages };
  }
  const problem = callProblem<never>(error, [], now);
  switch (problem.kind) {
    case 'unavailable':
    case 'timeout':
      return { kind: problem.kind, service };
    case 'rateLimited':
      return problem;
    case 'failed':
      return problem;
    case 'fields':
      return { kind: 'fields', fields: {}, otherMessages: problem.otherMessages };
  }
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
