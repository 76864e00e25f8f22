import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTargetFrom } from '../../../src/config/buildTarget.ts';
import { renewSecondsBeforeExpiry, sessionCheckIntervalSeconds } from '../../../src/config/oidc.ts';
import type { SessionState } from '../../../src/lib/session/state.ts';
import { browserStorage, fakeBackends } from '../support/sessionFakes.ts';

// The Swedish development build: its identity service is the stand-in at localhost:8790, client web.
vi.mock('../../../src/config/site.ts', () => ({
  site: buildTargetFrom({ SITE_COUNTRY: 'se', SITE_ENVIRONMENT: 'development', SITE_VERSION: '1' }),
}));
const backends = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../../src/lib/session/backends.ts', () => ({ sessionBackends: () => backends.current }));
// The provider's check page (a frame, checked in the browser by e2e/session.spec.ts).
const check = vi.hoisted(() => ({
  checkSessionFrameUrl: vi.fn(
    async (_authority: string) => 'https://localhost:8790/session/check' as string | null,
  ),
  watchProviderSession: vi.fn((_check: { onChanged: () => void; intervalSeconds: number }) => stopCheck),
}));
const stopCheck = vi.hoisted(() => vi.fn());
vi.mock('../../../src/lib/session/checkSession.ts', () => check);
// oidc-client-ts's side: what the session hands over to, and the silent sign-in it never needs here.
const controller = vi.hoisted(() => ({ adoptSession: vi.fn() }));
vi.mock('../../../src/lib/session/controller.ts', () => controller);
const library = vi.hoisted(() => ({ signinSilent: vi.fn() }));
vi.mock('../../../src/lib/session/userManager.ts', () => ({ userManager: () => library }));

const log = vi.hoisted(() => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() }));
vi.mock('../../../src/lib/log/log.ts', () => ({ log }));

const key = 'oidc_user:https://localhost:8790:web';
const now = () => Date.now() / 1000;

/** A user as oidc-client-ts stores it, expiring `inSeconds` from now. */
function stored(inSeconds: number, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    access_token: 'token-1',
    expires_at: Math.round(now() + inSeconds),
    session_state: 'state-1',
    profile: { sub: 'p1', role: 'Member' },
    ...extra,
  });
}

let startStoredSession: typeof import('../../../src/lib/session/storedSession.ts').startStoredSession;
let storage: Storage;

function withStored(entry: string | undefined) {
  storage = browserStorage(entry === undefined ? {} : { [key]: entry });
  vi.stubGlobal('window', { sessionStorage: storage });
}

