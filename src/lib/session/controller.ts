import type { ReadableAtom, WritableAtom } from 'nanostores';
import { defaultLanguageOf } from '../../config/countries.ts';
import { isLanguage } from '../../config/languages.ts';
import { site } from '../../config/site.ts';
import { log } from '../log/log.ts';
import { sessionBackends } from './backends.ts';
import { bindSessionEvents, watchSignOut, type SessionEventSource } from './events.ts';
import { initializeSession } from './initialize.ts';
import { guardReturnState, loginGuard } from './loginGuard.ts';
import { pendingReturnKey, type SignInState } from './returnTo.ts';
import type { SessionState, SignInOptions } from './state.ts';
import { userManager } from './userManager.ts';

/**
 * The session of this page, on top of oidc-client-ts. Loaded on demand (boot.ts after the page
 * is idle, or a sign-in click), so visitors who never sign in download none of it up front.
 */
let started: Promise<void> | undefined;
let redirecting = false;
// oidc-client-ts removes the user before its silent sign-out iframe has reached the provider;
// leaving the page on that "signed out" would cut the sign-out short.
let signingOut = false;
// A page restored from the back-forward cache may start a sign-in again.
window.addEventListener('pageshow', () => {
  redirecting = false;
});

function pageLanguage(): string {
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : defaultLanguageOf(site.country);
}

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
    // Signed in → signed out (here or in another tab): back to login with intent SignOut and
    // this page as the continue path (spec §4).
    watchSignOut(
      (listener) => $session.listen(listener),
      () => {
        if (!signingOut) void redirectToLogin({ intent: 'SignOut' });
      },
    );
    $session.set({ status: 'loading', user: null });
    $session.set(await initializeSession(manager, backends, log));
  })();
  return started;
}

/**
 * Sends the parent to the identity service's sign-in, carrying intent, origin and this page
 * as the continue path there and back (spec §2, §3). Rejects when the service cannot be
 * reached; the caller shows that as a snackbar.
 */
export async function redirectToLogin(options: SignInOptions = {}): Promise<void> {
  // The guard and the sign-out watcher can both ask at once; the first one leads.
  if (redirecting) return;
  redirecting = true;
  const language = pageLanguage();
  const state: SignInState = {
    intent: options.intent ?? 'Default',
    origin: options.origin ?? 'None',
    continuePath: window.location.href,
    language,
  };
  // Kept apart from the OIDC state too, so a failed callback can still come back here.
  window.sessionStorage.setItem(pendingReturnKey, state.continuePath);
  try {
    await userManager().signinRedirect({
      state,
      extraQueryParams: { ui_locales: language, intent: state.intent, origin: state.origin },
    });
  } catch (error) {
    redirecting = false;
    // The caller shows the parent a snackbar; on-call needs the reason.
    log.warn('The sign-in redirect could not start', error);
    throw error;
  }
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
  // Signed in → signed out: to login with intent SignOut and this page to come back to (§4).
  await redirectToLogin({ intent: 'SignOut' });
}

/**
 * Applies the login guard to a page that declares `data-login-intent` on its body: the page
 * stays blocked (CSS hides its content until `data-session="signedIn"`) and a signed-out
 * visitor goes to login with that intent, or with the intent and origin of the page's query
 * when the body also says `data-login-intent-from="query"` (onboarding).
 */
export function guardPage($session: ReadableAtom<SessionState>): void {
  const { loginIntent, loginIntentFrom } = document.body.dataset;
  if (loginIntent === undefined) return;
  const returnState = guardReturnState(loginIntent, loginIntentFrom, window.location.search);
  const apply = (state: SessionState) => {
    const decision = loginGuard(state, returnState.intent);
    if (decision.kind === 'redirect') void redirectToLogin({ ...returnState, intent: decision.intent });
  };
  $session.subscribe(apply);
}
