import { User } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTargetFrom } from '../../../src/config/buildTarget.ts';
import type { BuildTarget } from '../../../src/config/buildTarget.ts';
import { browserStorage } from '../support/sessionFakes.ts';

/** The build target the module under test sees as `site` (set per test, before importing it). */
const target = vi.hoisted(() => ({ current: undefined as unknown as BuildTarget }));
vi.mock('../../../src/config/site.ts', () => ({
  get site() {
    return target.current;
  },
}));

/**
 * The settings the product hands to oidc-client-ts's UserManager, read back from the manager
 * it builds, against the values of spec §6: authorization code flow, client `web`, scopes
 * openid profile offline_access, silent renew, session monitoring every 5 seconds, callback
 * pages under assets/oidc, user and state in sessionStorage with the prefix `oidc_`.
 */
async function managerFor(country: string, environment: string) {
  target.current = buildTargetFrom({
    SITE_COUNTRY: country,
    SITE_ENVIRONMENT: environment,
    SITE_VERSION: '1',
  });
  const sessionStorage = browserStorage();
  const localStorage = browserStorage();
  vi.stubGlobal('window', { sessionStorage, localStorage, location: { href: 'about:blank' } });
  vi.resetModules();
  const { userManager } = await import('../../../src/lib/session/userManager.ts');
  return { manager: userManager(), sessionStorage, localStorage };
}

describe('userManager', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('should sign in with the code flow as client web, scopes openid profile offline_access', async () => {
    const { settings } = (await managerFor('se', 'development')).manager;
    expect(settings.response_type).toBe('code');
    expect(settings.client_id).toBe('web');
    expect(settings.scope).toBe('openid profile offline_access');
    expect(settings.disablePKCE).toBe(false);
  });

  it('should start no silent sign-in while a sign-out here is not finished, and forget the user it would renew', async () => {
    const { manager, sessionStorage } = await managerFor('se', 'development');
    const { markSignedOut } = await import('../../../src/lib/session/signedOutMark.ts');
    const key = 'oidc_user:https://localhost:8790:web';
    sessionStorage.setItem(
      key,
      JSON.stringify({ access_token: 'a', token_type: 'Bearer', profile: { sub: '1' } }),
    );
    markSignedOut();
    // The library's own renewal and its session monitor call this same method.
    await expect(manager.signinSilent()).rejects.toThrow(/Signed out in this browser/);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('should renew silently and check the session every 5 seconds', async () => {
    const { settings } = (await managerFor('se', 'development')).manager;
    expect(settings.automaticSilentRenew).toBe(true);
    expect(settings.monitorSession).toBe(true);
    expect(settings.checkSessionIntervalInSeconds).toBe(5);
  });

  it('should use the callback pages under /profile/assets/oidc/ of the Swedish development site', async () => {
    const { settings } = (await managerFor('se', 'development')).manager;
    expect(settings.authority).toBe('https://localhost:8790');
    expect(settings.redirect_uri).toBe('https://localhost:8781/profile/assets/oidc/signin-callback');
    expect(settings.silent_redirect_uri).toBe('https://localhost:8781/profile/assets/oidc/silent-callback');
    expect(settings.post_logout_redirect_uri).toBe(
      'https://localhost:8781/profile/assets/oidc/signout-callback',
    );
  });

  it('should use its own identity service and callback pages on the Finnish production site', async () => {
    const { settings } = (await managerFor('fi', 'production')).manager;
    expect(settings.authority).toBe('https://id.playcentre.fi');
    expect(settings.client_id).toBe('web');
    expect(settings.redirect_uri).toBe('https://profile.playcentre.fi/profile/assets/oidc/signin-callback');
    expect(settings.silent_redirect_uri).toBe(
      'https://profile.playcentre.fi/profile/assets/oidc/silent-callback',
    );
    expect(settings.post_logout_redirect_uri).toBe(
      'https://profile.playcentre.fi/profile/assets/oidc/signout-callback',
    );
  });

  it('should keep the user in sessionStorage under the prefix oidc_, and nothing in localStorage', async () => {
    const { manager, sessionStorage, localStorage } = await managerFor('se', 'development');
    await manager.storeUser(
      new User({
        access_token: 'token',
        token_type: 'Bearer',
        profile: { sub: 'astrid', iss: 'https://localhost:8790', aud: 'web', exp: 0, iat: 0 },
      }),
    );
    expect(Object.keys(sessionStorage)).toEqual(['oidc_user:https://localhost:8790:web']);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('should keep the sign-in state in sessionStorage under the prefix oidc_', async () => {
    const { manager, sessionStorage } = await managerFor('se', 'development');
    await manager.settings.stateStore.set('state-1', '{}');
    expect(Object.keys(sessionStorage)).toEqual(['oidc_state-1']);
  });
});
