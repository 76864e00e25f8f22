import { defaultLanguageOf } from '../../config/countries.ts';
import { site } from '../../config/site.ts';
import { languageRoot } from '../../config/routes.ts';
import { log } from '../log/log.ts';
import type { SignedOutAtProvider } from './endSessionFrame.ts';
import { forgetPersonalData } from './personalData.ts';
import { signInPageAddress } from './signInPageAddress.ts';
import { liftSignedOutMark } from './signedOutMark.ts';
import { isOidcReturnState, ownContinueAddress, pendingReturnKey, safeReturnUrl } from './returnTo.ts';
import { userManager } from './userManager.ts';

/** Where a callback goes when it knows nothing better: the country's default profile page. */
function fallbackPage(): string {
  return `${window.location.origin}${languageRoot(defaultLanguageOf(site.country))}/`;
}

function pendingReturn(): string {
  const pending = window.sessionStorage.getItem(pendingReturnKey);
  window.sessionStorage.removeItem(pendingReturnKey);
  return safeReturnUrl(pending, window.location.origin, fallbackPage());
}

/**
 * The sign-in callback page: completes the code exchange, repeats the silent sign-in (spec
 * §4: after return from login; its failure is not the parent's problem, so it only yields
 * false), and goes on to the state's continuePath when it is one of this country's own
 * addresses (the sign-in worked it out: controller.ts), else to the default page. On failure
 * it goes to that address when it is on this site, with `?signin=failed`, and that page shows
 * a translated snackbar; never back to the sign-in page, which would start over.
 */
export async function completeSignIn(): Promise<void> {
  const manager = userManager();
  try {
    const user = await manager.signinRedirectCallback();
    // Signed in by the parent's own hand: pages may take the session up again by themselves.
    liftSignedOutMark();
    await manager.signinSilent().then(
      () => true,
      () => false,
    );
    const state = isOidcReturnState(user.state) ? user.state : undefined;
    const target = ownContinueAddress(state?.continuePath, site.endpoints) ?? fallbackPage();
    window.sessionStorage.removeItem(pendingReturnKey);
    window.location.replace(target);
  } catch (error) {
    log.error('The sign-in callback failed; returning with signin=failed', error);
    const target = new URL(pendingReturn());
    target.searchParams.set('signin', 'failed');
    window.location.replace(target.href);
  }
}

/** The silent-renew callback page, inside a hidden iframe: hands the answer to the parent page. */
export async function completeSilentSignIn(): Promise<void> {
  await userManager()
    .signinCallback()
    .catch((error: unknown) => log.warn('The silent sign-in callback failed', error));
}

/**
 * The sign-out callback page. Framed, it is where the identity service's end-session returns
 * once it has ended its session (signOut.ts): it tells the page that framed it, with the
 * `state` that came back, and that page counts the sign-out as complete. On its own, it ends a
 * redirect sign-out (ours are all in a frame; the provider may still send one here) the way
 * every sign-out ends: nothing of the parent left in the tab, and our sign-in page with intent
 * SignOut, which says they are signed out, the page they were on as the continue path. Going
 * straight back there would leave them signed out without a word.
 */
export async function completeSignOut(): Promise<void> {
  if (window.parent !== window) {
    const report: SignedOutAtProvider = {
      kind: 'signedOutAtProvider',
      state: new URLSearchParams(window.location.search).get('state'),
    };
    // Our own origin only: the report is for the page of ours that framed this one.
    window.parent.postMessage(report, window.location.origin);
    return;
  }
  await userManager()
    .signoutRedirectCallback()
    .catch((error: unknown) => log.warn('The sign-out callback failed', error));
  forgetPersonalData();
  const address = signInPageAddress(defaultLanguageOf(site.country), {
    intent: 'SignOut',
    continuePath: pendingReturn(),
  });
  window.location.replace(`${window.location.origin}${address}`);
}
