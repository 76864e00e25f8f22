import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTargetFrom } from '../../../src/config/buildTarget.ts';
import { browserStorage, fakeBroadcastChannels } from '../support/sessionFakes.ts';

// The Swedish development build: its identity service is the stand-in at localhost:8790.
vi.mock('../../../src/config/site.ts', () => ({
  site: buildTargetFrom({ SITE_COUNTRY: 'se', SITE_ENVIRONMENT: 'development', SITE_VERSION: '1' }),
}));

// The modules boot.ts loads on demand; what they do is tested on their own.
const controller = vi.hoisted(() => ({ startSession: vi.fn(async () => undefined) }));
vi.mock('../../../src/lib/session/controller.ts', () => controller);
const pageGuard = vi.hoisted(() => ({ guardPage: vi.fn(), goToSignInPage: vi.fn() }));
vi.mock('../../../src/lib/session/pageGuard.ts', () => pageGuard);
// Whether the stored user was usable (unexpired): then the library is not needed to start.
const storedSession = vi.hoisted(() => ({ startStoredSession: vi.fn(async () => true) }));
vi.mock('../../../src/lib/session/storedSession.ts', () => storedSession);
const sidebarCounts = vi.hoisted(() => ({ startSidebarCounts: vi.fn() }));
const finishSignOut = vi.hoisted(() => ({ keepFinishingSignOut: vi.fn() }));
vi.mock('../../../src/lib/session/finishSignOut.ts', () => finishSignOut);

/** The page's `pageshow` listeners, for a test to come back from the back-forward cache. */
const pageShown: ((event: { persisted: boolean }) => void)[] = [];

/** The page as scheduleSessionStart sees it: storage, body dataset, idle callback, fetch. */
function page(options: { stored?: Record<string, string>; loginIntent?: string; idle?: boolean } = {}) {
  const idle: { run?: () => void; timeout?: number } = {};
  const window: Record<string, unknown> = {
    sessionStorage: browserStorage(options.stored),
    localStorage: browserStorage(),
    addEventListener: (type: string, listener: (event: { persisted: boolean }) => void) => {
      if (type === 'pageshow') pageShown.push(listener);
    },
  };
  pageShown.length = 0;
  vi.stubGlobal('BroadcastChannel', fakeBroadcastChannels());
  if (options.idle !== false) {
    window['requestIdleCallback'] = (run: () => void, settings: { timeout: number }) => {
      idle.run = run;
      idle.timeout = settings.timeout;
    };
  }
  vi.stubGlobal('window', window);
  const dataset = options.loginIntent === undefined ? {} : { loginIntent: options.loginIntent };
  vi.stubGlobal('document', { body: { dataset } });
  return idle;
}

/** The identity service's GET /api/Authentication, answering `reply` (or failing). */
function provider(reply: unknown | Error) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Lets the started work (fetch, dynamic import) settle. */
const settled = () =>
  vi.waitFor(() =>
    expect(
      controller.startSession.mock.calls.length + storedSession.startStoredSession.mock.calls.length,
    ).toBeGreaterThan(0),
  );

// Fresh modules for every test: a page runs scheduleSessionStart once, with fresh stores.
let scheduleSessionStart: typeof import('../../../src/lib/session/boot.ts').scheduleSessionStart;
let $session: typeof import('../../../src/stores/session.ts').$session;
let $sidebarOpen: typeof import('../../../src/stores/sidebar.ts').$sidebarOpen;
let $signOutUnfinished: typeof import('../../../src/stores/session.ts').$signOutUnfinished;
/** The shell's stores and the sidebar counts' loader, as islands/behaviours/signInSession.ts hands them in. */
const stores = () => ({
  session: $session,
  sidebarOpen: $sidebarOpen,
  signOutUnfinished: $signOutUnfinished,
  startSidebarCounts: sidebarCounts.startSidebarCounts,
});

