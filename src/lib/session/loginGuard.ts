import { parseIntent, parseOrigin } from '../returnState/values.ts';
import type { ReturnState } from '../returnState/query.ts';
import type { SessionState, SessionStatus } from './state.ts';

export type LoginGuardDecision =
  | { kind: 'wait' }
  | { kind: 'allow' }
  | { kind: 'redirect'; intent: string }
  /** Signed out while on the page: the sign-out watcher sends the parent on, saying so. */
  | { kind: 'signedOut' };

/**
 * The login route guard (spec §4, §6): a page that needs a signed-in parent waits while the
 * session is being found, opens for a signed-in parent, and otherwise sends the visitor to
 * login with the page's login intent (Default when it has none) and stays blocked.
 *
 * A parent signed out while on the page (`previous` was signed in: here, or in another tab)
 * is no visitor to send to login: the page stays blocked and the sign-out watcher
 * (controller.ts) sends them to the sign-in page with intent SignOut, which says they are
 * signed out, or signed out here only. Sending them on first, with the page's intent, would
 * land them there without a word.
 */
export function loginGuard(
  session: SessionState,
  intent: string | undefined,
  previous?: SessionStatus,
): LoginGuardDecision {
  if (session.status === 'uninitialized' || session.status === 'loading') return { kind: 'wait' };
  if (session.user !== null) return { kind: 'allow' };
  if (previous === 'signedIn') return { kind: 'signedOut' };
  return { kind: 'redirect', intent: intent && intent.trim() !== '' ? intent : 'Default' };
}

/**
 * The return state a guarded page sends to login. A page whose intent depends on how it was
 * reached (onboarding: `?intent=&origin=`) declares `data-login-intent-from="query"`: then a
 * known intent of its query wins over the declared one, and the query's origin travels along
 * (parsed, so garbage becomes the fallbacks, never text passed on to the identity service).
 */
export function guardReturnState(
  declared: string | undefined,
  from: string | undefined,
  search: string,
): Pick<ReturnState, 'intent'> & Partial<ReturnState> {
  if (from !== 'query') return { intent: parseIntent(declared) };
  const query = new URLSearchParams(search);
  const intent = parseIntent(query.get('intent'));
  return {
    intent: intent !== 'Default' ? intent : parseIntent(declared),
    origin: parseOrigin(query.get('origin')),
  };
}
