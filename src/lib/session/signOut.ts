import { storedKeys } from '../../config/storage.ts';
import { log } from '../log/log.ts';
import { tabStorage } from '../storage/appStorage.ts';
import { tellIdentityService, type SignOutTokens } from './identitySignOut.ts';
import { identitySignOutPorts, identitySignOutSettings } from './identitySignOutPorts.ts';
import { goToSignInPage } from './pageGuard.ts';
import { liftSignedOutMark } from './signedOutMark.ts';

/**
 * The second half of signing out (spec §4), after the parent was forgotten here and in every
 * other tab (forgetSession.ts `signOutLocally`, at the tap): the identity service is told, within
 * the limit, to revoke the tokens and, side by side, to end its session. The mark comes down
 * only when it has ended its session; otherwise this tab keeps the id token to end it later
 * (finishSignOut.ts), and the sign-in page says the sign-out is not finished there yet.
 * `$session` says `signingOut` all along: nothing may act as the parent.
 */
export async function tellIdentityServiceAndLeave(tokens: SignOutTokens): Promise<void> {
  const outcome = await tellIdentityService(tokens, identitySignOutSettings(), identitySignOutPorts());
  // Nothing in this browser holds the tokens any more; on-call should still know they live on.
  if (!outcome.revoked) log.warn('The identity service did not revoke the tokens in time at sign-out');
  if (outcome.ended) liftSignedOutMark();
  else {
    log.warn('The identity service did not end its session in time at sign-out; the mark stays');
    const { key, maxAgeMs } = storedKeys.signOutHint;
    if (tokens.idToken) tabStorage().set(key, tokens.idToken, { maxAgeMs });
  }
  goToSignInPage({ intent: 'SignOut' }, 'assign', outcome.ended ? undefined : 'signOutIncomplete');
}
