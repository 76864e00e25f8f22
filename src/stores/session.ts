import { atom, computed } from 'nanostores';
import type { SessionState } from '../lib/session/state.ts';

/**
 * The sign-in session (spec §4; its shape in lib/session/state.ts). src/lib/session does the
 * work with oidc-client-ts, loaded on demand; the shell only reads `$session` and calls
 * `signOut`. Signing in starts on our sign-in page, which every sign-in control links to.
 */
export const $session = atom<SessionState>({ status: 'uninitialized', user: null });

/** Authenticated is true when a user exists (spec §4). */
export const $isAuthenticated = computed($session, (session) => session.user !== null);

/** Signs out at the provider and locally (spec §4). */
export async function signOut(): Promise<void> {
  const { signOutEverywhere } = await import('../lib/session/controller.ts');
  await signOutEverywhere();
}
