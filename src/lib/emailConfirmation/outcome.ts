import type { ErrorBody } from '../errors/errorBody.ts';
import type { InvalidRequestReason } from './request.ts';

/**
 * Where the page posts `{ userId, code }` (JSON): a Pages Function on the site's own origin,
 * one path for every language, since the answer does not depend on the language.
 */
export const emailConfirmationFunctionPath = '/profile/api/email-confirmation';

/**
 * The contract between the e-mail-confirmation page and its Function: the Function answers
 * `{ outcome }` (plus `reason` for an invalid request) and the page shows the outcome's text.
 */
export const confirmationOutcomes = [
  'confirmed',
  'invalidCode',
  'expired',
  'unavailable',
  'timeout',
  'serverError',
  'invalidRequest',
] as const;

export type ConfirmationOutcome = (typeof confirmationOutcomes)[number];

export interface ConfirmationReply {
  outcome: ConfirmationOutcome;
  reason?: InvalidRequestReason;
}

/**
 * The Function's HTTP status per outcome, so logs and monitoring see failures as failures;
 * the page reads only the body.
 */
export const outcomeStatus: Record<ConfirmationOutcome, number> = {
  confirmed: 200,
  invalidRequest: 400,
  invalidCode: 422,
  expired: 410,
  serverError: 502,
  unavailable: 503,
  timeout: 504,
};

/**
 * Outcomes where the link itself is the problem (used, expired, broken): the page offers a
 * new one (send-confirmation) instead of a dead end.
 */
export function offersNewLink(outcome: ConfirmationOutcome): boolean {
  return outcome === 'invalidCode' || outcome === 'expired' || outcome === 'invalidRequest';
}

/** Outcomes worth trying again a little later: the link itself may still be good. */
export function isRetryable(outcome: ConfirmationOutcome): boolean {
  return outcome === 'unavailable' || outcome === 'timeout' || outcome === 'serverError';
}

/** The codes an error body names: its own and those of its reasons. */
function codesOf(body: ErrorBody | undefined): string[] {
  if (!body) return [];
  const reasons = Array.isArray(body.reasons) ? body.reasons : [];
  return [body.code, ...reasons.map((reason) => reason?.code)].filter(
    (code): code is string => typeof code === 'string',
  );
}

/**
 * What the identity service's reply to `POST /api/User/email/confirm/{userId}?code=` means
 * for the parent. The spec reads no reply body on success (any 2xx confirms). A refusal names
 * an expired token by an error code containing "expired" (the stand-in's `ExpiredToken`) or
 * answers 410; any other 400, 404 (unknown user) or 422 means the link is wrong or used.
 * Overload and gateway statuses mean the service cannot be reached now; anything else is a
 * server error.
 */
export function outcomeOfIdentityReply(status: number, body: ErrorBody | undefined): ConfirmationOutcome {
  if (status >= 200 && status < 300) return 'confirmed';
  const expired = status === 410 || codesOf(body).some((code) => /expired/i.test(code));
  if (status >= 400 && status < 500 && expired) return 'expired';
  if (status === 400 || status === 404 || status === 422) return 'invalidCode';
  if (status === 408 || status === 504) return 'timeout';
  if (status === 429 || status === 502 || status === 503) return 'unavailable';
  return 'serverError';
}

/** A call that got no reply: our time limit ran out, or the connection failed. */
export function outcomeOfFailedCall(error: unknown): ConfirmationOutcome {
  return (error as { name?: unknown } | null)?.name === 'TimeoutError' ? 'timeout' : 'unavailable';
}
