import type { Logger } from '../log/logger.ts';
import type { OidcUserLike, SessionBackends, SessionManagerPort } from './ports.ts';
import { rolesOf } from './roles.ts';
import type { SessionState, SessionUser } from './state.ts';

export const signedOut: SessionState = { status: 'signedOut', user: null };

/** Where the session reports what went wrong; only warnings: the parent just stays signed out. */
export type SessionLogger = Pick<Logger, 'warn'>;

const quiet: SessionLogger = { warn: () => undefined };

/** The application user of an OIDC user, with the roles of both (spec §6). */
export async function applicationUserOf(user: OidcUserLike, backends: SessionBackends): Promise<SessionUser> {
  const appUser = await backends.loadApplicationUser(user.access_token);
  return {
    firstname: appUser.firstname,
    lastname: appUser.lastname,
    username: appUser.username,
    culture: appUser.culture,
    roles: rolesOf(user.profile.role, appUser.roles),
  };
}

/**
 * Session initialization exactly as spec §4: clear stale sign-in state; look for a stored
 * user; a valid, unexpired one is confirmed with the provider's login status (a failed check
 * counts as signed out); an expired one is removed; with no usable stored user a silent
 * sign-in is tried; then the application user is loaded with the access token. Any failure
 * removes the stored user and leaves the session signed out. Never throws.
 *
 * An expired user is removed and then treated as no stored user, so a silent sign-in can
 * still restore the session while the provider remembers the parent.
 */
export async function initializeSession(
  manager: SessionManagerPort,
  backends: SessionBackends,
  logger: SessionLogger = quiet,
  /** False after a sign-out in this browser: the provider's session is not taken up by itself. */
  silent = true,
): Promise<SessionState> {
  try {
    await manager.clearStaleState();
    let user = await manager.getUser();
    if (user && user.expired) {
      await manager.removeUser();
      user = null;
    } else if (user) {
      const loggedIn = await backends.isLoggedIn().catch(() => false);
      if (!loggedIn) {
        await manager.removeUser();
        return signedOut;
      }
    }
    if (!user && silent) user = await manager.signinSilent().catch(() => null);
    if (!user) return signedOut;
    return { status: 'signedIn', user: await applicationUserOf(user, backends) };
  } catch (error) {
    // Signed out is the promised outcome; on-call still needs to know why (application user,
    // storage), and that a session was lost.
    logger.warn('The session could not be initialized; continuing signed out', error);
    await manager.removeUser().catch(() => undefined);
    return signedOut;
  }
}
