import { atom, computed } from 'nanostores';

/**
 * The sign-in session as the rest of the product sees it (spec §4). src/lib/session does the
 * work with oidc-client-ts, loaded on demand; the shell only reads `$session` and calls
 * `signOut`. Signing in starts on our sign-in page, which every sign-in control links to.
 */
export type SessionStatus = 'uninitialized' | 'loading' | 'signedOut' | 'signedIn';

/** The application user (GET /api/User/Me) plus roles, as the UI needs it (spec §3). */
export interface SessionUser {
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  culture: string | null;
  roles: string[];
}

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

export const $session = atom<SessionState>({ status: 'uninitialized', user: null });

/** Authenticated is true when a user exists (spec §4). */
export const $isAuthenticated = computed($session, (session) => session.user !== null);

/** The return state a sign-in carries (spec §2, §3). */
export interface SignInOptions {
  /** Return-state intent; Default when not given. */
  intent?: string;
  /** Return-state origin; None when not given. */
  origin?: string;
  /** Where to come back to after signing in; judged before it is followed. */
  continuePath?: string | null;
}

/** Signs out at the provider and locally (spec §4). */
export async function signOut(): Promise<void> {
  const { signOutEverywhere } = await import('../lib/session/controller.ts');
  await signOutEverywhere();
}
