import { metadataAddress, providerMetadata } from './discovery.ts';

/*
 * Telling the identity service that the parent signed out: revoke the tokens (RFC 7009) and
 * end its session (OpenID Connect RP-Initiated Logout 1.0, in a hidden frame), each within a
 * time limit. Without oidc-client-ts: its sign-out first waits for the revocation, then for
 * the frame, with no limit of its own on the revocation, so a slow service kept the parent
 * "signed in" for as long as it took (48 s with both delayed by 20 s). Here the two run side
 * by side and the caller has its answer within the limit, whatever the service does.
 */

/** What this tab held of the sign-in, read before it was forgotten. */
export interface SignOutTokens {
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
  /** Ends the session without a question at the service (`id_token_hint`). */
  idToken?: string | undefined;
}

/** What the service confirmed within the limit. */
export interface IdentitySignOutOutcome {
  /** Every token was revoked (or there was none to revoke). */
  revoked: boolean;
  /** The service ended its session: its end-session came back to our callback page. */
  ended: boolean;
}

export interface IdentitySignOutSettings {
  authority: string;
  clientId: string;
  /** Our sign-out callback page, registered with the service. */
  postLogoutRedirectUri: string;
  /** How long the service has for each part. */
  limitMs: number;
}

export interface IdentitySignOutPorts {
  fetch: typeof globalThis.fetch;
  /**
   * Opens the end-session address where the parent does not see it (endSessionFrame.ts) and
   * resolves once our callback page reports this `state`; rejects when `signal` aborts.
   */
  endSessionInFrame(address: string, state: string, signal: AbortSignal): Promise<void>;
  /** A fresh, unguessable `state`, so only this end-session's answer counts. */
  newState(): string;
}

/** The end-session request: with the id token it needs no question at the service. */
export function endSessionAddress(
  endpoint: string,
  request: { idToken?: string | undefined; clientId: string; postLogoutRedirectUri: string; state: string },
): string {
  const url = new URL(endpoint);
  if (request.idToken) url.searchParams.set('id_token_hint', request.idToken);
  // Without a hint, RP-Initiated Logout names the client so the return address can be checked.
  else url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('post_logout_redirect_uri', request.postLogoutRedirectUri);
  url.searchParams.set('state', request.state);
  return url.href;
}

/** Revokes each token (access first, as oidc-client-ts does); rejects unless every answer is 200. */
async function revoke(
  endpoint: string,
  clientId: string,
  tokens: SignOutTokens,
  fetch: typeof globalThis.fetch,
  signal: AbortSignal,
): Promise<void> {
  const held = [
    ['access_token', tokens.accessToken],
    ['refresh_token', tokens.refreshToken],
  ] as const;
  for (const [hint, token] of held) {
    if (!token) continue;
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: hint, client_id: clientId }),
      signal,
    });
    if (response.status !== 200) throw new Error(`The revocation of the ${hint} answered ${response.status}`);
  }
}

/**
 * Revokes the tokens and ends the session at the identity service, side by side, each within
 * `limitMs` (the discovery they share counts against both). Never rejects: a part that failed
 * or ran out of time is `false`, and the caller says so.
 */
export async function tellIdentityService(
  tokens: SignOutTokens,
  settings: IdentitySignOutSettings,
  ports: IdentitySignOutPorts,
): Promise<IdentitySignOutOutcome> {
  const signal = AbortSignal.timeout(settings.limitMs);
  const metadata = providerMetadata(settings.authority, signal, ports.fetch);
  const revoked = metadata.then(async (found) => {
    if (!tokens.accessToken && !tokens.refreshToken) return;
    const endpoint = metadataAddress(found, 'revocation_endpoint');
    if (endpoint === null) throw new Error('The identity service has no revocation endpoint');
    await revoke(endpoint, settings.clientId, tokens, ports.fetch, signal);
  });
  const ended = metadata.then(async (found) => {
    const endpoint = metadataAddress(found, 'end_session_endpoint');
    if (endpoint === null) throw new Error('The identity service has no end-session endpoint');
    const state = ports.newState();
    const address = endSessionAddress(endpoint, { ...settings, idToken: tokens.idToken, state });
    await ports.endSessionInFrame(address, state, signal);
  });
  const [revocation, endSession] = await Promise.allSettled([revoked, ended]);
  return { revoked: revocation.status === 'fulfilled', ended: endSession.status === 'fulfilled' };
}
