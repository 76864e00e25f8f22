import type { ConfirmationReply } from './outcome.ts';
import { outcomeOfFailedCall } from './outcome.ts';
import { pairFromQuery, type ConfirmationRequest } from './request.ts';

/**
 * The e-mail-confirmation page's one job (spec §2): read the link; when it is broken, fail
 * without any call; otherwise post it and take the Function's outcome. Never throws. Small on
 * purpose: it ships on a first visit, where the shell leaves the page about 0.4 kB of budget.
 * The page shows the confirmation content only for `confirmed`, otherwise the outcome's text
 * as a notice (an outcome it has no text for reads as `serverError`).
 */
export type PostConfirmation = (request: ConfirmationRequest) => Promise<unknown>;

export async function confirmFromQuery(search: string, post: PostConfirmation): Promise<string> {
  const pair = pairFromQuery(search);
  if (!pair) return 'invalidRequest';
  try {
    // A reply that is not JSON (a proxy's error page) throws and reads as unavailable; JSON
    // without an outcome is not our Function answering, so a server error.
    const outcome = ((await post(pair)) as Partial<ConfirmationReply> | null)?.outcome;
    return typeof outcome === 'string' ? outcome : 'serverError';
  } catch (error) {
    return outcomeOfFailedCall(error);
  }
}
