import { oidcAddressesFor, oidcStoragePrefix } from '../../config/oidc.ts';
import { site } from '../../config/site.ts';
import type { OidcUserLike } from './ports.ts';
import { signedOutHere } from './signedOutMark.ts';

/**
 * The signed-in user as oidc-client-ts keeps it in this tab's sessionStorage
 * (`oidc_user:{authority}:{client_id}`, spec §6), read without the library: a page with a
 * stored user needs only its access token, expiry and session state until a protocol step
 * (renewal, a changed session, sign-out) loads oidc-client-ts (storedSession.ts). The library
 * writes every renewed user to the same entry, so reading it here always gives the current token.
 */
export interface StoredUser extends OidcUserLike {
  /** When the access token expires, in seconds since 1970 (oidc-client-ts's `expires_at`). */
  expiresAt: number | undefined;
  /** OIDC Session Management's `session_state`, checked against the provider every 5 s. */
  sessionState: string | undefined;
}

/** The storage entry of this site's user, the key oidc-client-ts writes. */
export function storedUserKey(): string {
  const { authority, clientId } = oidcAddressesFor(site.endpoints);
  return `${oidcStoragePrefix}user:${authority}:${clientId}`;
}

function fromJson(text: string): StoredUser | null {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  if (typeof user['access_token'] !== 'string' || user['access_token'] === '') return null;
  const expiresAt = typeof user['expires_at'] === 'number' ? user['expires_at'] : undefined;
  const profile = typeof user['profile'] === 'object' && user['profile'] !== null ? user['profile'] : {};
  return {
    access_token: user['access_token'],
    // As oidc-client-ts's User.expired: unknown without an expiry, else expired from that second on.
    expired: expiresAt === undefined ? undefined : expiresAt <= Date.now() / 1000,
    profile: profile as OidcUserLike['profile'],
    expiresAt,
    sessionState: typeof user['session_state'] === 'string' ? user['session_state'] : undefined,
  };
}

/**
 * This tab's stored user, or null when there is none or it cannot be read. While a sign-out's
 * mark is there (signedOutMark.ts) no tab holds a session: a user this tab kept from before
 * (it missed the other tab's word, asleep or frozen) is forgotten here, never used.
 */
export function readStoredUser(): StoredUser | null {
  try {
    const text = window.sessionStorage.getItem(storedUserKey());
    if (text === null) return null;
    if (signedOutHere()) {
      removeStoredUser();
      return null;
    }
    return fromJson(text);
  } catch {
    // Storage blocked or an entry that is not JSON: no usable user, as oidc-client-ts would find.
    return null;
  }
}

/** Forgets this tab's user, as oidc-client-ts's `removeUser` does for the store. */
export function removeStoredUser(): void {
  try {
    window.sessionStorage.removeItem(storedUserKey());
  } catch {
    // Nothing stored can be removed where storage is blocked.
  }
}

/**
 * The signed-in parent's access token for main API calls, or undefined when signed out; the one
 * way product code reads it (oidc-client-ts keeps it renewed in the same storage entry).
 */
export function currentAccessToken(): Promise<string | undefined> {
  return Promise.resolve(readStoredUser()?.access_token);
}
