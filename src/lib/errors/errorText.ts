import { errorSource, isRecord } from './errorSource.ts';
import { propertyErrors } from './propertyErrors.ts';

/** The text when nothing better can be found (spec §8). */
export const fallbackErrorText = 'Error';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
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
