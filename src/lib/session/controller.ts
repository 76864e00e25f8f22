import type { WritableAtom } from 'nanostores';
import { log } from '../log/log.ts';
import { sessionBackends } from './backends.ts';
import { bindSessionEvents, watchSignOut, type SessionEventSource } from './events.ts';
import { initializeSession } from './initialize.ts';
import { goToSignInPage } from './pageGuard.ts';
import { forgetPersonalData } from './personalData.ts';
import { whenLibraryRuns } from './forgetSession.ts';
import { signedOutHere } from './signedOutMark.ts';
import type { SessionState } from './state.ts';
import { userManager } from './userManager.ts';

/**
 * The session of this page on top of oidc-client-ts. Loaded on demand: by boot.ts when the page
 * is idle and there is no stored user to start from, or by storedSession.ts when a protocol step
 * (renewal, a changed session) needs the library; so visitors who never
 * sign in, and pages a signed-in parent merely reads, download none of it up front.
 */
let bound = false;
let started: Promise<void> | undefined;

/**
 * Creates the UserManager (which starts its silent renew and session check from the stored
 * user) and keeps `$session` (handed in, see lib/session/state.ts) in step with its events.
 */
function bindSession($session: WritableAtom<SessionState>): void {
  if (bound) return;
  bound = true;
  const manager = userManager();
  bindSessionEvents(
    manager.events as unknown as SessionEventSource,
    manager,
    sessionBackends(),
    (state) => $session.set(state),
    log,
  );
  // Signed in → signed out (here or in another tab): to our sign-in page with intent
  // SignOut and this page as the continue path (spec §4).
  // Subscribed, not listened: an adopted session is signed in already, and that is the
  // "before" of a sign-out to come.
  watchSignOut(
    (listener) => $session.subscribe(listener),
    () => {
      // Signed out here or in another tab: nothing of the parent stays in this tab either.
      forgetPersonalData();
      goToSignInPage({ intent: 'SignOut' });
    },
  );
  // A sign-out here or in another tab forgets the library's user too: its renewal and session
  // check stop with it (signOut.ts, boot.ts).
  whenLibraryRuns(() => void manager.removeUser().catch(() => undefined));
}

/** Initializes the session once per page (spec §4) with oidc-client-ts. */
export function startSession($session: WritableAtom<SessionState>): Promise<void> {
  started ??= (async () => {
    bindSession($session);
    $session.set({ status: 'loading', user: null });
    $session.set(await initializeSession(userManager(), sessionBackends(), log, !signedOutHere()));
  })();
  return started;
}

/**
 * Takes over a session storedSession.ts has already started (signed in from the stored
 * user): no new initialization, so the page stays as it is while oidc-client-ts renews the
 * token or follows the provider's changed session from here on.
 */
export function adoptSession($session: WritableAtom<SessionState>): void {
  bindSession($session);
}

/**
 * Renews the access token now with a silent sign-in: for a main API call that found it about
 * to expire, or refused (freshToken.ts), when the library's own timer did not run (a sleeping
 * phone). The session is taken over first, so `$session` follows what the renewal brings.
 * Rejects when no user came of it.
 */
export async function renewNow($session: WritableAtom<SessionState>): Promise<void> {
  bindSession($session);
  if (!(await userManager().signinSilent())) throw new Error('The silent sign-in gave no user');
}
