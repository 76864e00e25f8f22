import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { CookieJar } from './cookieJar.ts';

export interface PkceSignInOptions {
  authority: string;
  email: string;
  password: string;
  redirectUri: string;
  clientId?: string;
  scope?: string;
  /** Reuse a browser session, e.g. to sign in again without signing in at the site. */
  jar?: CookieJar;
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

export interface SignInResult {
  tokens: Tokens;
  jar: CookieJar;
  /** The callback address the provider redirected to, with code, state and iss. */
  callback: URL;
}

/** The claims of a JWT, unverified: tests check what the token says, the main API its signature. */
export function jwtClaims(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

function locationOf(response: Response, base: string): URL {
  expect(response.status, `expected a redirect from ${response.url || base}`).toBeGreaterThanOrEqual(300);
  expect(response.status).toBeLessThan(400);
  return new URL(response.headers.get('location') ?? '', base);
}

/** Follows the identity service's own redirects (interaction, resume) until one leaves it. */
async function followAtIdentity(jar: CookieJar, start: URL, authority: string): Promise<URL> {
  const identity = new URL(authority).origin;
  let location = start;
  for (let hop = 0; location.origin === identity; hop += 1) {
    expect(hop, `too many redirects at the identity service, now ${location.href}`).toBeLessThan(10);
    location = locationOf(await jar.fetch(location), authority);
  }
  return location;
}

/**
 * Signs in at the identity service's REST API as the sites' sign-in page does: JSON from the
 * site's origin, the identity service keeping its cookies in the jar.
 */
export async function restSignIn(
  jar: CookieJar,
  authority: string,
  { email, password, origin }: { email: string; password: string; origin: string },
): Promise<Response> {
  return jar.fetch(new URL('/api/Authentication/login', authority), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin },
    body: JSON.stringify({ email, password }),
  });
}

/**
 * The authorization-code flow with PKCE as oidc-client-ts and the sites' sign-in page run it
 * in the browser, step by step: authorize; without a sign-in the identity service hands the
 * browser to the site's sign-in page with a `returnUrl`, where the parent signs in over REST
 * and the page opens the `returnUrl`; the identity service answers the site's callback with a
 * code, which is exchanged with the code verifier. A jar that is already signed in gets the
 * code at once. Fails the test at the first step that differs.
 */
export async function signInWithPkce(options: PkceSignInOptions): Promise<SignInResult> {
  const jar = options.jar ?? new CookieJar();
  const clientId = options.clientId ?? 'web';
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL('/auth', options.authority);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: options.redirectUri,
    scope: options.scope ?? 'openid profile offline_access',
    state,
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  let location = await followAtIdentity(jar, authorize, options.authority);
  const site = new URL(options.redirectUri).origin;
  if (location.origin === site && location.searchParams.has('returnUrl')) {
    // The site's sign-in page, handed the login screen.
    const login = await restSignIn(jar, options.authority, {
      email: options.email,
      password: options.password,
      origin: site,
    });
    expect(login.status, await login.clone().text()).toBe(200);
    location = await followAtIdentity(
      jar,
      new URL(location.searchParams.get('returnUrl') ?? ''),
      options.authority,
    );
  }
  expect(`${location.origin}${location.pathname}`).toBe(options.redirectUri);
  expect(location.searchParams.get('state')).toBe(state);
  const code = location.searchParams.get('code');
  expect(code, `no code in ${location.href}`).toBeTruthy();

  const token = await fetch(new URL('/token', options.authority), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: options.redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }),
  });
  const tokens = (await token.json()) as Tokens;
  expect(token.status, JSON.stringify(tokens)).toBe(200);
  return { tokens, jar, callback: location };
}
