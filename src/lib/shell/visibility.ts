/**
 * Who may see an element (spec §2): mark it `data-when="signedIn|signedOut|nonProduction|development"`
 * and the rules in styles/shell.css hide it; the session part reads `<html data-session>`,
 * which islands/behaviours/sessionAttribute.ts sets from this.
 *
 * The session as visibility sees it. `pending` while the session is being checked: neither
 * the signed-in nor the signed-out variant shows, so nobody sees a sign-in button flash
 * before their own name, nor while a sign-out is under way. Before the session module starts (`uninitialized`) there is no
 * user, which the session store defines as signed out.
 */
export type SessionVisibility = 'signedIn' | 'signedOut' | 'pending';

export function sessionVisibility(session: { status: string; user: unknown }): SessionVisibility {
  if (session.user !== null) return 'signedIn';
  // Signing out shows neither: the parent's corner is gone, and "sign in" would come too soon.
  return session.status === 'loading' || session.status === 'signingOut' ? 'pending' : 'signedOut';
}
