import {
  isRetryable,
  outcomeOfFailedCall,
  outcomeOfFunctionReply,
  type ConfirmationOutcome,
} from './outcome.ts';
import { confirmationRequestFromQuery, type ConfirmationRequest } from './request.ts';

/**
 * What the e-mail-confirmation page shows (spec §2): loading, then the confirmation content
 * only after success, else the failure view with the outcome's text as a notice (spec §8)
 * and, when the link may still be good, a "try again".
 */
export type PageView =
  | { view: 'loading' }
  | { view: 'confirmed' }
  | { view: 'failed'; outcome: Exclude<ConfirmationOutcome, 'confirmed'>; canRetry: boolean };

export function viewOf(outcome: ConfirmationOutcome): PageView {
  return outcome === 'confirmed'
    ? { view: 'confirmed' }
    : { view: 'failed', outcome, canRetry: isRetryable(outcome) };
}

/** Sends the checked pair to the Function and gives its status and parsed body (or throws). */
export type PostConfirmation = (request: ConfirmationRequest) => Promise<{ status: number; body: unknown }>;

/**
 * The page's one job: read the link's query; when it is broken, fail without any call;
 * otherwise post it and read the Function's answer. Never throws.
 */
export async function confirmFromQuery(search: string, post: PostConfirmation): Promise<PageView> {
  const check = confirmationRequestFromQuery(search);
  if (!check.ok) return viewOf('invalidRequest');
  try {
    const { status, body } = await post(check.request);
    return viewOf(outcomeOfFunctionReply(status, body));
  } catch (error) {
    return viewOf(outcomeOfFailedCall(error));
  }
}
