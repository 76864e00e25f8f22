import { describe, expect, it } from 'vitest';
import { oidcAddressesFor } from '../../src/config/oidc.ts';
import type { CookieJar } from '../contract/support/cookieJar.ts';
import { signInWithPkce, type Tokens } from '../contract/support/oidcSignIn.ts';
import {
  addFault,
  control,
  endpoints,
  registerFreshAccount,
  seededPassword,
  signInCallback,
} from '../contract/support/standIns.ts';
import type { FaultRule } from '../stand-ins/shared/faults.ts';
import { endSessionSilently } from './support/sessionManagement.ts';

/**
 * Faults aimed at one account on the identity service's sign-out endpoints (README, "Failure
 * on purpose"): a browser test delays or refuses its own sign-out while the sign-outs of tests
 * running beside it go through. Every case signs in two fresh accounts, so its faults cannot
 * reach any other test's account, and removes its fault by id afterwards.
 */
const authority = endpoints.identityAuthority;
const site = oidcAddressesFor(endpoints);
const delayMs = 1_500;

interface SignedIn {
  email: string;
  tokens: Tokens;
  jar: CookieJar;
}

async function signedInFresh(label: string): Promise<SignedIn> {
  const user = await registerFreshAccount(label);
  const email = user.email ?? '';
  const { tokens, jar } = await signInWithPkce({
    authority,
    email,
    password: seededPassword,
    redirectUri: signInCallback,
  });
  return { email, tokens, jar };
}

async function withIdentityFault(rule: FaultRule, run: () => Promise<void>): Promise<void> {
  const fault = await addFault('identity', rule);
  try {
    await run();
  } finally {
    await control('identity', `faults?id=${fault.id}`, 'DELETE');
  }
}

/** The first step of RP-initiated logout, as the product's hidden sign-out frame loads it. */
function endSessionPage({ jar, tokens }: SignedIn): Promise<Response> {
  const url = new URL('/session/end', authority);
  url.search = new URLSearchParams({
    id_token_hint: tokens.id_token,
    post_logout_redirect_uri: site.postLogoutRedirectUri,
  }).toString();
  return jar.fetch(url);
}

function signOutSilently({ jar, tokens }: SignedIn) {
  return endSessionSilently(jar, {
    id_token_hint: tokens.id_token,
    post_logout_redirect_uri: site.postLogoutRedirectUri,
  });
}

/** Revocation as oidc-client-ts sends it on sign-out (see revocation.test.ts). */
function revoke(token: string, hint: 'access_token' | 'refresh_token'): Promise<Response> {
  return fetch(`${authority}/token/revocation`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      Origin: endpoints.host,
    },
    body: new URLSearchParams({ token, token_type_hint: hint, client_id: 'web' }),
  });
}

/** Whether the refresh token still works: a revocation that reached the provider ends it. */
async function refreshes(refreshToken: string): Promise<boolean> {
  const response = await fetch(`${authority}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'web' }),
  });
  return response.status === 200;
}

/** How long a call took, measured from when it was started. */
async function timed<T>(call: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await call;
  return { value, ms: performance.now() - start };
}

describe('identity faults aimed at one account', () => {
  it('should refuse the end-session of that account only', async () => {
    const [own, other] = await Promise.all([signedInFresh('end-refused'), signedInFresh('end-other')]);
    await withIdentityFault(
      { path: '/session/end', kind: 'status', status: 503, account: own.email },
      async () => {
        expect((await endSessionPage(own)).status).toBe(503);
        const { location } = await signOutSilently(other);
        expect(location).toBe(site.postLogoutRedirectUri);
      },
    );
    // The fault is gone with its id, and the account signs out as usual.
    expect((await signOutSilently(own)).location).toBe(site.postLogoutRedirectUri);
  });

  it('should know whose a hint-less end-session is by the provider session its cookie names', async () => {
    // The product's background retry from a tab that did not sign out has no id token to send.
    const hintless = ({ jar }: SignedIn) => {
      const url = new URL('/session/end', authority);
      url.search = new URLSearchParams({
        client_id: 'web',
        post_logout_redirect_uri: site.postLogoutRedirectUri,
      }).toString();
      return jar.fetch(url);
    };
    const [own, other] = await Promise.all([
      signedInFresh('end-hintless'),
      signedInFresh('end-hintless-other'),
    ]);
    await withIdentityFault(
      { path: '/session/end', kind: 'status', status: 503, account: own.email },
      async () => {
        expect((await hintless(own)).status).toBe(503);
        expect((await hintless(other)).status).toBe(200);
      },
    );
  });

  it('should hold the end-session of that account only, which then completes', async () => {
    const [own, other] = await Promise.all([signedInFresh('end-held'), signedInFresh('end-free')]);
    await withIdentityFault(
      // Upper case: the account matches in any case, as on the main API.
      { path: '/session/end', kind: 'delay', ms: delayMs, account: own.email.toUpperCase() },
      async () => {
        const held = timed(signOutSilently(own));
        const free = await timed(signOutSilently(other));
        expect(free.ms).toBeLessThan(delayMs);
        expect((await held).ms).toBeGreaterThanOrEqual(delayMs - 50);
        expect((await held).value.location).toBe(site.postLogoutRedirectUri);
      },
    );
  });

  it('should refuse the revocations of that account only, access and refresh token alike', async () => {
    const [own, other] = await Promise.all([signedInFresh('revoke-refused'), signedInFresh('revoke-other')]);
    const ownRefresh = own.tokens.refresh_token ?? '';
    const otherRefresh = other.tokens.refresh_token ?? '';
    await withIdentityFault(
      { path: '/token/revocation', kind: 'status', status: 503, account: own.email },
      async () => {
        const refused = await revoke(own.tokens.access_token, 'access_token');
        expect(refused.status).toBe(503);
        // With CORS headers, so the site's script sees the 503 and not a network failure.
        expect(refused.headers.get('access-control-allow-origin')).toBe(endpoints.host);
        expect((await revoke(ownRefresh, 'refresh_token')).status).toBe(503);
        expect((await revoke(other.tokens.access_token, 'access_token')).status).toBe(200);
        expect((await revoke(otherRefresh, 'refresh_token')).status).toBe(200);
      },
    );
    // The other account's revocation reached the provider whole, though its body was read first.
    expect(await refreshes(otherRefresh)).toBe(false);
    expect(await refreshes(ownRefresh)).toBe(true);
  });

  it('should hold the revocation of that account only, which then revokes', async () => {
    const [own, other] = await Promise.all([signedInFresh('revoke-held'), signedInFresh('revoke-free')]);
    const ownRefresh = own.tokens.refresh_token ?? '';
    await withIdentityFault(
      { path: '/token/revocation', kind: 'delay', ms: delayMs, account: own.email },
      async () => {
        const held = timed(revoke(ownRefresh, 'refresh_token'));
        const free = await timed(revoke(other.tokens.refresh_token ?? '', 'refresh_token'));
        expect(free.value.status).toBe(200);
        expect(free.ms).toBeLessThan(delayMs);
        expect((await held).ms).toBeGreaterThanOrEqual(delayMs - 50);
        expect((await held).value.status).toBe(200);
      },
    );
    expect(await refreshes(ownRefresh)).toBe(false);
  });
});
