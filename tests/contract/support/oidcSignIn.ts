import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { CookieJar } from './cookieJar.ts';

export interface SignInOptions {
  authority: string;
  email: string;
  password: string;
  redirectUri: string;
  clientId?: string;
  scope?: string;
  /** Reuse a browser session, e.g. to sign in again without the form. */
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

/**
 * The authorization-code flow with PKCE as oidc-client-ts runs it in the browser, step by
 * step: authorize, sign in on the identity stand-in's page, come back with a code, exchange
 * it with the code verifier. Fails the test at the first step that differs.
 */
export async function signInWithPkce(options: SignInOptions): Promise<SignInResult> {
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

  let location = locationOf(await jar.fetch(authorize), options.authority);
  if (location.pathname.startsWith('/interaction/')) {
    const page = await jar.fetch(location);
    if (page.status === 200) {
      const form = new URLSearchParams({ email: options.email, password: options.password });
      const login = await jar.fetch(new URL(`${location.pathname}/login`, options.authority), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      location = locationOf(login, options.authority);
    } else {
      // A valid identity cookie signs in without the form.
      location = locationOf(page, options.authority);
    }
    location = locationOf(await jar.fetch(location), options.authority);
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
