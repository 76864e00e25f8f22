import type { FunctionEnv } from '../../config/cloudflare.ts';
import { isEnvironmentName } from '../../config/environments.ts';
import { confirmAtIdentity } from '../emailConfirmation/confirmAtIdentity.ts';
import { outcomeStatus, type ConfirmationReply } from '../emailConfirmation/outcome.ts';
import { confirmationRequestFromBody, maxRequestBodyBytes } from '../emailConfirmation/request.ts';
import { defaultIdentityTimeoutMs } from '../emailConfirmation/timing.ts';
import { readBoundedText } from './boundedBody.ts';
import { errorResponse, functionLogger, siteContext } from './functionContext.ts';
import { functionSecurityHeaders } from './securityHeaders.ts';

const timeoutBounds = { min: 100, max: 60_000 } as const;

/**
 * The time limit for the identity service: `IDENTITY_TIMEOUT_MS` from the environment when it
 * is a sensible number of milliseconds (tests shorten it), else the default (timing.ts).
 */
export function identityTimeoutMs(env: Partial<FunctionEnv>): number {
  const value = Number(env.IDENTITY_TIMEOUT_MS);
  return Number.isInteger(value) && value >= timeoutBounds.min && value <= timeoutBounds.max
    ? value
    : defaultIdentityTimeoutMs;
}

/** A JSON answer of the contract: never cached, anywhere. */
export function jsonReply(reply: ConfirmationReply): Response {
  return new Response(JSON.stringify(reply), {
    status: outcomeStatus[reply.outcome],
    headers: {
      ...functionSecurityHeaders(),
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * GET, HEAD and the rest: nothing happens. Mail scanners and link previews fetch what they
 * find in an e-mail; only the page's POST may use up the one-time code.
 */
export function methodNotAllowed(): Response {
  const response = errorResponse(405, 'Method not allowed: post { userId, code } as JSON.');
  response.headers.set('Allow', 'POST');
  return response;
}

/**
 * The e-mail-confirmation Function (POST only): checks the body's userId and code, then
 * (only for a well-formed pair) asks the identity service, and answers the outcome as JSON.
 */
export async function handleEmailConfirmation(
  request: Request,
  env: Partial<FunctionEnv>,
  send: typeof fetch = fetch,
): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed();
  const site = siteContext(env);
  const log = functionLogger(env);
  if (!site || !isEnvironmentName(env.ENVIRONMENT)) {
    log.error('e-mail confirmation: project misconfigured', {
      COUNTRY: env.COUNTRY,
      ENVIRONMENT: env.ENVIRONMENT,
    });
    return errorResponse(500, 'Site misconfigured: COUNTRY and ENVIRONMENT must be set for this project.');
  }
  const contentType = request.headers.get('Content-Type') ?? '';
  const text = /^application\/json\b/i.test(contentType)
    ? await readBoundedText(request, maxRequestBodyBytes)
    : undefined;
  const check =
    text === undefined ? ({ ok: false, reason: 'notJson' } as const) : confirmationRequestFromBody(text);
  if (!check.ok) return jsonReply({ outcome: 'invalidRequest', reason: check.reason });
  const outcome = await confirmAtIdentity({
    identityApi: site.endpoints.identityApi,
    request: check.request,
    timeoutMs: identityTimeoutMs(env),
    log,
    fetch: send,
  });
  return jsonReply({ outcome });
}