describe('scheduleSessionStart', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    storedSession.startStoredSession.mockResolvedValue(true);
    vi.resetModules();
    ({ scheduleSessionStart } = await import('../../../src/lib/session/boot.ts'));
    ({ $session, $signOutUnfinished } = await import('../../../src/stores/session.ts'));
    ({ $sidebarOpen } = await import('../../../src/stores/sidebar.ts'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('should wait until the page is idle (3 s at most) before doing anything', () => {
    const idle = page();
    const fetch = provider(false);
    scheduleSessionStart(stores());
    expect(idle.timeout).toBe(3000);
    expect(fetch).not.toHaveBeenCalled();
    expect($session.get().status).toBe('uninitialized');
  });

  it('should start 1.5 s after loading where the browser has no idle callback', async () => {
    vi.useFakeTimers();
    page({ idle: false, stored: { 'oidc_user:https://localhost:8790:web': '{}' } });
    provider(false);
    scheduleSessionStart(stores());
    await vi.advanceTimersByTimeAsync(1499);
    expect(controller.startSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await settled();
  });

  it('should sign a visitor out after one login-status request, without loading the session code', async () => {
    const idle = page();
    const fetch = provider(false);
    scheduleSessionStart(stores());
    idle.run?.();
    await vi.waitFor(() => expect($session.get()).toEqual({ status: 'signedOut', user: null }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://localhost:8790/api/Authentication');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    expect(controller.startSession).not.toHaveBeenCalled();
    expect(storedSession.startStoredSession).not.toHaveBeenCalled();
    expect(pageGuard.guardPage).not.toHaveBeenCalled();
  });

  it.each([
    ['the provider is unreachable', new TypeError('Failed to fetch')],
    ['the provider answers something else than true', 'true'],
  ])('should count it as signed out when %s', async (_case, reply) => {
    const idle = page();
    provider(reply);
    scheduleSessionStart(stores());
    idle.run?.();
    await vi.waitFor(() => expect($session.get().status).toBe('signedOut'));
    expect(controller.startSession).not.toHaveBeenCalled();
  });

  it('should start the session from a user oidc-client-ts stored in this tab, without the library or asking first', async () => {
    const idle = page({ stored: { 'oidc_user:https://localhost:8790:web': '{"access_token":"t"}' } });
    const fetch = provider(false);
    scheduleSessionStart(stores());
    idle.run?.();
    await settled();
    expect(storedSession.startStoredSession).toHaveBeenCalledWith($session);
    expect(pageGuard.guardPage).toHaveBeenCalledTimes(1);
    expect(controller.startSession).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should start the session with the library when the stored user cannot be used (expired)', async () => {
    storedSession.startStoredSession.mockResolvedValue(false);
    const idle = page({ stored: { 'oidc_user:https://localhost:8790:web': '{"access_token":"t"}' } });
    provider(false);
    scheduleSessionStart(stores());
    idle.run?.();
    await vi.waitFor(() => expect(controller.startSession).toHaveBeenCalledWith($session));
    expect(pageGuard.guardPage).toHaveBeenCalledTimes(1);
  });

  it('should not take another key of this tab for a stored user', async () => {
    const idle = page({ stored: { 'oidc_state:abc': '{}', user: '{}' } });
    provider(false);
    scheduleSessionStart(stores());
    idle.run?.();
    await vi.waitFor(() => expect($session.get().status).toBe('signedOut'));
    expect(controller.startSession).not.toHaveBeenCalled();
  });

  it('should start the session with the library when the provider says the parent is signed in there', async () => {
    const idle = page();
    provider(true);
    scheduleSessionStart(stores());
    idle.run?.();
    await settled();
    expect(controller.startSession).toHaveBeenCalledWith($session);
    expect(storedSession.startStoredSession).not.toHaveBeenCalled();
    expect(pageGuard.guardPage).toHaveBeenCalledTimes(1);
  });

  it('should start the session on a page behind the login guard, for a visitor too', async () => {
    const idle = page({ loginIntent: 'Default' });
    const fetch = provider(false);
    scheduleSessionStart(stores());
    idle.run?.();
    await settled();
    expect(pageGuard.guardPage).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should load the sidebar counts only when a signed-in parent opens the sidebar, once', async () => {
    const idle = page({ stored: { 'oidc_user:https://localhost:8790:web': '{}' } });
    provider(false);
    scheduleSessionStart(stores());
    idle.run?.();
    await settled();
    const user = { firstname: 'Astrid', lastname: null, username: null, culture: null, roles: [] };
    $session.set({ status: 'signedIn', user });
    await Promise.resolve();
    expect(sidebarCounts.startSidebarCounts).not.toHaveBeenCalled();

    $sidebarOpen.set(true);
    await vi.waitFor(() => expect(sidebarCounts.startSidebarCounts).toHaveBeenCalledTimes(1));
    $sidebarOpen.set(false);
    $sidebarOpen.set(true);
    $session.set({ status: 'signedIn', user: { ...user, firstname: 'Elsa' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sidebarCounts.startSidebarCounts).toHaveBeenCalledTimes(1);
  });

  it('should not load the sidebar counts for a signed-out visitor who opens the sidebar', async () => {
    const idle = page({ loginIntent: 'Default' });
    provider(false);
    scheduleSessionStart(stores());
    idle.run?.();
    await settled();
    $session.set({ status: 'signedOut', user: null });
    $sidebarOpen.set(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sidebarCounts.startSidebarCounts).not.toHaveBeenCalled();
  });

  describe('a sign-out', () => {
    const storedUser = { 'oidc_user:https://localhost:8790:web': '{"access_token":"t"}' };
    const user = { firstname: 'Astrid', lastname: null, username: null, culture: null, roles: [] };

    it('in another tab: forgets the tokens at once and leaves for the sign-in page', async () => {
      const idle = page({ stored: storedUser });
      provider(false);
      scheduleSessionStart(stores());
      idle.run?.();
      await settled();
      $session.set({ status: 'signedIn', user });

      const otherTab = new BroadcastChannel('playcentre:session');
      otherTab.postMessage({ kind: 'signedOut' });

      // At once, before anything loads: no token a call could read, nothing of the parent shown.
      expect((window as unknown as { sessionStorage: Storage }).sessionStorage.length).toBe(0);
      expect($session.get()).toEqual({ status: 'signedOut', user: null });
      await vi.waitFor(() => expect(pageGuard.goToSignInPage).toHaveBeenCalledWith({ intent: 'SignOut' }));
    });

    it('heard nothing of while in the back-forward cache: Back forgets the parent too', async () => {
      const idle = page({ stored: storedUser });
      provider(false);
      scheduleSessionStart(stores());
      idle.run?.();
      await settled();
      $session.set({ status: 'signedIn', user });
      // Signed out in another tab meanwhile: the mark is there, the word never came.
      const { markSignedOut } = await import('../../../src/lib/session/signedOutMark.ts');
      markSignedOut();
      for (const shown of pageShown) shown({ persisted: true });
      expect((window as unknown as { sessionStorage: Storage }).sessionStorage.length).toBe(0);
      expect($session.get().status).toBe('signedOut');
      await vi.waitFor(() => expect(pageGuard.goToSignInPage).toHaveBeenCalledWith({ intent: 'SignOut' }));
    });

    it('in another tab: a page that showed nobody stays where it is', async () => {
      const idle = page();
      provider(false);
      scheduleSessionStart(stores());
      idle.run?.();
      await vi.waitFor(() => expect($session.get().status).toBe('signedOut'));
      new BroadcastChannel('playcentre:session').postMessage({ kind: 'signedOut' });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(pageGuard.goToSignInPage).not.toHaveBeenCalled();
    });

    it('not finished by the identity service: a user this tab kept is not taken up, and the page finishes it', async () => {
      const idle = page({ stored: storedUser });
      const { markSignedOut } = await import('../../../src/lib/session/signedOutMark.ts');
      markSignedOut();
      provider(false);
      scheduleSessionStart(stores());
      // Not "being checked": the tab's user is no session while the mark is there, and is gone.
      expect($session.get().status).toBe('uninitialized');
      expect((window as unknown as { sessionStorage: Storage }).sessionStorage.length).toBe(0);
      expect($signOutUnfinished.get()).toBe(true);
      idle.run?.();
      await vi.waitFor(() => expect(finishSignOut.keepFinishingSignOut).toHaveBeenCalledTimes(1));
      expect(storedSession.startStoredSession).not.toHaveBeenCalled();
      // Finished: the store says so (the sign-in page's notice follows it).
      (finishSignOut.keepFinishingSignOut.mock.calls[0] as unknown as [() => void])[0]();
      expect($signOutUnfinished.get()).toBe(false);
    });
  });
});