describe('startStoredSession', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    vi.useFakeTimers();
    backends.current = fakeBackends();
    vi.resetModules();
    ({ startStoredSession } = await import('../../../src/lib/session/storedSession.ts'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['no stored user', undefined],
    ['an expired one', stored(-5)],
    ['one without an expiry', stored(3600, { expires_at: undefined })],
    ['one that is not JSON', '{oops'],
    ['one without an access token', stored(3600, { access_token: '' })],
  ])('should leave %s to the library (a silent sign-in), touching nothing', async (_case, entry) => {
    withStored(entry);
    const $session = atom<SessionState>({ status: 'uninitialized', user: null });
    expect(await startStoredSession($session)).toBe(false);
    expect($session.get().status).toBe('uninitialized');
    expect(library.signinSilent).not.toHaveBeenCalled();
  });

  it('should sign in from the stored user with the provider’s word and the application user, without the library', async () => {
    withStored(stored(3600));
    const $session = atom<SessionState>({ status: 'uninitialized', user: null });
    expect(await startStoredSession($session)).toBe(true);
    expect($session.get()).toMatchObject({
      status: 'signedIn',
      user: { firstname: 'Astrid', roles: ['Member', 'Parent'] },
    });
    const used = backends.current as ReturnType<typeof fakeBackends>;
    expect(used.isLoggedIn).toHaveBeenCalledOnce();
    expect(used.loadApplicationUser).toHaveBeenCalledWith('token-1');
    expect(controller.adoptSession).not.toHaveBeenCalled();
  });

  it('should remove the stored user and sign out when the provider no longer knows the parent', async () => {
    withStored(stored(3600));
    backends.current = fakeBackends({ isLoggedIn: async () => false });
    const $session = atom<SessionState>({ status: 'uninitialized', user: null });
    expect(await startStoredSession($session)).toBe(true);
    expect($session.get()).toEqual({ status: 'signedOut', user: null });
    expect(storage.getItem(key)).toBeNull();
    expect(check.watchProviderSession).not.toHaveBeenCalled();
  });

  it(`should check the provider's session every ${sessionCheckIntervalSeconds} s and hand over once it changed`, async () => {
    withStored(stored(3600));
    const $session = atom<SessionState>({ status: 'uninitialized', user: null });
    await startStoredSession($session);
    await vi.waitFor(() => expect(check.watchProviderSession).toHaveBeenCalledOnce());
    expect(check.checkSessionFrameUrl).toHaveBeenCalledWith('https://localhost:8790');
    const started = check.watchProviderSession.mock.calls[0]![0];
    expect(started).toMatchObject({ clientId: 'web', sessionState: 'state-1', intervalSeconds: 5 });

    started.onChanged();
    started.onChanged();
    await vi.waitFor(() => expect(controller.adoptSession).toHaveBeenCalledWith($session));
    expect(controller.adoptSession).toHaveBeenCalledOnce();
    expect(stopCheck).toHaveBeenCalled();
    // The renewal timer went with it: the library renews from here on.
    await vi.advanceTimersByTimeAsync(3600 * 1000);
    expect(controller.adoptSession).toHaveBeenCalledOnce();
  });

  it(`should hand over for renewal ${renewSecondsBeforeExpiry} s before the token expires, and stop checking`, async () => {
    withStored(stored(600));
    const $session = atom<SessionState>({ status: 'uninitialized', user: null });
    await startStoredSession($session);
    await vi.waitFor(() => expect(check.watchProviderSession).toHaveBeenCalledOnce());
    await vi.advanceTimersByTimeAsync((600 - 60 - 2) * 1000);
    expect(controller.adoptSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3 * 1000);
    await vi.waitFor(() => expect(controller.adoptSession).toHaveBeenCalledOnce());
    expect(stopCheck).toHaveBeenCalled();
  });

  it('should hand over at once when the token is already within its renewal time', async () => {
    withStored(stored(30));
    const $session = atom<SessionState>({ status: 'uninitialized', user: null });
    await startStoredSession($session);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(controller.adoptSession).toHaveBeenCalledOnce());
  });

  it('should not start its own check once the library has taken over while discovery answered', async () => {
    withStored(stored(30));
    let answer: (url: string) => void = () => undefined;
    check.checkSessionFrameUrl.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const $session = atom<SessionState>({ status: 'uninitialized', user: null });
    await startStoredSession($session);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(controller.adoptSession).toHaveBeenCalledOnce());
    answer('https://localhost:8790/session/check');
    await vi.advanceTimersByTimeAsync(10);
    expect(check.watchProviderSession).not.toHaveBeenCalled();
  });

  it('should not check a session the provider gave no session_state, nor fail where discovery is down', async () => {
    withStored(stored(3600, { session_state: undefined }));
    const $session = atom<SessionState>({ status: 'uninitialized', user: null });
    await startStoredSession($session);
    expect(check.checkSessionFrameUrl).not.toHaveBeenCalled();

    vi.clearAllMocks();
    withStored(stored(3600));
    check.checkSessionFrameUrl.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await startStoredSession($session);
    expect($session.get().status).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(10);
    expect(check.watchProviderSession).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith('The session check could not start', expect.any(TypeError));
  });
});
