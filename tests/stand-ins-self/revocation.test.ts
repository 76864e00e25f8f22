import { describe, expect, it } from 'vitest';
import { oidcAddressesFor } from '../../src/config/oidc.ts';
import { signInWithPkce } from '../contract/support/oidcSignIn.ts';
import {
  browserStateCookie,
  endSessionSilently,
  signedInAtIdentityService,
} from './support/sessionManagement.ts';
import { endpoints, seededPassword, signInCallback } from '../contract/support/standIns.ts';

/**
 * Token revocation as oidc-client-ts calls it on sign-out (revokeTokensOnSignout): from the
 * site, `token` + `token_type_hint` + `client_id`, the access token first, then the refresh
 * token; it refuses any answer that is not 2xx or has a content type other than JSON.
 */
const authority = endpoints.identityAuthority;
const site = oidcAddressesFor(endpoints);

function revoke(token: string, hint: 'access_token' | 'refresh_token') {
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

async function expectAcceptedByOidcClient(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBeNull();
  expect(await response.text()).toBe('');
  expect(response.headers.get('access-control-allow-origin')).toBe(endpoints.host);
}

describe('token revocation on sign-out', () => {
  it('should publish revocation_endpoint in discovery', async () => {
    const discovery = (await (await fetch(`${authority}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery['revocation_endpoint']).toBe(`${authority}/token/revocation`);
  });

  it('should accept both revocations as IdentityServer does, end the refresh token, and then sign out silently', async () => {
    const { tokens, jar } = await signInWithPkce({
      authority,
      email: 'astrid.lindqvist@example.com',
      password: seededPassword,
      redirectUri: signInCallback,
    });
    // A JWT access token cannot be revoked; like IdentityServer, say 200 and let it expire.
    await expectAcceptedByOidcClient(await revoke(tokens.access_token, 'access_token'));
    await expectAcceptedByOidcClient(await revoke(tokens.refresh_token ?? '', 'refresh_token'));
    const refreshed = await fetch(`${authority}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: 'web',
      }),
    });
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });

    const { location } = await endSessionSilently(jar, {
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: site.postLogoutRedirectUri,
    });
    expect(location).toBe(site.postLogoutRedirectUri);
    expect(jar.has(browserStateCookie)).toBe(false);
    expect(await signedInAtIdentityService(jar)).toBe(false);
  });

  it('should still refuse a revocation without a known client', async () => {
    const response = await fetch(`${authority}/token/revocation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: 'x', client_id: 'nobody' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });
});
