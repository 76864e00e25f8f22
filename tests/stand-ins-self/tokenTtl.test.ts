import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { jwtClaims, signInWithPkce } from '../contract/support/oidcSignIn.ts';
import {
  clients,
  control,
  endpoints,
  registerFreshAccount,
  seededPassword,
  signInCallback,
  standInUrls,
} from '../contract/support/standIns.ts';

/**
 * The access-token lifetime tests can shorten at run time to see silent renew happen
 * (`/__control/token-ttl`, tests/stand-ins/README.md). Everything here that changes the
 * lifetime for everybody puts it back at once: other files run in parallel.
 */
interface Lifetimes {
  defaultSeconds: number;
  accessTokenSeconds: number;
  accounts: Record<string, number>;
}

const authority = endpoints.identityAuthority;
const ttl = (method: string, body?: unknown, query = '') =>
  control<Lifetimes>('identity', `token-ttl${query}`, method, body);

function signIn(email: string) {
  return signInWithPkce({ authority, email, password: seededPassword, redirectUri: signInCallback });
}

function lifetimeOf(accessToken: string): number {
  const claims = jwtClaims(accessToken) as { exp: number; iat: number };
  return claims.exp - claims.iat;
}

describe('access-token lifetime control', () => {
  let shortened: string | undefined;
  afterEach(async () => {
    if (shortened !== undefined) await ttl('DELETE', undefined, `?email=${encodeURIComponent(shortened)}`);
    shortened = undefined;
  });

  it('should issue hour-long access tokens by default', async () => {
    const { tokens } = await signIn('aino.virtanen@example.com');
    expect(tokens.expires_in).toBe(3600);
    expect(lifetimeOf(tokens.access_token)).toBe(3600);
  });

  it('should shorten one account’s tokens, at sign-in and on refresh, and leave others alone', async () => {
    const user = await registerFreshAccount('token-ttl');
    shortened = user.email ?? '';
    const set = await ttl('POST', { accessTokenSeconds: 20, email: shortened });
    expect(set.accounts[shortened]).toBe(20);

    const { tokens } = await signIn(shortened);
    expect(tokens.expires_in).toBe(20);
    expect(lifetimeOf(tokens.access_token)).toBe(20);
    const refreshed = await fetch(`${authority}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: 'web',
      }),
    });
    expect(((await refreshed.json()) as { expires_in: number }).expires_in).toBe(20);
    expect((await signIn('ingrid.haugen@example.com')).tokens.expires_in).toBe(3600);

    const reset = await ttl('DELETE', undefined, `?email=${encodeURIComponent(shortened)}`);
    expect(reset.accounts).not.toHaveProperty(shortened);
    expect((await signIn(shortened)).tokens.expires_in).toBe(3600);
  });

  it('should issue tokens the main API refuses once their short life is over', async () => {
    const user = await registerFreshAccount('token-expiry');
    shortened = user.email ?? '';
    // Two seconds, not one: the token's `exp` counts whole seconds from the second it was issued
    // in, so a one-second token can be over a moment after it comes, before the first call.
    await ttl('POST', { accessTokenSeconds: 2, email: shortened });
    const { tokens } = await signIn(shortened);
    await expect(clients(tokens.access_token).users.me()).resolves.toMatchObject({ guid: user.guid });
    await sleep(3_100);
    await expect(clients(tokens.access_token).users.me()).rejects.toMatchObject({ status: 401 });
  });

  it('should shorten everybody’s tokens until reset', async () => {
    try {
      expect(await ttl('POST', { accessTokenSeconds: 1234 })).toMatchObject({ accessTokenSeconds: 1234 });
      expect((await signIn('mads.kjaergaard@example.com')).tokens.expires_in).toBe(1234);
    } finally {
      expect(await ttl('DELETE')).toEqual({ defaultSeconds: 3600, accessTokenSeconds: 3600, accounts: {} });
    }
    expect((await signIn('mads.kjaergaard@example.com')).tokens.expires_in).toBe(3600);
  });

  it('should refuse a lifetime it cannot use, and an unknown account, saying why', async () => {
    const post = (body: unknown) =>
      fetch(`${standInUrls.identity}/__control/token-ttl`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const zero = await post({ accessTokenSeconds: 0 });
    expect(zero.status).toBe(400);
    expect(((await zero.json()) as { message: string }).message).toMatch(
      /accessTokenSeconds must be an integer/,
    );
    expect((await post({ accessTokenSeconds: 20, email: 'nobody@example.com' })).status).toBe(404);
  });
});
