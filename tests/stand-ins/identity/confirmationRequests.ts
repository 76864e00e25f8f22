import { confirmationRequestIntervalMs, type StandInAccount, type StandInState } from '../seed/state.ts';
import { sendConfirmation, type ConfirmationMailRequest } from '../shared/accountActions.ts';

/**
 * send-confirmation's mail for one account, at most once a minute (the real service's limit:
 * a parent tapping "send again" must not flood their own inbox, nor anyone else's). Only these
 * requests count; the control endpoint's links do not. Gives the seconds to wait when refused.
 */
export function requestConfirmationMail(
  state: StandInState,
  account: StandInAccount,
  log: (line: string) => void,
  /** The culture (the link's site and language) and onboarding state the request named. */
  request: ConfirmationMailRequest = {},
  now = Date.now(),
): { sent: true } | { sent: false; retryAfterSeconds: number } {
  const last = state.confirmationRequests.get(account.user.guid);
  if (last !== undefined && now - last < confirmationRequestIntervalMs) {
    return { sent: false, retryAfterSeconds: Math.ceil((last + confirmationRequestIntervalMs - now) / 1000) };
  }
  state.confirmationRequests.set(account.user.guid, now);
  sendConfirmation(state, account, log, undefined, request);
  return { sent: true };
}
