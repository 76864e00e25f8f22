import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import {
  oidcAddressesFor,
  oidcScope,
  oidcStoragePrefix,
  renewSecondsBeforeExpiry,
  sessionCheckIntervalSeconds,
} from '../../config/oidc.ts';
import { site } from '../../config/site.ts';
import { signedOutHere } from './signedOutMark.ts';

let manager: UserManager | undefined;

/**
 * The one UserManager of this page, for this build's country and environment. This module
 * pulls in oidc-client-ts, so it is only imported when the protocol needs it (see boot.ts and
 * storedSession.ts); the access token is read from storage (storedUser.ts).
 */
export function userManager(): UserManager {
  if (!manager) {
    const addresses = oidcAddressesFor(site.endpoints);
    const store = new WebStorageStateStore({ prefix: oidcStoragePrefix, store: window.sessionStorage });
    manager = new UserManager({
      authority: addresses.authority,
      client_id: addresses.clientId,
      redirect_uri: addresses.redirectUri,
      silent_redirect_uri: addresses.silentRedirectUri,
      post_logout_redirect_uri: addresses.postLogoutRedirectUri,
      response_type: 'code',
      scope: oidcScope,
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: renewSecondsBeforeExpiry,
      monitorSession: true,
      checkSessionIntervalInSeconds: sessionCheckIntervalSeconds,
      userStore: store,
      stateStore: store,
      // A silent request that hangs (identity service down) must not hold the page for long.
      silentRequestTimeoutInSeconds: 8,
      // Sign-out does not go through the library (signOut.ts: local first, with time limits).
    });
    refuseSilentSignInWhileSignedOut(manager);
  }
  return manager;
}

/**
 * While a sign-out's mark is there (signedOutMark.ts) the identity service may still know the
 * parent, so no silent sign-in may take that session up: not the library's renewal timer, not
 * its session monitor's "signed in elsewhere", not a page's start, in any tab. The user it
 * would renew is forgotten instead. Only a sign-in the parent makes lifts the mark.
 */
function refuseSilentSignInWhileSignedOut(manager: UserManager): void {
  const signinSilent = manager.signinSilent.bind(manager);
  manager.signinSilent = async (args) => {
    if (!signedOutHere()) return signinSilent(args);
    await manager.removeUser();
    throw new Error('Signed out in this browser: no silent sign-in until the parent signs in');
  };
}
