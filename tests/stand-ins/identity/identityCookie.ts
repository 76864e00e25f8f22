import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';

/**
 * The identity service's own sign-in cookie: what `POST /api/Authentication/login` sets, what
 * `GET /api/Authentication` checks, and what lets `/authorize` finish without sending the
 * browser to the sites' sign-in page. Host-only on the identity origin (no Domain), HttpOnly,
 * Secure, SameSite=Lax, and as long-lived as the provider session it comes with
 * (providerSession.ts); end-session clears both.
 */
export const identityCookieName = 'standin_identity';

// A secret per process: restarting the stand-in signs everybody out, as a fresh seed should.
const secret = randomBytes(32).toString('hex');

/** The account id of the identity cookie, when it is present and its signature holds. */
export async function signedInAccountId(c: Context): Promise<string | undefined> {
  const value = await getSignedCookie(c, secret, identityCookieName);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export async function rememberSignIn(c: Context, accountId: string, seconds: number): Promise<void> {
  // Lax is enough: the sites call with credentialed fetch from https://localhost on other
  // ports (production: profile.{domain} beside id.{domain}), the same site, and the top-level
  // navigation to /authorize or the returnUrl is one a Lax cookie goes along with.
  await setSignedCookie(c, identityCookieName, accountId, secret, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: seconds,
  });
}
