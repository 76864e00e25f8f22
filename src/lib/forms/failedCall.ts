import { ApiError, TimeoutError } from '../errors/ApiError.ts';
import { mergedNotes } from '../errors/mergedNotes.ts';
import type { ServiceNote } from '../errors/serviceCodes.ts';
import { errorTranslationKey, type ErrorTranslationKey } from '../errors/translationKey.ts';
import { retryAfterEnd } from './retryAfter.ts';
import type { ServerProblem } from './fieldProblems.ts';

/**
 * What a parent is told when a call fails, whatever form made it. Each kind has its own
 * translated text, because the complaints about forms are mostly about answers that say the
 * wrong thing: a rate limit shown as "wrong password", a server's English sentence on a
 * Finnish page, a dead spinner when the service is down. What the server said is carried as
 * notes by its codes (lib/errors/serviceCodes.ts), never in its words.
 */
export type CallFailure =
  /** 429: too many attempts; `until` is when to try again (from Retry-After), if it said. */
  | { kind: 'rateLimited'; until: number | undefined }
  /** No reply at all, or a gateway saying the service is down (502, 503, 504). */
  | { kind: 'unavailable' }
  /** No reply within the time limit. */
  | { kind: 'timeout' }
  /**
   * Anything else: the translated text of its status (spec §8); for a 400, with what the
   * server said about fields the form does not have, and its reasons we have words for.
   */
  | { kind: 'failed'; key: ErrorTranslationKey; otherNotes?: ServiceNote[] };

/**
 * The message about a whole form: a failed call, or problems at the fields (ours, or the
 * server's field errors of a 400), with what the server said about fields the form does not
 * show.
 */
export type FormNotice = CallFailure | { kind: 'fixFields'; otherNotes: ServiceNote[] };

/** A failed call as the form shows it: the notice, and the server's field errors at their fields. */
export interface FailedCall<Field extends string, Notice = FormNotice> {
  notice: Notice;
  problems: Partial<Record<Field, ServerProblem>>;
}

/** Which of the form's fields a server field key names, if any. */
export type FieldOfKey<Field extends string> = (key: string) => Field | undefined;

/** Server keys that are the form's field names, compared without case (`Email` → `email`). */
export function fieldsNamed<Field extends string>(names: readonly Field[]): FieldOfKey<Field> {
  return (key) => names.find((name) => name.toLowerCase() === key.toLowerCase());
}

const gatewayDown = new Set([502, 503, 504]);

/**
 * When the wait of a form's notice ends: a 429's `until`, or undefined for any other notice
 * and for a 429 that named no time. The form's submit waits until then (islands/forms/useWait.ts).
 */
export function rateLimitEnd(notice: { kind: string } | null | undefined): number | undefined {
  if (notice?.kind !== 'rateLimited') return undefined;
  const { until } = notice as Extract<CallFailure, { kind: 'rateLimited' }>;
  return until;
}

/** The error code of an ApiError's body (`InvalidCredentials`), compared without case. */
export function errorCode(error: unknown): string {
  return error instanceof ApiError && typeof error.body?.code === 'string'
    ? error.body.code.toLowerCase()
    : '';
}

/**
 * Reads any failed call of any form (spec §8). Field errors of a 400 (its `refusal`, read by
 * the HTTP client: lib/errors/refusal.ts) go to the fields `fieldOf` names, and the notice asks to fix them; messages about other fields are kept for
 * the form as a whole, as are the body's reasons we have words for that no field message
 * claimed. A 400 that names none of the form's fields is the request-failure text (with those
 * notes): "check the marked fields" would point at nothing. Every message becomes a note by its
 * code (lib/errors/serviceCodes.ts: from the reason with the same words, or the body's code
 * for a lone message); the server's `message` and its words are never the text a parent reads:
 * they are written for developers, in English. `now` is when the call failed, for a 429's wait.
 */
export function readFailedCall<Field extends string>(
  error: unknown,
  fieldOf: FieldOfKey<Field>,
  now: number,
): FailedCall<Field> {
  const problems: Partial<Record<Field, ServerProblem>> = {};
  const failed = (notice: FormNotice): FailedCall<Field> => ({ notice, problems });
  if (error instanceof TimeoutError) return failed({ kind: 'timeout' });
  if (!(error instanceof ApiError)) return failed({ kind: 'failed', key: errorTranslationKey(error) });
  if (error.status === 0 || gatewayDown.has(error.status)) return failed({ kind: 'unavailable' });
  if (error.status === 429)
    return failed({ kind: 'rateLimited', until: retryAfterEnd(error.headers['retry-after'], now) });
  if (error.status === 400 && error.refusal) {
    const notesAt: Partial<Record<Field, ServiceNote[]>> = {};
    const others: ServiceNote[] = [];
    for (const [key, notes] of error.refusal.fields) {
      const field = fieldOf(key);
      if (field) notesAt[field] = [...(notesAt[field] ?? []), ...notes];
      else others.push(...notes);
    }
    others.push(...error.refusal.unclaimed);
    for (const [field, notes] of Object.entries(notesAt) as [Field, ServiceNote[]][])
      problems[field] = { kind: 'server', notes: mergedNotes(notes) };
    const otherNotes = mergedNotes(others);
    if (Object.keys(problems).length > 0) return failed({ kind: 'fixFields', otherNotes });
    if (otherNotes.length > 0) return failed({ kind: 'failed', key: 'errors.request', otherNotes });
  }
  return failed({ kind: 'failed', key: errorTranslationKey(error) });
}
