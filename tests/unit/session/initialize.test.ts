import { describe, expect, it, vi } from 'vitest';
import { initializeSession } from '../../../src/lib/session/initialize.ts';
import { fakeBackends, fakeManager, oidcUser } from '../support/sessionFakes.ts';

const astrid = {
  status: 'signedIn',
  user: {
    firstname: 'Astrid',
    lastname: 'Lindqvist',
    username: 'astrid@example.se',
    culture: 'sv-SE',
    roles: ['Member', 'Parent'],
  },
};

describe('initializeSession', () => {
  it('should clear stale sign-in state first', async () => {
    const manager = fakeManager();
    await initializeSession(manager, fakeBackends());
    expect(manager.clearStaleState).toHaveBeenCalledBefore(manager.getUser);
  });

  it('should confirm a valid stored user with the login status and load the application user', async () => {
    const manager = fakeManager(oidcUser());
    const backends = fakeBackends();
    expect(await initializeSession(manager, backends)).toEqual(astrid);
    expect(backends.isLoggedIn).toHaveBeenCalledOnce();
    expect(backends.loadApplicationUser).toHaveBeenCalledWith('token-1');
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('should remove a valid stored user the provider no longer knows, and stay signed out', async () => {
    const manager = fakeManager(oidcUser());
    const state = await initializeSession(manager, fakeBackends({ isLoggedIn: async () => false }));
    expect(state).toEqual({ status: 'signedOut', user: null });
    expect(manager.removeUser).toHaveBeenCalledOnce();
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('should count a failed login-status check as not signed in', async () => {
    const manager = fakeManager(oidcUser());
    const backends = fakeBackends({
      isLoggedIn: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect((await initializeSession(manager, backends)).status).toBe('signedOut');
    expect(manager.removeUser).toHaveBeenCalledOnce();
  });

  it('should remove an expired stored user, then try a silent sign-in', async () => {
    const manager = fakeManager(oidcUser({ expired: true }));
    manager.signinSilent.mockResolvedValueOnce(oidcUser({ access_token: 'token-2' }));
    const backends = fakeBackends();
    expect(await initializeSession(manager, backends)).toEqual(astrid);
    expect(manager.removeUser).toHaveBeenCalledOnce();
    expect(backends.isLoggedIn).not.toHaveBeenCalled();
    expect(backends.loadApplicationUser).toHaveBeenCalledWith('token-2');
  });

  it('should not take up the provider’s session by itself after a sign-out in this browser', async () => {
    const manager = fakeManager(null);
    manager.signinSilent.mockResolvedValueOnce(oidcUser());
    expect(await initializeSession(manager, fakeBackends(), undefined, false)).toEqual({
      status: 'signedOut',
      user: null,
    });
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('should try a silent sign-in when no user is stored', async () => {
    const manager = fakeManager(null);
    manager.signinSilent.mockResolvedValueOnce(oidcUser({ profile: { role: ['Admin', 'Member'] } }));
    const state = await initializeSession(manager, fakeBackends());
    expect(state.user?.roles).toEqual(['Admin', 'Member', 'Parent']);
  });

  it('should stay signed out when the silent sign-in fails', async () => {
    const manager = fakeManager(null);
    expect(await initializeSession(manager, fakeBackends())).toEqual({ status: 'signedOut', user: null });
  });

  it('should remove the stored user and stay signed out when the application user cannot load', async () => {
    const manager = fakeManager(oidcUser());
    const backends = fakeBackends({
      loadApplicationUser: async () => {
        throw new Error('401 Unauthorized');
      },
    });
    const logger = { warn: vi.fn() };
    expect(await initializeSession(manager, backends, logger)).toEqual({ status: 'signedOut', user: null });
    expect(manager.removeUser).toHaveBeenCalledOnce();
    expect(logger.warn).toHaveBeenCalledWith(expect.any(String), new Error('401 Unauthorized'));
  });

  it('should never throw, even when the storage itself fails', async () => {
    const manager = fakeManager(null);
    manager.getUser.mockRejectedValueOnce(new DOMException('denied', 'SecurityError'));
    manager.removeUser.mockRejectedValueOnce(new Error('storage gone'));
    await expect(initializeSession(manager, fakeBackends())).resolves.toEqual({
      status: 'signedOut',
      user: null,
    });
  });
});
