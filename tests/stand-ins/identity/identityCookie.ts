import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';

/**
 * The identity service's own sign-in cookie (what `GET /api/Authentication` checks and what
 * `/api/Authentication/login` sets), separate from the OIDC provider's session cookie, as in
 * the real service. Signing in on the OIDC page sets it too, and a valid one lets the OIDC
 * sign-in continue without the form, like single sign-on at the real service.
 */
export const identityCookieName = 'standin_identity';

// A secret per process: restarting the stand-in signs everybody out, as a fresh seed should.
const secret = randomBytes(32).toString('hex');

/** The account id of the identity cookie, when it is present and its signature holds. */
export async function signedInAccountId(c: Context): Promise<string | undefined> {
  const value = await getSignedCookie(c, secret, identityCookieName);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export async function rememberSignIn(c: Context, accountId: string): Promise<void> {
  // Lax is enough: the development sites are https://localhost on other ports, the same site,
  // so fetch with credentials from them still sends it.
  await setSignedCookie(c, identityCookieName, accountId, secret, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
  });
}

export function forgetSignIn(c: Context): void {
  deleteCookie(c, identityCookieName, { path: '/', secure: true });
}
