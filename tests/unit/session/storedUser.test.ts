import { User } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTargetFrom } from '../../../src/config/buildTarget.ts';
import { browserStorage } from '../support/sessionFakes.ts';

vi.mock('../../../src/config/site.ts', () => ({
  site: buildTargetFrom({ SITE_COUNTRY: 'fi', SITE_ENVIRONMENT: 'production', SITE_VERSION: '1' }),
}));

let module: typeof import('../../../src/lib/session/storedUser.ts');

describe('the stored user, read without oidc-client-ts', () => {
  beforeEach(async () => {
    vi.stubGlobal('window', { sessionStorage: browserStorage() });
    vi.resetModules();
    module = await import('../../../src/lib/session/storedUser.ts');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('should read the entry oidc-client-ts writes for this site, as the library reads it', async () => {
    // Written by the library itself, so a change of its format shows here.
    const user = new User({
      access_token: 'token-fi',
      token_type: 'Bearer',
      expires_at: Math.round(Date.now() / 1000) + 300,
      session_state: 'abc.def',
      profile: { sub: 'p1', iss: 'https://id.playcentre.fi', aud: 'web', exp: 0, iat: 0, role: 'Member' },
    });
    expect(module.storedUserKey()).toBe('oidc_user:https://id.playcentre.fi:web');
    window.sessionStorage.setItem(module.storedUserKey(), user.toStorageString());
    expect(module.readStoredUser()).toMatchObject({
      access_token: 'token-fi',
      expired: false,
      expiresAt: user.expires_at,
      sessionState: 'abc.def',
      profile: { role: 'Member' },
    });
    expect(await module.currentAccessToken()).toBe('token-fi');
  });

  it('should call a token expired from the second it expires, as the library does', () => {
    window.sessionStorage.setItem(
      module.storedUserKey(),
      JSON.stringify({ access_token: 't', expires_at: Math.floor(Date.now() / 1000) }),
    );
    expect(module.readStoredUser()?.expired).toBe(true);
  });

  it.each(['null', '"text"', '{oops', '{"access_token":42}', '[]'])(
    'should find no user in the entry %s, and no token',
    async (entry) => {
      window.sessionStorage.setItem(module.storedUserKey(), entry);
      expect(module.readStoredUser()).toBeNull();
      expect(await module.currentAccessToken()).toBeUndefined();
    },
  );

  it('should find no user where storage is blocked', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(module.readStoredUser()).toBeNull();
    expect(() => module.removeStoredUser()).not.toThrow();
  });

  it('should forget the user', () => {
    window.sessionStorage.setItem(module.storedUserKey(), '{"access_token":"t"}');
    module.removeStoredUser();
    expect(window.sessionStorage.getItem(module.storedUserKey())).toBeNull();
  });
});
