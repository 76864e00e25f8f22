import { site } from '../../config/site.ts';
import { IdentityClient } from '../../lib/api/identityClient.ts';
import { identityHttp } from '../../lib/api/serviceHttp.ts';
import type { ReturnState } from '../../lib/returnState/query.ts';
import { identityReturnUrl } from '../../lib/returnState/identityReturnUrl.ts';
import { signInFlowFrom, type SignInFlow } from '../../lib/signIn/flow.ts';
import { rememberResetRequest } from '../../lib/signIn/handoff.ts';
import { rememberInboxEmail } from '../../lib/signIn/inboxPage.ts';
import { tabStorage } from '../../lib/storage/appStorage.ts';
import { draftStoreIn, type DraftStore } from '../../lib/forms/formState.ts';
import { readSignInDraft, type SignInDraft } from '../../lib/signIn/emailDraft.ts';
import { storedKeys } from '../../config/storage.ts';

/**
 * How long a sign-in call may take: 15 s. A login (one password hash) answers in well under a
 * second; 15 s leaves room for a weak connection in a play centre, and after it the parent
 * gets "try again" with everything still typed in, instead of a spinner that never ends.
 */
export const signInTimeoutMs = 15_000;

/** The identity service's REST client, sending its cookies (the login sets its sign-in cookie). */
export function identityClient(): IdentityClient {
  return new IdentityClient(identityHttp(site.endpoints.identityApi, { timeoutMs: signInTimeoutMs }));
}

/** The flow of this page's address; a returnUrl off the identity service's callback is dropped. */
export function pageFlow(search: string = window.location.search): SignInFlow {
  return signInFlowFrom(search, (candidate) => identityReturnUrl(candidate, site.endpoints)?.href);
}

/** The sign-in page's draft in this tab: the address typed there, and whether it was checked. */
export function signInDrafts(): DraftStore {
  return draftStoreIn(tabStorage(), storedKeys.signInDraft);
}

/**
 * Hands an address to the next of our pages in this tab's storage, never in its address
 * (docs/storage.md): the sign-in page takes it as typed, `checked` goes on to the password.
 */
export function handEmailOn(email: string, checked: boolean): void {
  signInDrafts().save({ email, checked } satisfies SignInDraft);
}

/** The address the sign-in page last had in this tab, or ''. */
export function handedEmail(): string {
  return readSignInDraft(signInDrafts().load())?.email ?? '';
}

/** The e-mail a reset was asked for, kept for the inbox page and the reset page (this tab). */
export function rememberResetFor(email: string, returnState: ReturnState): void {
  rememberResetRequest(tabStorage(), { email, returnState });
  rememberInboxEmail(window.sessionStorage, email);
}

/** Removes one parameter from the address bar, leaving history as it is. */
export function dropFromAddress(...names: string[]): void {
  const url = new URL(window.location.href);
  if (!names.some((name) => url.searchParams.has(name))) return;
  for (const name of names) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.href);
}

/**
 * Starts the OIDC sign-in (signinRedirect) carrying the return state, continuePath included.
 * The sign-in library (about 20 kB) is fetched only now: after a successful login, or when
 * the identity service already knows the parent.
 */
export async function startOidcSignIn(returnState: ReturnState): Promise<void> {
  const { redirectToLogin } = await import('../../lib/session/signInRedirect.ts');
  await redirectToLogin({ ...returnState });
}
