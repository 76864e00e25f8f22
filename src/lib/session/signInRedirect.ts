import { defaultLanguageOf } from '../../config/countries.ts';
import { isLanguage, type Language } from '../../config/languages.ts';
import { site } from '../../config/site.ts';
import { log } from '../log/log.ts';
import { startLeaving, stayOnPage } from './leavingPage.ts';
import { signedOutHere } from './signedOutMark.ts';
import { continueAfterSignIn, pendingReturnKey, type OidcReturnState } from './returnTo.ts';
import type { ReturnState } from '../returnState/query.ts';
import { userManager } from './userManager.ts';

/*
 * The start of the OIDC sign-in, apart from the session controller: only our sign-in pages
 * start it (after a successful login, or when the identity service already knows the parent),
 * so the return-state rules and the route table it needs stay out of every other page's session code.
 */

function pageLanguage(): Language {
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : defaultLanguageOf(site.country);
}

/**
 * Starts the OIDC sign-in (authorization code + PKCE, `signinRedirect`) with a return state:
 * what our sign-in page calls once the parent has signed in at the identity service and it has
 * no `returnUrl` to go back to. Intent and origin travel in the OIDC state and as `intent`,
 * `origin` and `ui_locales` parameters to the provider (spec §2, §3). The callback goes on to
 * the continuePath when it is one of this country's own addresses and not a sign-in page (the
 * rule of onboarding's Continue), else to where the origin leads. Rejects when the service
 * cannot be reached; the caller tells the parent.
 */
export async function redirectToLogin(options: Partial<ReturnState> = {}): Promise<void> {
  if (!startLeaving()) return;
  const language = pageLanguage();
  const { intent = 'Default', origin = 'None' } = options;
  const state: OidcReturnState = {
    intent,
    origin,
    continuePath: continueAfterSignIn(
      { origin, continuePath: options.continuePath ?? null },
      { endpoints: site.endpoints, languages: site.country.languages },
      language,
    ),
    language,
  };
  // Kept apart from the OIDC state too, so a failed callback can still come back.
  window.sessionStorage.setItem(pendingReturnKey, state.continuePath);
  try {
    await userManager().signinRedirect({
      state,
      extraQueryParams: { ui_locales: language, intent, origin },
      // A sign-out here the identity service did not finish: it may still know the last parent,
      // and must ask whoever this is (our sign-in page lifts the mark once they have signed in).
      ...(signedOutHere() ? { prompt: 'login' } : {}),
    });
  } catch (error) {
    stayOnPage();
    // The caller tells the parent; on-call needs the reason.
    log.warn('The sign-in redirect could not start', error);
    throw error;
  }
}
