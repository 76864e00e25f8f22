import type { ReadableAtom, WritableAtom } from 'nanostores';
import { log } from '../log/log.ts';
import { sessionBackends } from './backends.ts';
import { bindSessionEvents, watchSignOut, type SessionEventSource } from './events.ts';
import { initializeSession } from './initialize.ts';
import { startLeaving } from './leavingPage.ts';
import { guardReturnState, loginGuard } from './loginGuard.ts';
import { pageSignInPath, signInAddressAt } from './signInPage.ts';
import type { SessionState, SignInOptions } from './state.ts';
import { userManager } from './userManager.ts';

/**
 * The session of this page, on top of oidc-client-ts. Loaded on demand (boot.ts after the page
 * is idle, or a sign-in click), so visitors who never sign in download none of it up front.
 */
let started: Promise<void> | undefined;
// oidc-client-ts removes the user before its silent sign-out iframe has reached the provider;
// leaving the page on that "signed out" would cut the sign-out short.
let signingOut = false;

/**
 * Initializes the session once per page (spec §4) and keeps `$session` (handed in, see
 * lib/session/state.ts) in step with the provider.
 */
export function startSession($session: WritableAtom<SessionState>): Promise<void> {
  started ??= (async () => {
    const manager = userManager();
    const backends = sessionBackends();
    bindSessionEvents(
      manager.events as unknown as SessionEventSource,
      manager,
      backends,
      (state) => $session.set(state),
      log,
    );
    // Signed in → signed out (here or in another tab): to our sign-in page with intent
    // SignOut and this page as the continue path (spec §4).
    watchSignOut(
      (listener) => $session.listen(listener),
      () => {
        if (!signingOut) goToSignInPage({ intent: 'SignOut' });
      },
    );
    $session.set({ status: 'loading', user: null });
    $session.set(await initializeSession(manager, backends, log));
  })();
  return started;
}

/**
 * Sends the visitor to our sign-in page with intent, origin and this page as the continue
 * path (spec §4: the login guard, the SignOut redirect). Our page, not the identity service:
 * it asks for e-mail and password itself and starts the OIDC sign-in (signInRedirect.ts).
 * `replace` leaves no history entry, for a page the visitor may not see signed out.
 */
export function goToSignInPage(options: SignInOptions = {}, how: 'assign' | 'replace' = 'assign'): void {
  // The guard and the sign-out watcher can both ask at once; the first one leads.
  if (!startLeaving()) return;
  const address = signInAddressAt(pageSignInPath(), { ...options, continuePath: window.location.href });
  window.location[how](address);
}

/** Signs out at the provider (silently, in a hidden iframe) and locally (spec §4). */
export async function signOutEverywhere(): Promise<void> {
  const manager = userManager();
  signingOut = true;
  try {
    await manager
      .signoutSilent()
      .catch((error: unknown) =>
        log.warn('The silent sign-out at the provider failed; signing out here', error),
      );
    await manager.removeUser();
  } finally {
    signingOut = false;
  }
  // Signed in → signed out: to our sign-in page with intent SignOut and this page (§4).
  goToSignInPage({ intent: 'SignOut' });
}

/**
 * Applies the login guard to a page that declares `data-login-intent` on its body: the page
 * stays blocked (CSS hides its content until `data-session="signedIn"`) and a signed-out
 * visitor goes to our sign-in page with that intent, or with the intent and origin of the
 * page's query when the body also says `data-login-intent-from="query"` (onboarding), this
 * page to come back to; the guarded page leaves no history entry to come back to signed out.
 */
export function guardPage($session: ReadableAtom<SessionState>): void {
  const { loginIntent, loginIntentFrom } = document.body.dataset;
  if (loginIntent === undefined) return;
  const returnState = guardReturnState(loginIntent, loginIntentFrom, window.location.search);
  const apply = (state: SessionState) => {
    const decision = loginGuard(state, returnState.intent);
    if (decision.kind === 'redirect') goToSignInPage({ ...returnState, intent: decision.intent }, 'replace');
  };
  $session.subscribe(apply);
}
