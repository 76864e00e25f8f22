import type { WritableAtom } from 'nanostores';
import {
  oidcAddressesFor,
  renewSecondsBeforeExpiry,
  sessionCheckIntervalSeconds,
} from '../../config/oidc.ts';
import { site } from '../../config/site.ts';
import { log } from '../log/log.ts';
import { sessionBackends } from './backends.ts';
import { checkSessionFrameUrl, watchProviderSession } from './checkSession.ts';
import { initializeSession, signedOut } from './initialize.ts';
import type { SessionManagerPort } from './ports.ts';
import { signedOutHere } from './signedOutMark.ts';
import type { SessionState } from './state.ts';
import { readStoredUser, removeStoredUser, type StoredUser } from './storedUser.ts';

/*
 * The session of a page that finds a signed-in user in this tab, without oidc-client-ts: most
 * page views of a signed-in parent (every page after the first) only need the stored access
 * token, the provider's word that the parent is still signed in, and the application user.
 * That is spec §4's initialization with the stored user, and it costs no library (about 15 kB
 * gzip, which kept onboarding over its 80 kB budget). The library is loaded the moment the
 * protocol needs it: the token is due for renewal (60 s before expiry, as its own silent renew),
 * the provider's session check says "changed" (signed out or in elsewhere), or the parent signs
 * out; from then on it runs the session (controller.ts `adoptSession`).
 */

/** The stored user as the shared initialization reads it; a silent sign-in needs the library. */
function storedUserPort(user: StoredUser): SessionManagerPort {
  let current: StoredUser | null = user;
  return {
    // oidc-client-ts clears stale sign-in state whenever it is loaded (every sign-in starts it).
    clearStaleState: () => Promise.resolve(),
    getUser: () => Promise.resolve(current),
    removeUser() {
      current = null;
      removeStoredUser();
      return Promise.resolve();
    },
    signinSilent: async () => (await import('./userManager.ts')).userManager().signinSilent(),
  };
}

/**
 * Watches what would need the library: the token's renewal time and the provider's session.
 * The first of them hands the session over (`handOver`), once, and stops the other. Returns a
 * function that stops both (signed out meanwhile: nothing is left to renew or check).
 */
function watchUntilTheLibraryIsNeeded(user: StoredUser, expiresAt: number, handOver: () => void): () => void {
  let done = false;
  let stopCheck: (() => void) | undefined;
  const stop = () => {
    done = true;
    clearTimeout(renewal);
    stopCheck?.();
  };
  const needLibrary = () => {
    if (done) return;
    stop();
    handOver();
  };
  // setTimeout takes at most 2^31-1 ms (24.8 days): a token that lives longer is handed over
  // early, which only loads the library sooner.
  const renewInMs = (expiresAt - renewSecondsBeforeExpiry) * 1000 - Date.now();
  const renewal = setTimeout(needLibrary, Math.min(Math.max(renewInMs, 1000), 2 ** 31 - 1));
  if (user.sessionState !== undefined)
    void watchSession(user.sessionState, needLibrary, () => done).then((s) => (stopCheck = s));
  return stop;
}

/** Starts the provider's session check, unless `stopped` by the time discovery answers. */
async function watchSession(
  sessionState: string,
  onChanged: () => void,
  stopped: () => boolean,
): Promise<(() => void) | undefined> {
  const { authority, clientId } = oidcAddressesFor(site.endpoints);
  try {
    const frameUrl = await checkSessionFrameUrl(authority);
    // Renewal (or a sign-out) may have come while discovery answered: nothing to check then.
    if (frameUrl === null || stopped()) return undefined;
    return watchProviderSession({
      frameUrl,
      clientId,
      sessionState,
      intervalSeconds: sessionCheckIntervalSeconds,
      onChanged,
      // As oidc-client-ts: a check page that cannot check stops checking; the session stays.
      onError: () => log.warn('The identity service could not check the session; no longer checking'),
    });
  } catch (error) {
    // Discovery unreachable: the library would not check either; renewal still comes.
    log.warn('The session check could not start', error);
    return undefined;
  }
}

/**
 * Starts the session from the user stored in this tab (spec §4: a valid, unexpired user is
 * confirmed with the provider's login status, then the application user is loaded). Returns
 * false when there is no unexpired stored user: then the session needs oidc-client-ts from
 * the start (a silent sign-in), controller.ts `startSession`.
 */
export async function startStoredSession($session: WritableAtom<SessionState>): Promise<boolean> {
  const user = readStoredUser();
  // Without an expiry oidc-client-ts cannot say whether the user is expired either.
  if (user?.expiresAt === undefined || user.expired) return false;
  $session.set({ status: 'loading', user: null });
  const initialized = await initializeSession(storedUserPort(user), sessionBackends(), log, !signedOutHere());
  // Signed out in another tab while this one asked: its user is gone, and so is the session.
  const state = initialized.status === 'signedIn' && readStoredUser() === null ? signedOut : initialized;
  $session.set(state);
  if (state.status !== 'signedIn') return true;
  // Signed out (here or in another tab) before the library was needed: nothing to watch.
  const stopFollowing = $session.listen((next) => {
    if (next.status === 'signedIn') return;
    stopWatching();
    stopFollowing();
  });
  const stopWatching = watchUntilTheLibraryIsNeeded(user, user.expiresAt, () => {
    stopFollowing();
    void import('./controller.ts').then((controller) => controller.adoptSession($session));
  });
  return true;
}
