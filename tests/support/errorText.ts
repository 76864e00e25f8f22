import { errorSource, isRecord } from '../../src/lib/errors/errorSource.ts';
import { fieldPath, propertyErrorMap } from '../../src/lib/errors/propertyErrors.ts';

/*
 * How a person would read an error of the services, by the rules of spec §8. No page shows a
 * service's own wording yet (pages show the translated texts of src/lib/errors/translationKey.ts),
 * so these rules serve the tests that hold the stand-ins and the clients to the spec.
 */

/** The text when nothing better can be found (spec §8). */
export const fallbackErrorText = 'Error';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The messages for one form field, or, for a blank key, every message of every field (spec §8),
 * in the order the server sent them. The key may be given in either spelling (`Email`, `email`).
 */
export function propertyErrors(error: unknown, key = ''): string[] {
  const map = propertyErrorMap(error);
  if (key.trim() === '') return Object.values(map).flat();
  return map[fieldPath(key)] ?? [];
}

/**
 * The text of an error as the server (or the thrower) phrased it, following spec §8 exactly:
 * - a plain string is used as is;
 * - for an object, the message of its error body or nested `error` is read (a nested `error`
 *   that is itself a string counts as the message), then the object's own message;
 * - when the body's exceptionType is `ValidationException` and it has exactly one field error,
 *   the text is `{message}: {that error}`, so a single-field form problem reads as one sentence;
 * - otherwise the message, or `Error`.
 * Translated default texts by status are a separate concern: see `errorTranslationKey`.
 */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (!isRecord(error)) return fallbackErrorText;
  const source = errorSource(error);
  const message = text(source['message']) ?? text(error['error']) ?? text(error['message']);
  const fieldMessages = propertyErrors(error);
  if (source['exceptionType'] === 'ValidationException' && fieldMessages.length === 1) {
    return `${message ?? fallbackErrorText}: ${fieldMessages[0]}`;
  }
  return message ?? fallbackErrorText;
}
