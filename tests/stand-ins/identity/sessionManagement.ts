import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { KoaContextWithOIDC, OidcSession, Provider } from 'oidc-provider';

/**
 * OIDC Session Management 1.0, which node-oidc-provider dropped in v7 and the real identity
 * service (IdentityServer) still offers: `session_state` on every successful authorization
 * response, and a check-session iframe (checkSessionPage.ts) that recomputes it from a
 * cookie to tell a site, without a request, whether the provider session changed.
 */

/** The "browser state" cookie: readable by the check-session page's script, so not HttpOnly. */
export const browserStateCookieName = 'standin_browser_state';

/**
 * Marks browser states of this process. Sessions live in memory, so a restart ends them all;
 * the check-session page of the new process calls a cookie without this mark "changed".
 */
export const browserStateEpoch = randomBytes(6).toString('base64url');
const secret = randomBytes(32);

/**
 * The browser state of a provider session: the same for every authorization response of one
 * sign-in, different for another sign-in or account, so no extra storage is needed.
 * `{epoch}.{hmac}`, base64url, never containing a space.
 */
export function browserStateFor(session: Pick<OidcSession, 'uid' | 'accountId' | 'loginTs'>): string {
  const mac = createHmac('sha256', secret)
    .update(`${session.uid} ${session.accountId ?? ''} ${session.loginTs ?? 0}`)
    .digest('base64url');
  return `${browserStateEpoch}.${mac}`;
}

/**
 * session_state as the spec defines it: `hash(client_id + " " + origin + " " + browser_state +
 * " " + salt) + "." + salt`, here base64url(SHA-256) and a base64url salt of 16 random bytes.
 */
export function sessionState(
  clientId: string,
  clientOrigin: string,
  browserState: string,
  salt = randomBytes(16).toString('base64url'),
): string {
  const hash = createHash('sha256')
    .update([clientId, clientOrigin, browserState, salt].join(' '))
    .digest('base64url');
  return `${hash}.${salt}`;
}

/** Secure and Lax: the sites are https://localhost on other ports, the same site as the provider. */
function browserStateCookie(value: string, maxAgeSeconds: number): string {
  return `${browserStateCookieName}=${value}; Path=/; Max-Age=${maxAgeSeconds}; Secure; SameSite=Lax`;
}

function addSessionState(ctx: KoaContextWithOIDC, out: Record<string, unknown>, sessionSeconds: number) {
  const { session, client, params } = ctx.oidc;
  const redirectUri = params?.['redirect_uri'];
  if (!session?.accountId || !client || typeof redirectUri !== 'string') return;
  const browserState = browserStateFor(session);
  // (Re)set on every response, so the cookie always matches the session the site was told about.
  ctx.append('Set-Cookie', browserStateCookie(browserState, sessionSeconds));
  out['session_state'] = sessionState(client.clientId, new URL(redirectUri).origin, browserState);
}

/**
 * Hooks session management into the provider. `authorization.success` is emitted with the
 * response parameters before the response mode sends them, so adding `session_state` there
 * covers every response mode and prompt=none alike. Ending the session removes the cookie.
 */
export function addSessionManagement(provider: Provider, { sessionSeconds }: { sessionSeconds: number }) {
  provider.on('authorization.success', (ctx, out) =>
    addSessionState(ctx, out as Record<string, unknown>, sessionSeconds),
  );
  provider.on('end_session.success', (ctx) => ctx.append('Set-Cookie', browserStateCookie('', 0)));
}
