import type { ReturnState } from '../returnState/query.ts';
import { parseIntent, parseOrigin } from '../returnState/values.ts';

/**
 * What a visitor sent to our sign-in page brings along (spec §2, §3): a return state, its
 * values not yet parsed (they are here), continuePath left out when none is known.
 */
export type LooseReturnState = { [Name in keyof ReturnState]?: string | null | undefined };

/**
 * A message the sign-in page shows on arrival (its `notice` parameter; nothing personal). With
 * intent SignOut and no notice, it says the parent is signed out.
 */
export type SignInPageNotice = 'signOutIncomplete';

/** `signInPageAddress` for a sign-in page path already known (the page's `data-sign-in-page`). */
export function signInAddressAt(
  signInPath: string,
  state: LooseReturnState = {},
  notice?: SignInPageNotice,
): string {
  const query = new URLSearchParams({ intent: parseIntent(state.intent), origin: parseOrigin(state.origin) });
  if (state.continuePath) query.set('continuePath', state.continuePath);
  if (notice) query.set('notice', notice);
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
