import type { ReadableAtom } from 'nanostores';
import { startLeaving } from './leavingPage.ts';
import { guardReturnState, loginGuard } from './loginGuard.ts';
import { pageSignInPath, signInAddressAt, type SignInPageNotice } from './signInPage.ts';
import type { SessionState } from './state.ts';
import type { ReturnState } from '../returnState/query.ts';
import { parseIntent } from '../returnState/values.ts';

/*
 * Sending a visitor to our sign-in page: the login guard and the sign-out watcher. Apart from
 * the session controller, which loads oidc-client-ts: a page with a stored user guards itself
 * without the library (storedSession.ts).
 */

/**
 * Sends the visitor to our sign-in page with intent, origin and this page as the continue
 * path (spec §4: the login guard, the SignOut redirect). Our page, not the identity service:
 * it asks for e-mail and password itself and starts the OIDC sign-in (signInRedirect.ts).
 * `replace` leaves no history entry, for a page the visitor may not see signed out.
 */
export function goToSignInPage(
  options: Partial<ReturnState> = {},
  how: 'assign' | 'replace' = 'assign',
  notice?: SignInPageNotice,
): void {
  // The guard and the sign-out watcher can both ask at once; the first one leads.
  if (!startLeaving()) return;
  const state = { ...options, continuePath: window.location.href };
  const address = signInAddressAt(pageSignInPath(), state, notice);
  window.location[how](address);
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
  let previous: SessionState['status'] | undefined;
  const apply = (state: SessionState) => {
    const decision = loginGuard(state, returnState.intent, previous);
    previous = state.status;
    if (decision.kind === 'redirect')
      goToSignInPage({ ...returnState, intent: parseIntent(decision.intent) }, 'replace');
  };
  $session.subscribe(apply);
}
