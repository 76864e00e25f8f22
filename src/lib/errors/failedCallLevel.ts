import { ApiError, ReplyShapeError } from './ApiError.ts';

/**
 * How loud a failed call is logged, on every page (docs/decisions.md, "Logging a failed call"):
 * a warning when nothing on our side went wrong, an error when something did. A refusal the
 * parent can fix (a 4xx: a field to correct, a wait, a sign-in) and a call that got no reply
 * (status 0: the connection dropped, or timed out; the browser logs the failed load itself) are
 * warnings. A fault of the service (5xx), a reply that does not fit what the call answers (even
 * with a 4xx status) and anything that is no API failure at all (our own bug) are errors:
 * production prints errors only, so on-call sees those and nothing else.
 */
export function failedCallLevel(error: unknown): 'warn' | 'error' {
  if (!(error instanceof ApiError) || error instanceof ReplyShapeError) return 'error';
  return error.status === 0 || (error.status >= 400 && error.status < 500) ? 'warn' : 'error';
}
