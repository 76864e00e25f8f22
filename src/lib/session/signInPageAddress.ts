import type { Language } from '../../config/languages.ts';
import { pagePath } from '../../config/routes.ts';
import { signInAddressAt, type LooseReturnState } from './signInPage.ts';

/**
 * Our sign-in page for a return state, on this site:
 * `/profile/{lang}/{signIn slug}?intent=&origin=&continuePath=`. Intent and origin are
 * canonical values (garbage becomes Default / None), so nothing unchecked travels on; the
 * sign-in page judges continuePath itself, as every reader of a continuePath does. A module of
 * its own: it needs the route table, which the pages that only link to their own sign-in page
 * (`signInAddressAt`, `pageSignInPath`) do not carry.
 */
export function signInPageAddress(language: Language, state: LooseReturnState = {}): string {
  return signInAddressAt(pagePath('signIn', language), state);
}
