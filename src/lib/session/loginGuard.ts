import type { SessionState } from '../../stores/session.ts';

export type LoginGuardDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; intent: string };

/**
 * The login route guard (spec §4, §6): a page that needs a signed-in parent waits while the
 * session is being found, opens for a signed-in parent, and otherwise sends the visitor to
 * login with the page's login intent (Default when it has none) and stays blocked.
 */
export function loginGuard(session: SessionState, intent: string | undefined): LoginGuardDecision {
  if (session.status === 'uninitialized' || session.status === 'loading') return { kind: 'wait' };
  if (session.user !== null) return { kind: 'allow' };
  return { kind: 'redirect', intent: intent && intent.trim() !== '' ? intent : 'Default' };
}
