import { atom, computed, onSet } from 'nanostores';
import { signOutLocally } from '../lib/session/forgetSession.ts';
import type { SessionState } from '../lib/session/state.ts';

/**
 * The sign-in session (spec §4; its shape in lib/session/state.ts). src/lib/session does the
 * work with oidc-client-ts, loaded on demand; the shell only reads `$session` and calls
 * `signOut`. Signing in starts on our sign-in page, which every sign-in control links to.
 */
export const $session = atom<SessionState>({ status: 'uninitialized', user: null });

// Signing out is the page's last state: the page leaves for the sign-in page when it is done,
// and nothing (a renewal answering late, the library forgetting its user) may bring back a
// parent, or "signed out" with its sign-in button, before then.
onSet($session, ({ abort }) => {
  if ($session.get().status === 'signingOut') abort();
});

/** Authenticated is true when a user exists (spec §4). */
export const $isAuthenticated = computed($session, (session) => session.user !== null);

/**
 * Whether a sign-out in this browser still waits for the identity service to end its session
 * (lib/session/finishSignOut.ts): the sign-in page says so until it has.
 */
export const $signOutUnfinished = atom(false);

/**
 * Signs out (spec §4), local first: at the tap the page says "signing out", nothing acts as the
 * parent from then on, and this tab and every other one forget them, before any code for the
 * rest has arrived; then the identity service is told (lib/session/signOut.ts).
 */
export async function signOut(): Promise<void> {
  if ($session.get().status === 'signingOut') return;
  $session.set({ status: 'signingOut', user: null });
  const tokens = signOutLocally();
  let signOut: typeof import('../lib/session/signOut.ts');
  try {
    signOut = await import('../lib/session/signOut.ts');
  } catch {
    // No network for the code: the parent is signed out here already, and the page, loaded
    // anew, shows that (the mark keeps every page from signing anyone in by itself).
    window.location.reload();
    return;
  }
  await signOut.tellIdentityServiceAndLeave(tokens);
}
