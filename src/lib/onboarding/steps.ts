import { onboardingNextSteps, type OnboardingNextStep } from '../api/types/returnState.ts';
import type { OnboardingStatus } from '../api/types/user.ts';

/** A step name from the server, or undefined for anything this product does not know. */
export function knownStep(value: unknown): OnboardingNextStep | undefined {
  return onboardingNextSteps.find((step) => step === value);
}

/**
 * The step to show (spec §2 onboarding next steps): the server's next step, unless the parent
 * has already done or skipped it in this visit, in which case the next remaining step they
 * have not passed, and Continue when none is left. An unknown or missing step counts as
 * Continue: a parent is never stuck on a page that cannot show what the server asks for.
 */
export function chooseStep(
  status: OnboardingStatus | null,
  passed: readonly OnboardingNextStep[],
): OnboardingNextStep {
  const next = knownStep(status?.nextStep);
  if (next !== undefined && !passed.includes(next)) return next;
  const remaining = (status?.remainingSteps ?? []).map(knownStep);
  return (
    remaining.find((step): step is OnboardingNextStep => step !== undefined && !passed.includes(step)) ??
    'Continue'
  );
}

/** The step to ask the server for after leaving `current` (done or skipped). */
export function desiredStepAfter(
  remaining: readonly OnboardingNextStep[],
  passed: readonly OnboardingNextStep[],
): OnboardingNextStep {
  return remaining.find((step) => !passed.includes(step)) ?? 'Continue';
}

/**
 * What the server knows without asking it: no phone → AddPhone, no children → AddChildren.
 * Used when re-reading the status after a successful save fails, so the parent moves on.
 */
export function localRemainingSteps(hasPhone: boolean, childCount: number): OnboardingNextStep[] {
  return [
    ...(hasPhone ? [] : (['AddPhone'] as const)),
    ...(childCount > 0 ? [] : (['AddChildren'] as const)),
  ];
}
