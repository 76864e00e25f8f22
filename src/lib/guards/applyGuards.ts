import { site } from '../../config/site.ts';
import { isRedirect, runGuards, type Guard, type GuardDecision, type GuardInput } from './guard.ts';

/** What the guards see of the page being opened in this browser. */
export function currentGuardInput(): GuardInput {
  return {
    url: window.location.href,
    state: window.history.state,
    environment: site.environment.name,
    now: Date.now(),
  };
}

/**
 * Acts on a decision: a refused visitor's history entry is replaced, so Back does not return
 * to a page that would only send them away again. Returns whether the page may show.
 */
export function applyDecision(
  decision: GuardDecision,
  navigate: (url: string) => void = (url) => window.location.replace(url),
): boolean {
  if (!isRedirect(decision)) return true;
  navigate(decision.redirectTo);
  return false;
}

/** Runs a page's guards in order (first refusal wins) and acts on the outcome. */
export function applyGuards(guards: readonly Guard[], input: GuardInput = currentGuardInput()): boolean {
  return applyDecision(runGuards(guards, input));
}
