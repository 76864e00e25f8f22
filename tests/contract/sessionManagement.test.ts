import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { oidcAddressesFor } from '../../src/config/oidc.ts';
import { siteOrigins } from '../stand-ins/shared/origins.ts';
import { CookieJar } from './support/cookieJar.ts';
import { signInWithPkce } from './support/oidcSignIn.ts';
import {
  authorizeSilently,
  authorizeUrl,
  browserStateCookie,
  checkSessionAnswer,
  endSessionSilently,
  policyOf,
  signedInAtIdentityService,
} from './support/sessionManagement.ts';
import { endpoints, seededPassword, signInCallback } from './support/standIns.ts';

/**
 * OIDC Session Management and silent sign-out at the identity stand-in, from Node with a
 * cookie jar. checkSessionBrowser.test.ts runs the same check in Chromium with the real page.
 */
const authority = endpoints.identityAuthority;
const site = oidcAddressesFor(endpoints);
const scriptSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function signIn(email = 'aino.virtanen@example.com', redirectUri = signInCallback) {
  return signInWithPkce({ authority, email, password: seededPassword, redirectUri });
}

describe('session_state and the check-session iframe', () => {
  it('should publish check_session_iframe in discovery', async () => {
    const discovery = (await (await fetch(`${authority}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery['check_session_iframe']).toBe(`${authority}/session/check`);
  });

  it('should put session_state in the sign-in response, which the iframe algorithm accepts for that site only', async () => {
    const { callback, jar } = await signIn();
    const sessionState = callback.searchParams.get('session_state') ?? '';
    // base64url(SHA-256) "." base64url(16 random bytes)
    expect(sessionState).toMatch(/^[\w-]{43}\.[\w-]{22}$/);
    const browserState = jar.get(browserStateCookie);
    expect(browserState).toBeTruthy();
    expect(checkSessionAnswer('web', endpoints.host, browserState, sessionState)).toBe('unchanged');
    expect(checkSessionAnswer('web', 'https://localhost:8782', browserState, sessionState)).toBe('changed');
    expect(checkSessionAnswer('other', endpoints.host, browserState, sessionState)).toBe('changed');
  });

  it.each(countryCodes)('should compute session_state with the origin of the %s site', async (code) => {
    const country = endpointsFor('development', code);
    const { callback, jar } = await signIn(
      'ingrid.haugen@example.com',
      oidcAddressesFor(country).redirectUri,
    );
    const sessionState = callback.searchParams.get('session_state') ?? '';
    expect(checkSessionAnswer('web', country.host, jar.get(browserStateCookie), sessionState)).toBe(
      'unchanged',
    );
  });

  it('should put session_state in a prompt=none response too, with a new salt and the same browser state', async () => {
    const { callback, jar } = await signIn();
    const browserState = jar.get(browserStateCookie);
    const response = await jar.fetch(authorizeUrl(site.silentRedirectUri, { prompt: 'none' }));
    const silent = new URL(response.headers.get('location') ?? '');
    expect(`${silent.origin}${silent.pathname}`).toBe(site.silentRedirectUri);
    expect(silent.searchParams.get('code')).toBeTruthy();
    const sessionState = silent.searchParams.get('session_state') ?? '';
    expect(sessionState).not.toBe(callback.searchParams.get('session_state'));
    expect(jar.get(browserStateCookie)).toBe(browserState);
    expect(checkSessionAnswer('web', endpoints.host, browserState, sessionState)).toBe('unchanged');
    // Readable by the iframe's script: not HttpOnly; Secure; Lax for the same-site frames.
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${browserStateCookie}=`));
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('should give the next sign-in in the same browser a new browser state: earlier session_state reads changed', async () => {
    const first = await signIn('mads.kjaergaard@example.com');
    const earlier = first.callback.searchParams.get('session_state') ?? '';
    const firstState = first.jar.get(browserStateCookie);
    await endSessionSilently(first.jar, { id_token_hint: first.tokens.id_token });
    const second = await signInWithPkce({
      authority,
      email: 'mads.kjaergaard@example.com',
      password: seededPassword,
      redirectUri: signInCallback,
      jar: first.jar,
    });
    expect(second.jar.get(browserStateCookie)).toBeTruthy();
    expect(second.jar.get(browserStateCookie)).not.toBe(firstState);
    expect(checkSessionAnswer('web', endpoints.host, second.jar.get(browserStateCookie), earlier)).toBe(
      'changed',
    );
    const current = second.callback.searchParams.get('session_state') ?? '';
    expect(checkSessionAnswer('web', endpoints.host, second.jar.get(browserStateCookie), current)).toBe(
      'unchanged',
    );
  });

  it('should read changed, answer login_required to prompt=none and say signed out after end-session', async () => {
    const { callback, jar, tokens } = await signIn();
    const sessionState = callback.searchParams.get('session_state') ?? '';
    expect(await signedInAtIdentityService(jar)).toBe(true);
    await endSessionSilently(jar, {
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: site.postLogoutRedirectUri,
    });
    expect(jar.has(browserStateCookie)).toBe(false);
    expect(checkSessionAnswer('web', endpoints.host, jar.get(browserStateCookie), sessionState)).toBe(
      'changed',
    );
    const silent = await authorizeSilently(jar, site.silentRedirectUri);
    expect(silent.searchParams.get('error')).toBe('login_required');
    expect(silent.searchParams.has('session_state')).toBe(false);
    expect(await signedInAtIdentityService(jar)).toBe(false);
  });

  it('should serve the check-session page frameable by the five sites only, its one script allowed by hash', async () => {
    const response = await fetch(`${authority}/session/check`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBeNull();
    const policy = policyOf(response);
    expect(policy.get('frame-ancestors')).toEqual([...siteOrigins]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(policy.get('script-src')).toEqual([scriptSource(script)]);
    expect(script).toContain(browserStateCookie);
  });
});

describe('silent sign-out (RP-initiated logout in a hidden iframe)', () => {
  it.each([
    ['id_token_hint', (idToken: string) => ({ id_token_hint: idToken })],
    // What oidc-client-ts sends when it has no user (and so no ID token) to hint with.
    ['client_id', () => ({ client_id: 'web' })],
  ])('should finish without a click with %s and land on the sign-out callback', async (_name, hint) => {
    const { jar, tokens } = await signIn('jonas.becker@example.com');
    expect(jar.has('standin_identity')).toBe(true);
    const { location } = await endSessionSilently(jar, {
      ...hint(tokens.id_token),
      post_logout_redirect_uri: site.postLogoutRedirectUri,
    });
    expect(location).toBe(site.postLogoutRedirectUri);
    expect(jar.has(browserStateCookie)).toBe(false);
    expect(jar.has('standin_identity')).toBe(false);
    expect(await signedInAtIdentityService(jar)).toBe(false);
  });

  it('should end the refresh token with the session, so a renew after sign-out fails', async () => {
    const { jar, tokens } = await signIn('aino.virtanen@example.com');
    await endSessionSilently(jar, { id_token_hint: tokens.id_token });
    const refreshed = await fetch(`${authority}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: 'web',
      }),
    });
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('should let only the five sites frame end-session, and allow its submitting script by hash', async () => {
    const { jar, tokens } = await signIn();
    const url = new URL('/session/end', authority);
    url.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: site.postLogoutRedirectUri,
    }).toString();
    const page = await jar.fetch(url);
    expect(page.headers.get('x-frame-options')).toBeNull();
    const policy = policyOf(page);
    expect(policy.get('frame-ancestors')).toEqual([...siteOrigins]);
    expect(policy.get('script-src')).toContain(
      scriptSource(`document.getElementById('op.logoutForm').submit()`),
    );
    // The form posts to the provider, which redirects to a site: form-action covers both.
    expect(policy.get('form-action')).toEqual(["'self'", ...siteOrigins]);
  });

  it('should let the sites frame the authorize endpoint’s pages, but never the sign-in interaction', async () => {
    const jar = new CookieJar();
    const error = await jar.fetch(authorizeUrl('https://localhost:8781/not-registered', { prompt: 'none' }));
    expect(error.status).toBe(400);
    expect(policyOf(error).get('frame-ancestors')).toEqual([...siteOrigins]);
    const start = await jar.fetch(authorizeUrl(signInCallback));
    // The interaction only hands over to the site's sign-in page, and is not framed doing it.
    const interaction = await jar.fetch(new URL(start.headers.get('location') ?? '', authority));
    expect(interaction.status).toBe(303);
    expect(policyOf(interaction).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('should refuse the silent callback as post-logout address: only the sign-out callback is registered', async () => {
    const { jar, tokens } = await signIn();
    const url = new URL('/session/end', authority);
    url.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: site.silentRedirectUri,
    }).toString();
    const page = await jar.fetch(url);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('post_logout_redirect_uri not registered');
  });

  it('should show the stand-in’s own signed-out page when no post-logout address is given', async () => {
    const { jar, tokens } = await signIn();
    const { location } = await endSessionSilently(jar, { id_token_hint: tokens.id_token });
    const page = await jar.fetch(new URL(location, authority));
    expect(await page.text()).toContain('data-testid="signed-out"');
  });
});
