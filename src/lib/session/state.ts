import type { ApplicationUser } from '../api/types/user.ts';

/**
 * The sign-in session as the rest of the product sees it (spec §4). The store `$session`
 * (src/stores/session.ts) holds one; the session logic here computes it and never imports the
 * store: whoever wires it up hands the store in.
 */
export type SessionStatus = 'uninitialized' | 'loading' | 'signedOut' | 'signedIn';

/** The application user (GET /api/User/Me) with the roles of both token and user (spec §3, §6). */
export type SessionUser = Omit<ApplicationUser, 'roles'> & { roles: string[] };

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}
