import { fetchMe } from '../lib/api/userClient.ts';
import type { SessionState } from '../lib/session/state.ts';
import { $session } from '../stores/session.ts';
import { signedInHttp } from './signedInHttp.ts';

/** The session once it has decided: a parent, or nobody (signing out counts as nobody). */
function decidedSession(): Promise<SessionState> {
  return new Promise((resolve) => {
    const decided = (session: SessionState) =>
      session.status !== 'uninitialized' && session.status !== 'loading';
    if (decided($session.get())) return resolve($session.get());
    const stop = $session.listen((session) => {
      if (!decided(session)) return;
      stop();
      resolve(session);
    });
  });
}

/**
 * The signed-in parent's address when their account says it is confirmed (User/Me's
 * `emailconfirmed`), else null: signed out, not confirmed yet, or the main API not answering
 * as it should (then the page keeps the link's own notice, which offers a new link).
 */
export async function confirmedAccountAddress(): Promise<string | null> {
  const session = await decidedSession();
  if (session.status !== 'signedIn') return null;
  try {
    const me = await fetchMe(signedInHttp());
    return me?.emailconfirmed === true && me.email ? me.email : null;
  } catch {
    return null;
  }
}
