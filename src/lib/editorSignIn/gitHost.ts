import type { EditorFunctionEnv } from '../../config/editorProject.ts';

/**
 * GitHub's OAuth web flow, as the editor's sign-in uses it: send the person to the authorize
 * page, then exchange the code GitHub hands back for a token.
 * https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
 */

export const defaultGitHubOAuthOrigin = 'https://github.com';

/**
 * `repo`: Decap commits, opens branches and pull requests in this repository, which is
 * private; `public_repo` would reach public repositories only. It is what Decap asks for too
 * (its GitHub backend's default `auth_scope`); the scope Decap puts in the popup's address is
 * ignored, so a changed page cannot ask for more.
 */
export const gitHubScope = 'repo';

/** How long the token exchange may take before the sign-in says the git host did not answer. */
export const tokenExchangeTimeoutMs = 10_000;

/**
 * The git host's origin from GITHUB_OAUTH_ORIGIN (https only: the client secret and the token
 * cross this connection), else github.com. Undefined for a value that is no https origin, so
 * a misconfigured project fails loudly instead of sending the secret somewhere.
 */
export function gitHostOrigin(env: Partial<EditorFunctionEnv>): string | undefined {
  const configured = env.GITHUB_OAUTH_ORIGIN;
  if (configured === undefined || configured === '') return defaultGitHubOAuthOrigin;
  try {
    const url = new URL(configured);
    return url.protocol === 'https:' && url.origin === configured.replace(/\/$/, '') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export interface AuthorizeRequest {
  gitHost: string;
  clientId: string;
  redirectUri: string;
  state: string;
}

/** The git host's authorize page for this sign-in. */
export function authorizeUrl({ gitHost, clientId, redirectUri, state }: AuthorizeRequest): string {
  const url = new URL('/login/oauth/authorize', gitHost);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: gitHubScope,
    state,
    // Only the account signed in at the git host, not a form to sign up for one.
    allow_signup: 'false',
  }).toString();
  return url.toString();
}

export interface TokenRequest {
  gitHost: string;
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUri: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The exchange's outcome: a token, or a message a person can read (never the secret). */
export type TokenOutcome = { ok: true; token: string } | { ok: false; message: string };

interface TokenAnswer {
  access_token?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/**
 * Exchanges the code for a token at the git host. GitHub answers an unusable code with status
 * 200 and `{ error, error_description }`, so both an HTTP error and that body are failures.
 */
export async function exchangeCode(request: TokenRequest): Promise<TokenOutcome> {
  const send = request.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(new URL('/login/oauth/access_token', request.gitHost), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: request.clientId,
        client_secret: request.clientSecret,
        code: request.code,
        redirect_uri: request.redirectUri,
      }),
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs ?? tokenExchangeTimeoutMs),
    });
  } catch {
    return { ok: false, message: 'GitHub did not answer the sign-in. Try again in a minute.' };
  }
  if (!response.ok) {
    return { ok: false, message: `GitHub refused the sign-in (HTTP ${response.status}). Try again.` };
  }
  const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
  if (typeof answer.error === 'string') {
    const description =
      typeof answer.error_description === 'string' ? answer.error_description : answer.error;
    // The host's own words, cut short: they end up in a page and a message.
    return { ok: false, message: `GitHub refused the sign-in: ${description.slice(0, 200)}` };
  }
  if (typeof answer.access_token !== 'string' || answer.access_token === '') {
    return { ok: false, message: 'GitHub answered the sign-in without a token. Try again.' };
  }
  return { ok: true, token: answer.access_token };
}
