import { parseErrorBody } from '../errors/errorBody.ts';
import type { Logger } from '../log/logger.ts';
import { outcomeOfFailedCall, outcomeOfIdentityReply, type ConfirmationOutcome } from './outcome.ts';
import type { ConfirmationRequest } from './request.ts';

export interface ConfirmAtIdentityOptions {
  /** Origin of the identity service's REST API (`endpointsFor(…).identityApi`). */
  identityApi: string;
  request: ConfirmationRequest;
  timeoutMs: number;
  log: Logger;
  fetch?: typeof fetch;
}

/**
 * Asks the identity service to confirm the address (spec §7:
 * `POST /api/User/email/confirm/{userId}?code=`, reply not read beyond its status and error
 * codes) and says what that means. Never throws: a reply, a refusal, a failed connection and
 * a time-out all become an outcome. Edge-safe (fetch and AbortSignal only).
 */
export async function confirmAtIdentity(options: ConfirmAtIdentityOptions): Promise<ConfirmationOutcome> {
  const { identityApi, request, timeoutMs, log } = options;
  const send = options.fetch ?? fetch;
  const url = new URL(`/api/User/email/confirm/${encodeURIComponent(request.userId)}`, identityApi);
  url.searchParams.set('code', request.code);
  let response: Response;
  try {
    response = await send(url, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const outcome = outcomeOfFailedCall(error);
    log.error(
      `e-mail confirmation: identity service ${outcome === 'timeout' ? `gave no reply in ${timeoutMs} ms` : 'unreachable'}`,
      String(error),
    );
    return outcome;
  }
  // The body can hang as long as the headers did; it is only read for refusals, within the same limit.
  const text = response.ok ? '' : await response.text().catch(() => '');
  const outcome = outcomeOfIdentityReply(response.status, parseErrorBody(text));
  if (outcome === 'serverError' || outcome === 'unavailable' || outcome === 'timeout') {
    log.error(`e-mail confirmation: identity service answered ${response.status}`, text.slice(0, 500));
  }
  return outcome;
}
