import { renewSecondsBeforeExpiry } from '../../config/oidc.ts';

/**
 * The access token as the shop's calls need it: never one that has expired, renewed before it
 * does, and renewed once more when the main API still refuses it (a 401). oidc-client-ts renews
 * on a timer, but a timer does not run in a sleeping phone or a frozen tab: a parent who comes
 * back to the checkout would send a token that expired seconds ago, and be told they lack
 * permission while the page shows them signed in. So every call checks the expiry itself.
 */

/** The stored user's access token and when it expires (seconds since 1970), as far as known. */
export interface HeldToken {
  accessToken: string;
  expiresAt: number | undefined;
}

interface FreshTokenPorts {
  /** The token this tab holds now (`readStoredUser`), or null when signed out. */
  read(): HeldToken | null;
  /** Renews the token (a silent sign-in); rejects when it could not. */
  renew(): Promise<void>;
  /** Epoch milliseconds; replaceable for tests. */
  now?: () => number;
  /** How long before its expiry a token is renewed first (the library's own 60 s). */
  marginSeconds?: number;
}

export interface FreshTokens {
  /** A token to send: renewed first when it expires within the margin; none if it has expired. */
  token(): Promise<string | undefined>;
  /** A token renewed now (after a 401); none when renewal failed and the one held has expired. */
  renewed(): Promise<string | undefined>;
}

export function freshTokens(ports: FreshTokenPorts): FreshTokens {
  const now = ports.now ?? Date.now;
  const marginMs = (ports.marginSeconds ?? renewSecondsBeforeExpiry) * 1000;
  /** One renewal at a time: calls made together (summary and children) share it. */
  let renewing: Promise<void> | undefined;

  function renew(): Promise<void> {
    renewing ??= ports
      .renew()
      .catch(() => undefined)
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  }

  /** The held token, unless it has expired: an expired token is never sent. */
  function unexpired(): string | undefined {
    const held = ports.read();
    if (!held) return undefined;
    return held.expiresAt === undefined || held.expiresAt * 1000 > now() ? held.accessToken : undefined;
  }

  return {
    async token() {
      const held = ports.read();
      if (!held) return undefined;
      if (held.expiresAt !== undefined && held.expiresAt * 1000 - marginMs <= now()) await renew();
      return unexpired();
    },
    async renewed() {
      await renew();
      return unexpired();
    },
  };
}

/**
 * fetch for the main API's signed-in calls: carries the fresh token, and on a 401 renews it
 * once and sends the call once more (a 401 means the service did nothing with it). A second 401,
 * or no token to renew to, is the caller's to show: the sign-in has ended.
 */
export function fetchWithFreshToken(
  tokens: FreshTokens,
  fetch: typeof globalThis.fetch,
): typeof globalThis.fetch {
  const send = (input: RequestInfo | URL, init: RequestInit | undefined, token: string | undefined) => {
    const headers = new Headers(init?.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
    return fetch(input, { ...init, headers });
  };
  return async (input, init) => {
    const first = await send(input, init, await tokens.token());
    if (first.status !== 401) return first;
    const token = await tokens.renewed();
    return token === undefined ? first : send(input, init, token);
  };
}

/**
 * Whether a main API call made with `fetchWithFreshToken` failed because the sign-in has ended:
 * a 401 even after the one renewal. The page says so in its words and offers sign-in, never
 * the spec's generic 401 text ("you need an account with permission").
 */
export function isSignInEnded(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}
