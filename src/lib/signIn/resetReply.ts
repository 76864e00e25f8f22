import type { GenericResult } from '../api/types/common.ts';
import { ApiError } from '../errors/ApiError.ts';
import { isRecord } from '../errors/errorSource.ts';
import { propertyErrorMap } from '../errors/propertyErrors.ts';
import { mergedNotes } from '../errors/mergedNotes.ts';
import { serviceNote } from '../errors/serviceCodes.ts';
import { errorCode, fieldsNamed, readFailedCall, type FailedCall } from '../forms/failedCall.ts';

/**
 * What became of `POST /api/User/reset-password` (spec §7: the reply is text or JSON). A reset
 * link is spent only here, never by opening it, so a mail scanner's visit costs nothing.
 */
export type ResetOutcome =
  | { kind: 'reset' }
  /** The code is wrong or already used (a newer link replaces an older one). */
  | { kind: 'invalidLink' }
  | { kind: 'expiredLink' }
  /** The password refused, or the call failed: what the form shows. */
  | ({ kind: 'refused' } & FailedCall<'password'>);

/** A reset that did not go through. */
export type ResetRefusal = Exclude<ResetOutcome, { kind: 'reset' }>;

const refusedWith = (failure: FailedCall<'password'>): ResetRefusal => ({ kind: 'refused', ...failure });

// Field names under which the service refuses the link itself, not the new password.
const linkFields = ['code', 'token', 'userid'];
const expired = /expired/i;

function linkRefusal(codeOrMessages: string): ResetRefusal {
  return expired.test(codeOrMessages) ? { kind: 'expiredLink' } : { kind: 'invalidLink' };
}

/** One error of a result: a message, or ASP.NET Identity's `{ code, description }`. */
interface ResultError {
  code: string | null;
  message: string | null;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The errors a result lists (its `message` only when it lists none: it sums them up). */
function resultErrors(result: Partial<GenericResult>): ResultError[] {
  const listed: unknown[] = Array.isArray(result.errors) ? result.errors : [];
  const errors = listed.flatMap((entry): ResultError[] => {
    if (typeof entry === 'string') return textOf(entry) ? [{ code: null, message: entry }] : [];
    if (!isRecord(entry)) return [];
    const code = textOf(entry['code']);
    const message = textOf(entry['description']) ?? textOf(entry['message']);
    return code || message ? [{ code, message }] : [];
  });
  const summary = textOf(result.message);
  return errors.length === 0 && summary ? [{ code: null, message: summary }] : errors;
}

function fromResult(result: Partial<GenericResult>): ResetOutcome {
  if (result.success !== false) return { kind: 'reset' };
  // A 200 that says it failed: its errors are about the password, unless they name the link.
  const errors = resultErrors(result);
  const said = [result.message, ...errors.flatMap((error) => [error.code, error.message])]
    .filter((words): words is string => typeof words === 'string')
    .join(' ');
  if (errors.some((error) => /token/i.test(error.code ?? '')) || /token|code|link/i.test(said))
    return linkRefusal(said);
  return errors.length > 0
    ? refusedWith({
        notice: { kind: 'fixFields', otherNotes: [] },
        problems: {
          password: {
            kind: 'server',
            notes: mergedNotes(errors.map((error) => serviceNote(error.code, error.message))),
          },
        },
      })
    : refusedWith({ notice: { kind: 'failed', key: 'general.error-unknown' }, problems: {} });
}

/**
 * A 2xx reply: empty or plain text is success (the real service says so in a sentence); JSON
 * (also JSON sent as text) is a generic result, where `success: false` is a refusal after all.
 */
export function resetReplyOutcome(reply: GenericResult | string | null | undefined): ResetOutcome {
  if (reply === null || reply === undefined) return { kind: 'reset' };
  if (typeof reply === 'string') {
    const text = reply.trim();
    if (!text.startsWith('{')) return text === 'false' ? fromResult({ success: false }) : { kind: 'reset' };
    try {
      return fromResult(JSON.parse(text) as Partial<GenericResult>);
    } catch {
      return { kind: 'reset' };
    }
  }
  return fromResult(reply);
}

/**
 * A refused reset. A 400 about the code or user id (or with code `InvalidToken`) means the link
 * no longer works, `ExpiredToken` or "expired" that it is too old; 404 (no such user) and 410
 * are link problems too. Password problems stay at the password field, by their codes (the
 * checklist's rules, in its words).
 */
export function resetFailureOutcome(error: unknown, now: number): ResetRefusal {
  if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
    return error.status === 410 ? { kind: 'expiredLink' } : { kind: 'invalidLink' };
  }
  if (error instanceof ApiError && error.status === 400) {
    const code = errorCode(error);
    if (code.includes('token') || code.includes('code')) return linkRefusal(code);
    const map = propertyErrorMap(error);
    const aboutLink = Object.keys(map).filter((key) => linkFields.includes(key.toLowerCase()));
    if (aboutLink.length > 0) return linkRefusal(aboutLink.flatMap((key) => map[key] ?? []).join(' '));
  }
  return refusedWith(readFailedCall(error, fieldsNamed(['password']), now));
}
