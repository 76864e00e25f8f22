import { oidcAddressesFor } from '../../src/config/oidc.ts';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { CookieJar } from './support/cookieJar.ts';
import { jwtClaims, signInWithPkce } from './support/oidcSignIn.ts';
import { endpoints, seededPassword, signInCallback } from './support/standIns.ts';

const authority = endpoints.identityAuthority;

function authorizeUrl(params: Record<string, string>): URL {
  const url = new URL('/auth', authority);
  url.search = new URLSearchParams({
    client_id: 'web',
    response_type: 'code',
    redirect_uri: signInCallback,
    scope: 'openid profile offline_access',
    state: 'state-1',
    ...params,
  }).toString();
  return url;
}

describe('identity stand-in as OpenID provider', () => {
  it('should publish discovery for code + PKCE with the product’s scopes', async () => {
    const discovery = (await (await fetch(`${authority}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery).toMatchObject({
      issuer: authority,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: expect.arrayContaining(['openid', 'profile', 'offline_access']),
      claims_supported: expect.arrayContaining(['role']),
      end_session_endpoint: `${authority}/session/end`,
    });
  });

  it('should refuse an authorization request without PKCE', async () => {
    const response = await new CookieJar().fetch(authorizeUrl({}));
    const location = new URL(response.headers.get('location') ?? '', authority);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it.each(countryCodes)('should accept the sign-in callback of the %s development site', async (code) => {
    const redirectUri = oidcAddressesFor(endpointsFor('development', code)).redirectUri;
    const { callback } = await signInWithPkce({
      authority,
      email: 'aino.virtanen@example.com',
      password: seededPassword,
      redirectUri,
    });
    expect(callback.searchParams.get('iss')).toBe(authority);
  });

  it('should put a single role in the role claim as a string', async () => {
    const { tokens } = await signInWithPkce({
      authority,
      email: 'astrid.lindqvist@example.com',
      password: seededPassword,
      redirectUri: signInCallback,
    });
    expect(jwtClaims(tokens.id_token)).toMatchObject({
      role: 'Customer',
      given_name: 'Astrid',
      email: 'astrid.lindqvist@example.com',
    });
  });

  it('should put several roles in the role claim as a list, in the ID and access tokens', async () => {
    const { tokens } = await signInWithPkce({
      authority,
      email: 'karin.sjoberg@example.com',
      password: seededPassword,
      redirectUri: signInCallback,
    });
    expect(jwtClaims(tokens.id_token)['role']).toEqual(['Customer', 'Administrator']);
    expect(jwtClaims(tokens.access_token)).toMatchObject({
      role: ['Customer', 'Administrator'],
      aud: endpoints.mainApi,
    });
  });

  it('should renew tokens with the refresh token', async () => {
    const { tokens } = await signInWithPkce({
      authority,
      email: 'mads.kjaergaard@example.com',
      password: seededPassword,
      redirectUri: signInCallback,
    });
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await fetch(`${authority}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: endpoints.host },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: 'web',
      }),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('access-control-allow-origin')).toBe(endpoints.host);
    const renewed = (await refreshed.json()) as { access_token: string };
    expect(jwtClaims(renewed.access_token)['sub']).toBe(jwtClaims(tokens.access_token)['sub']);
  });

  it('should sign in again without the sign-in page while the identity session lasts', async () => {
    const signedIn = await signInWithPkce({
      authority,
      email: 'jonas.becker@example.com',
      password: seededPassword,
      redirectUri: signInCallback,
    });
    const again = await signInWithPkce({
      authority,
      email: 'ignored',
      password: 'ignored',
      redirectUri: signInCallback,
      jar: signedIn.jar,
    });
    expect(jwtClaims(again.tokens.id_token)['email']).toBe('jonas.becker@example.com');
  });

  it.each(countryCodes)('should sign out and return to the %s sign-out callback', async (code) => {
    const { tokens, jar } = await signInWithPkce({
      authority,
      email: 'ingrid.haugen@example.com',
      password: seededPassword,
      redirectUri: signInCallback,
    });
    const postLogout = oidcAddressesFor(endpointsFor('development', code)).postLogoutRedirectUri;
    const end = new URL('/session/end', authority);
    end.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: postLogout,
    }).toString();
    const page = await jar.fetch(end);
    const html = await page.text();
    expect(page.status).toBe(200);
    const action = /<form[^>]*id="op.logoutForm"[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]);
    expect(Object.fromEntries(fields)).toMatchObject({ logout: 'yes' });
    const confirm = await jar.fetch(new URL(action, authority), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    expect(confirm.headers.get('location')).toBe(postLogout);
    expect(jar.has('standin_identity')).toBe(false);
  });
});
