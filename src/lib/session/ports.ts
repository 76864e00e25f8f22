import type { ApplicationUser } from '../api/types/user.ts';

/** The part of an oidc-client-ts `User` the session logic reads. */
export interface OidcUserLike {
  access_token: string;
  expired: boolean | undefined;
  profile: { role?: unknown; [claim: string]: unknown };
}

/**
 * The part of oidc-client-ts's `UserManager` the session logic uses. Kept this small so the
 * logic is tested with a fake, and the library itself is only loaded when a session is needed.
 */
export interface SessionManagerPort {
  clearStaleState(): Promise<void>;
  getUser(): Promise<OidcUserLike | null>;
  removeUser(): Promise<void>;
  signinSilent(): Promise<OidcUserLike | null>;
}

/** What the session needs from the back ends. */
export interface SessionBackends {
  /** The identity service's login status (GET /api/Authentication); failure means "not signed in". */
  isLoggedIn(): Promise<boolean>;
  /** The application user (GET /api/User/Me) with the access token. */
  loadApplicationUser(accessToken: string): Promise<ApplicationUser>;
}
