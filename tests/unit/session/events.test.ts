import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { bindSessionEvents, watchSignOut } from '../../../src/lib/session/events.ts';
import type { SessionState } from '../../../src/lib/session/state.ts';
import { fakeBackends, fakeEvents, fakeManager, oidcUser } from '../support/sessionFakes.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bindSessionEvents', () => {
  it('should reload the application user when a user is loaded (e.g. after silent renew)', async () => {
    const { source, listeners } = fakeEvents();
    const backends = fakeBackends();
    const setState = vi.fn();
    bindSessionEvents(source, fakeManager(), backends, setState);
    listeners.loaded.forEach((listener) => listener(oidcUser({ access_token: 'renewed' })));
    await flush();
    expect(backends.loadApplicationUser).toHaveBeenCalledWith('renewed');
    expect(setState).toHaveBeenCalledWith(expect.objectContaining({ status: 'signedIn' }));
  });

  it('should sign out locally when the user is unloaded', () => {
    const { source, listeners } = fakeEvents();
    const setState = vi.fn();
    bindSessionEvents(source, fakeManager(), fakeBackends(), setState);
    listeners.unloaded.forEach((listener) => listener());
    expect(setState).toHaveBeenCalledWith({ status: 'signedOut', user: null });
  });

  it('should try a silent sign-in when signed in elsewhere', () => {
    const { source, listeners } = fakeEvents();
    const manager = fakeManager();
    bindSessionEvents(source, manager, fakeBackends(), vi.fn());
    listeners.signedIn.forEach((listener) => listener());
    expect(manager.signinSilent).toHaveBeenCalledOnce();
  });

  it('should remove the user when signed out elsewhere', async () => {
    const { source, listeners } = fakeEvents();
    const manager = fakeManager(oidcUser());
    bindSessionEvents(source, manager, fakeBackends(), vi.fn());
    listeners.signedOut.forEach((listener) => listener());
    await flush();
    expect(manager.removeUser).toHaveBeenCalledOnce();
  });

  it('should drop a loaded user whose application user cannot be loaded', async () => {
    const { source, listeners } = fakeEvents();
    const manager = fakeManager(oidcUser());
    const backends = fakeBackends({ loadApplicationUser: vi.fn().mockRejectedValue(new Error('500')) });
    const logger = { warn: vi.fn() };
    bindSessionEvents(source, manager, backends, vi.fn(), logger);
    listeners.loaded.forEach((listener) => listener(oidcUser()));
    await flush();
    expect(manager.removeUser).toHaveBeenCalledOnce();
    expect(logger.warn).toHaveBeenCalledWith(expect.any(String), new Error('500'));
  });

  it('should unbind every listener', () => {
    const { source, listeners } = fakeEvents();
    const off = bindSessionEvents(source, fakeManager(), fakeBackends(), vi.fn());
    off();
    expect(Object.values(listeners).every((list) => list.length === 0)).toBe(true);
  });
});

describe('watchSignOut', () => {
  const signedIn: SessionState = {
    status: 'signedIn',
    user: { firstname: 'A', lastname: 'B', username: null, culture: null, roles: [] },
  };

  it('should fire only on the step from signed in to signed out', () => {
    const $state = atom<SessionState>({ status: 'uninitialized', user: null });
    const onSignedOut = vi.fn();
    watchSignOut((listener) => $state.subscribe(listener), onSignedOut);
    $state.set({ status: 'signedOut', user: null });
    expect(onSignedOut).not.toHaveBeenCalled();
    $state.set(signedIn);
    $state.set({ status: 'signedOut', user: null });
    expect(onSignedOut).toHaveBeenCalledOnce();
  });
});
