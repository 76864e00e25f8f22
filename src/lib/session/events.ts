import { applicationUserOf, signedOut, type SessionLogger } from './initialize.ts';
import type { OidcUserLike, SessionBackends, SessionManagerPort } from './ports.ts';
import type { SessionState } from './state.ts';

/** The UserManager events the session reacts to (spec §4, "Session events"). */
export interface SessionEventSource {
  addUserLoaded(callback: (user: OidcUserLike) => void): () => void;
  addUserUnloaded(callback: () => void): () => void;
  addUserSignedIn(callback: () => void): () => void;
  addUserSignedOut(callback: () => void): () => void;
}

/**
 * Wires the events: user loaded → reload the application user; user unloaded → signed out;
 * signed in elsewhere → silent sign-in; signed out elsewhere → remove the user (which unloads
 * it). Returns a function that unbinds them all.
 */
export function bindSessionEvents(
  events: SessionEventSource,
  manager: SessionManagerPort,
  backends: SessionBackends,
  setState: (state: SessionState) => void,
  logger: SessionLogger = { warn: () => undefined },
): () => void {
  const unbind = [
    events.addUserLoaded((user) => {
      applicationUserOf(user, backends).then(
        (appUser) => setState({ status: 'signedIn', user: appUser }),
        (error: unknown) => {
          logger.warn('The application user could not be reloaded; signing out locally', error);
          return manager.removeUser().catch(() => undefined);
        },
      );
    }),
    events.addUserUnloaded(() => setState(signedOut)),
    events.addUserSignedIn(() => {
      manager.signinSilent().catch(() => undefined);
    }),
    events.addUserSignedOut(() => {
      manager.removeUser().catch(() => setState(signedOut));
    }),
  ];
  return () => unbind.forEach((off) => off());
}

/**
 * Calls `onSignedOut` when the session goes from signed in to signed out (spec §4: the app
 * then sends the parent to login with intent SignOut and the current page as continue path).
 */
export function watchSignOut(
  subscribe: (listener: (state: SessionState) => void) => () => void,
  onSignedOut: () => void,
): () => void {
  let previous: SessionState['status'] | undefined;
  return subscribe((state) => {
    if (previous === 'signedIn' && state.status === 'signedOut') onSignedOut();
    previous = state.status;
  });
}
