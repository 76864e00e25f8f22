import { atom, computed } from 'nanostores';
import { pageText } from '../lib/session/pageTexts.ts';
import type { SessionState, SignInOptions } from '../lib/session/state.ts';
import { showSnackbar } from './snackbar.ts';

/**
 * The sign-in session (spec §4; its shape in lib/session/state.ts). src/lib/session does the
 * work with oidc-client-ts, loaded on demand; the shell only reads `$session` and calls
 * `signIn` / `signOut`.
 */
export const $session = atom<SessionState>({ status: 'uninitialized', user: null });

/** Authenticated is true when a user exists (spec §4). */
export const $isAuthenticated = computed($session, (session) => session.user !== null);

/**
 * Starts sign-in: loads the session module (and oidc-client-ts) now if the idle start has not
 * yet, then redirects to the identity service. When that cannot start (the service is down),
 * the parent sees a translated snackbar at the top (spec §8) and stays on the page.
 */
export async function signIn(options?: SignInOptions): Promise<void> {
  try {
    const { redirectToLogin } = await import('../lib/session/controller.ts');
    await redirectToLogin(options);
  } catch {
    showSnackbar(pageText('session.signInUnavailable'), 'error');
  }
}

/** Signs out at the provider and locally (spec §4). */
export async function signOut(): Promise<void> {
  const { signOutEverywhere } = await import('../lib/session/controller.ts');
  await signOutEverywhere();
}
