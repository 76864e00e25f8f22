import { ApiError, TimeoutError } from '../errors/ApiError.ts';
import { propertyErrorMap } from '../errors/propertyErrors.ts';
import { errorTranslationKey, type ErrorTranslationKey } from '../errors/translationKey.ts';
import { retryAfterEnd } from './retryAfter.ts';

/**
 * What a parent is told when a call of the sign-in pages fails. Each kind has its own
 * translated message, because the complaints about hosted sign-in pages are mostly about
 * answers that say the wrong thing: a rate limit shown as "wrong password", a server's
 * English sentence on a Finnish page, a dead spinner when the service is down.
 */
export type CallProblem<Field extends string> =
  /** 429: too many attempts; `until` is when to try again (from Retry-After), if it said. */
  | { kind: 'rateLimited'; until: number | undefined }
  /** 400 with field errors: each at its field, in the server's words (spec §8). */
  | { kind: 'fields'; fields: Partial<Record<Field, string[]>>; otherMessages: string[] }
  /** No reply at all, or a gateway saying the service is down (502, 503, 504). */
  | { kind: 'unavailable' }
  /** No reply within the time limit. */
  | { kind: 'timeout' }
  /** Anything else: the translated text of its status (spec §8). */
  | { kind: 'failed'; key: ErrorTranslationKey };

/** A failed login adds the two answers only login gives. */
export type LoginProblem =
  | CallProblem<'email' | 'password'>
  /** 401 (or the service's "invalid credentials"): one message for e-mail and password alike. */
  | { kind: 'wrongCredentials' }
  /** The account exists but has no password yet: it must be set through a reset link. */
  | { kind: 'passwordNotSet' };

const gatewayDown = new Set([502, 503, 504]);

/** The error code of an ApiError's body (`InvalidCredentials`), compared without case. */
export function errorCode(error: unknown): string {
  return error instanceof ApiError && typeof error.body?.code === 'string'
    ? error.body.code.toLowerCase()
    : '';
}

/**
 * Reads any failed call of the sign-in pages. Field errors of a 400 go to the fields of the
 * form (`Email` → `email`, compared without case); messages about other fields are kept for
 * the form as a whole, in the server's words. A 400 without field errors is the request-failure
 * text: the server's sentence there is written for developers and in English.
 */
export function callProblem<Field extends string>(
  error: unknown,
  fieldNames: readonly Field[],
  now: number,
): CallProblem<Field> {
  if (error instanceof TimeoutError) return { kind: 'timeout' };
  if (!(error instanceof ApiError)) return { kind: 'failed', key: errorTranslationKey(error) };
  if (error.status === 0 || gatewayDown.has(error.status)) return { kind: 'unavailable' };
  if (error.status === 429)
    return { kind: 'rateLimited', until: retryAfterEnd(error.headers['retry-after'], now) };
  if (error.status === 400) {
    const fields: Partial<Record<Field, string[]>> = {};
    const otherMessages: string[] = [];
    for (const [key, messages] of Object.entries(propertyErrorMap(error))) {
      const field = fieldNames.find((name) => name.toLowerCase() === key.toLowerCase());
      if (field) fields[field] = [...(fields[field] ?? []), ...messages];
      else otherMessages.push(...messages);
    }
    if (Object.keys(fields).length > 0 || otherMessages.length > 0)
      return { kind: 'fields', fields, otherMessages };
  }
  return { kind: 'failed', key: errorTranslationKey(error) };
}

/**
 * A failed `POST /api/Authentication/login`. 401 is the one generic "e-mail or password is
 * wrong" (never saying which, so the form reveals no accounts); so is a 400 whose code says
 * invalid credentials, as some versions of the service answer. A 429 is never shown as a wrong
 * password: it has its own message and countdown.
 */
export function loginProblem(error: unknown, now: number): LoginProblem {
  if (error instanceof ApiError && error.status === 401) return { kind: 'wrongCredentials' };
  if (error instanceof ApiError && error.status === 400) {
    const code = errorCode(error);
    if (code === 'invalidcredentials') return { kind: 'wrongCredentials' };
    if (code === 'passwordnotset') return { kind: 'passwordNotSet' };
  }
  return callProblem(error, ['email', 'password'], now);
}
