import type { EnvironmentName } from '../../config/environments.ts';

/**
 * Route guards (spec §5) are pure functions from what the browser knows about the page being
 * opened to a decision, like the login guard (lib/session/loginGuard.ts); `applyGuards.ts`
 * is the one place that reads the browser and acts on a decision.
 */
export interface GuardInput {
  /** The address being opened (location.href); a path with query also works. Garbage counts as no parameters. */
  url: string;
  /** The history entry's navigation state (history.state): anything, often null. */
  state: unknown;
  environment: EnvironmentName;
  /** Current time in epoch milliseconds, for the `_t` cache-buster. */
  now: number;
}

export type GuardDecision = { allow: true } | { redirectTo: string };

export type Guard = (input: GuardInput) => GuardDecision;

export const allow: GuardDecision = Object.freeze({ allow: true });

export function isRedirect(decision: GuardDecision): decision is { redirectTo: string } {
  return 'redirectTo' in decision;
}

/** The first guard that redirects decides; the page opens only when every guard allows it. */
export function runGuards(guards: readonly Guard[], input: GuardInput): GuardDecision {
  for (const guard of guards) {
    const decision = guard(input);
    if (isRedirect(decision)) return decision;
  }
  return allow;
}
