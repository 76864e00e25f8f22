import { vi } from 'vitest';
import type { OidcUserLike, SessionBackends, SessionManagerPort } from '../../../src/lib/session/ports.ts';
import type { SessionEventSource } from '../../../src/lib/session/events.ts';

export function oidcUser(overrides: Partial<OidcUserLike> = {}): OidcUserLike {
  return { access_token: 'token-1', expired: false, profile: { role: 'Member' }, ...overrides };
}

/** A UserManager stand-in that records calls; each behaviour can be replaced per test. */
export function fakeManager(stored: OidcUserLike | null = null) {
  let user = stored;
  const manager = {
    clearStaleState: vi.fn(async () => undefined),
    getUser: vi.fn(async () => user),
    removeUser: vi.fn(async () => {
      user = null;
    }),
    signinSilent: vi.fn(async (): Promise<OidcUserLike | null> => {
      throw new Error('login_required');
    }),
  } satisfies SessionManagerPort;
  return manager;
}

export function fakeBackends(overrides: Partial<SessionBackends> = {}) {
  return {
    isLoggedIn: vi.fn(async () => true),
    loadApplicationUser: vi.fn(async () => ({
      firstname: 'Astrid',
      lastname: 'Lindqvist',
      username: 'astrid@example.se',
      culture: 'sv-SE',
      roles: ['Parent'],
    })),
    ...overrides,
  } satisfies SessionBackends;
}

/** An event source whose events a test raises by hand. */
export function fakeEvents() {
  const listeners = {
    loaded: [] as ((user: OidcUserLike) => void)[],
    unloaded: [] as (() => void)[],
    signedIn: [] as (() => void)[],
    signedOut: [] as (() => void)[],
  };
  const add =
    <T>(list: T[]) =>
    (callback: T) => {
      list.push(callback);
      return () => list.splice(list.indexOf(callback), 1);
    };
  const source: SessionEventSource = {
    addUserLoaded: add(listeners.loaded),
    addUserUnloaded: add(listeners.unloaded),
    addUserSignedIn: add(listeners.signedIn),
    addUserSignedOut: add(listeners.signedOut),
  };
  return { source, listeners };
}
