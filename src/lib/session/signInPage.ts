import type { Language } from '../../config/languages.ts';
import { pagePath } from '../../config/routes.ts';
import { parseIntent, parseOrigin } from '../returnState/values.ts';

/** What a visitor sent to our sign-in page brings along (spec §2, §3). */
export interface SignInPageState {
  intent?: string | null | undefined;
  origin?: string | null | undefined;
  /** The address to come back to; left out when none is known. */
  continuePath?: string | null | undefined;
}

/**
 * Our sign-in page for a return state, on this site:
 * `/profile/{lang}/{signIn slug}?intent=&origin=&continuePath=`. Intent and origin are
 * canonical values (garbage becomes Default / None), so nothing unchecked travels on; the
 * sign-in page judges continuePath itself, as every reader of a continuePath does.
 */
export function signInPageAddress(language: Language, state: SignInPageState = {}): string {
  return signInAddressAt(pagePath('signIn', language), state);
}

/** `signInPageAddress` for a sign-in page path already known (the page's `data-sign-in-page`). */
export function signInAddressAt(signInPath: string, state: SignInPageState = {}): string {
  const query = new URLSearchParams({ intent: parseIntent(state.intent), origin: parseOrigin(state.origin) });
  if (state.continuePath) query.set('continuePath', state.continuePath);
  return `${signInPath}?${query}`;
}

/**
 * Our sign-in page's path in this page's language, as the layout writes it on `<body>`
 * (`data-sign-in-page`), so the browser needs no route table to send a visitor there. A page
 * without it (none is built so) falls back to the site's root, which leads to the start page.
 */
export function pageSignInPath(): string {
  return document.body.dataset['signInPage'] || '/';
}
