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

/**
 * A `sessionStorage` that behaves like the browser's where it matters here: the stored
 * entries are its own enumerable keys (`Object.keys(sessionStorage)` lists them), the Storage
 * methods come from its prototype.
 */
export function browserStorage(entries: Record<string, string> = {}): Storage {
  const methods: Storage = {
    get length() {
      return Object.keys(this).length;
    },
    key(index: number) {
      return Object.keys(this)[index] ?? null;
    },
    getItem(key: string) {
      return Object.hasOwn(this, key) ? (this as unknown as Record<string, string>)[key]! : null;
    },
    setItem(key: string, value: string) {
      (this as unknown as Record<string, string>)[key] = String(value);
    },
    removeItem(key: string) {
      delete (this as unknown as Record<string, string>)[key];
    },
    clear() {
      for (const key of Object.keys(this)) delete (this as unknown as Record<string, string>)[key];
    },
  };
  return Object.assign(Object.create(methods) as Storage, entries);
}

/**
 * BroadcastChannel within one test: every channel of a name hears what another one of that
 * name posts (not itself), at once, as tabs of one site do.
 */
export function fakeBroadcastChannels() {
  const open = new Set<FakeChannel>();
  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    readonly name: string;
    constructor(name: string) {
      this.name = name;
      open.add(this);
    }
    postMessage(data: unknown) {
      for (const other of open)
        if (other !== this && other.name === this.name) other.onmessage?.({ data } as MessageEvent);
    }
    close() {
      open.delete(this);
    }
  }
  return FakeChannel;
}
