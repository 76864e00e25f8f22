import type { ApplicationUser } from '../api/types/user.ts';

/**
 * The sign-in session as the rest of the product sees it (spec §4). The store `$session`
 * (src/stores/session.ts) holds one; the session logic here computes it and never imports the
 * store: whoever wires it up hands the store in.
 */
/**
 * `signingOut` from the tap on sign-out until the page leaves for the sign-in page: the parent
 * is forgotten already, and the identity service is being told (lib/session/signOut.ts).
 */
export type SessionStatus = 'uninitialized' | 'loading' | 'signedOut' | 'signedIn' | 'signingOut';

/** The application user (GET /api/User/Me) with the roles of both token and user (spec §3, §6). */
export type SessionUser = Omit<ApplicationUser, 'roles'> & { roles: string[] };

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

/**
 * Whether the page must show nothing of a parent and offer nothing as one: signed out, or
 * signing out. Islands drop their personal views on it (the shop, the booking form, an order).
 */
export function isSignedOut(session: SessionState): boolean {
  return session.status === 'signedOut' || session.status === 'signingOut';
}
