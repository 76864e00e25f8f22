import type { ReadableAtom, WritableAtom } from 'nanostores';
import { site } from '../../config/site.ts';
import { log } from '../log/log.ts';
import { forgetSessionHere, storedUserKeys } from './forgetSession.ts';
import { signedOutHere } from './signedOutMark.ts';
import { listenForSignOut } from './signOutBroadcast.ts';
import type { SessionState } from './state.ts';

/**
 * The shell's stores the session writes and reads, and the sidebar's booking counts it starts,
 * handed in by the shell (islands/behaviours/signInSession.ts).
 */
export interface SessionShell {
  session: WritableAtom<SessionState>;
  sidebarOpen: ReadableAtom<boolean>;
  /** Whether a sign-out here still waits for the identity service to end its session. */
  signOutUnfinished: WritableAtom<boolean>;
  /** Loads and starts the sidebar's booking counts (code that draws, so the shell's, not lib's). */
  startSidebarCounts: () => void;
}

/**
 * Another tab signed the parent out: this one forgets its copy of the session at once and
 * leaves for the sign-in page if it showed a parent, as a sign-out here would.
 */
function followSignOutElsewhere(stores: SessionShell): void {
  const before = stores.session.get().status;
  // This tab's own sign-out is heard too: it is doing all of this already.
  if (before === 'signingOut') return;
  forgetSessionHere();
  stores.session.set({ status: 'signedOut', user: null });
  if (before === 'signedIn' || before === 'loading')
    void import('./pageGuard.ts').then((guard) => guard.goToSignInPage({ intent: 'SignOut' }));
}

/**
 * A sign-out here that the identity service has not finished: every page asks it again in the
 * background until it has (finishSignOut.ts); meanwhile the store says so.
 */
function finishSignOut(stores: SessionShell): void {
  import('./finishSignOut.ts')
    .then((finish) => finish.keepFinishingSignOut(() => stores.signOutUnfinished.set(false)))
    .catch((error: unknown) => log.debug('The unfinished sign-out is left for the next page', error));
}

/** The identity service's login status (GET /api/Authentication); any failure counts as no. */
async function providerHasSession(): Promise<boolean> {
  try {
    const response = await fetch(`${site.endpoints.identityApi}/api/Authentication`, {
      credentials: 'include',
      signal: AbortSignal.timeout(8000),
    });
    return response.ok && (await response.json()) === true;
  } catch {
    return false;
  }
}

/**
 * The sidebar's booking counts are code for signed-in parents who open the menu
 * (islands/behaviours/startSidebarCounts.ts): fetched the first time the sidebar is open while the session says
 * signed in, so neither a signed-out visit nor a signed-in one that never opens the menu
 * downloads them. From then on that code follows the session and the sidebar itself.
 */
function loadSidebarCountsWhenShown(stores: SessionShell): void {
  const load = () => {
    if (stores.session.get().status !== 'signedIn' || !stores.sidebarOpen.get()) return;
    stopSession();
    stopSidebar();
    stores.startSidebarCounts();
  };
  const stopSession = stores.session.listen(load);
  const stopSidebar = stores.sidebarOpen.listen(load);
}

/**
 * Starts the session when the page is idle. Anyone without a user stored in this tab whose
 * identity service says they are not signed in there is signed out at the cost of one small
 * request. A stored user starts without oidc-client-ts (about 15 kB gzip; storedSession.ts);
 * the library is loaded for a silent sign-in (signed in at the provider only, spec §4), and
 * later for a renewal, a changed session or a sign-out. That keeps first visits and a
 * signed-in parent's pages within the JavaScript budget.
 */
export function scheduleSessionStart(stores: SessionShell): void {
  // A tab that keeps a user is all but certainly signed in: say "being checked" at once, so
  // the footer does not offer sign-in to a member until the idle start confirms it.
  listenForSignOut(() => followSignOutElsewhere(stores));
  // Back to a page the browser kept (back-forward cache) heard no word while it was away: a
  // parent it shows whose user has gone, or who signed out since, is forgotten here too.
  window.addEventListener('pageshow', (event) => {
    const shown = stores.session.get().status === 'signedIn';
    if (event.persisted && shown && (signedOutHere() || storedUserKeys().length === 0))
      followSignOutElsewhere(stores);
  });
  const marked = signedOutHere();
  stores.signOutUnfinished.set(marked);
  // While a sign-out's mark is there, a user this tab kept (it missed the word: asleep, frozen,
  // restored) is no session: it is forgotten, with everything personal of that time.
  if (marked && storedUserKeys().length > 0) forgetSessionHere();
  const stored = storedUserKeys().length > 0;
  if (stored) stores.session.set({ status: 'loading', user: null });
  const start = async () => {
    // A page behind the login guard needs the session code either way, to send a visitor to login.
    const guarded = document.body.dataset['loginIntent'] !== undefined;
    if (!guarded && !stored && !(await providerHasSession())) {
      stores.session.set({ status: 'signedOut', user: null });
      return;
    }
    const [pageGuard, storedSession] = await Promise.all([
      import('./pageGuard.ts'),
      import('./storedSession.ts'),
    ]);
    pageGuard.guardPage(stores.session);
    loadSidebarCountsWhenShown(stores);
    // A stored, unexpired user starts without oidc-client-ts; anyone else needs a silent sign-in.
    if (stored && (await storedSession.startStoredSession(stores.session))) return;
    const controller = await import('./controller.ts');
    await controller.startSession(stores.session);
  };
  const run = () => {
    // A page left while its session starts cancels the code it was loading: nothing to report.
    start().catch((error: unknown) => log.debug('The session did not start', error));
    if (marked) finishSignOut(stores);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
