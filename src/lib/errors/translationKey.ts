import { ApiError, ReplyShapeError } from './ApiError.ts';

/** Translation keys (in src/i18n/messages) of the client-side default error texts (spec §8). */
export type ErrorTranslationKey =
  | 'errors.network'
  | 'errors.request'
  | 'errors.permission'
  | 'errors.notFound'
  | 'errors.server'
  | 'general.error-unknown';

const keyByStatus: Readonly<Record<number, ErrorTranslationKey>> = {
  0: 'errors.network',
  400: 'errors.request',
  401: 'errors.permission',
  403: 'errors.permission',
  404: 'errors.notFound',
  500: 'errors.server',
};

/**
 * Which translated text a user sees for an error (spec §8): by status for API errors (0 is a
 * network failure or timeout), and the general unknown-error text for every other status and
 * for anything that is not an API error, so no stack trace or English server text ever
 * reaches a parent unasked. A reply that does not fit (a 2xx with a name that is an object, say)
 * is the service's fault, whatever its status: "something went wrong on our side".
 */
export function errorTranslationKey(error: unknown): ErrorTranslationKey {
  if (!(error instanceof ApiError)) return 'general.error-unknown';
  if (error instanceof ReplyShapeError) return 'errors.server';
  return keyByStatus[error.status] ?? 'general.error-unknown';
}
