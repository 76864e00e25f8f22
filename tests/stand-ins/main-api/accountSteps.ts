import type { AccountProgress } from '../../../src/lib/api/types/profile.ts';
import type { OnboardingNextStep } from '../../../src/lib/api/types/returnState.ts';
import type { StandInAccount } from '../seed/state.ts';

/**
 * What an account still lacks, in one list that both answers read, so they never disagree:
 * the onboarding status (its phone and children steps) and user gathering's account progress
 * (every step). Onboarding's steps come first, in the order it asks them, so the progress's
 * next step is the onboarding's next step while it has one; then the e-mail address and the
 * preferred play centre, which the account site keeps.
 */
function accountSteps(account: StandInAccount): [string, boolean][] {
  const { user } = account;
  return [
    ['AddPhone', Boolean(user.phone)],
    ['AddChildren', account.children.length > 0],
    ['ConfirmEmail', user.emailconfirmed === true],
    ['ChoosePlayground', Boolean(user.preferredplaycenterid)],
  ];
}

const onboardingSteps: readonly string[] = ['AddPhone', 'AddChildren'] satisfies OnboardingNextStep[];

/** How far an account has come (spec §3 accountProgress): 100 exactly when nothing remains. */
export function accountProgress(account: StandInAccount): AccountProgress {
  const steps = accountSteps(account);
  const remainingSteps = steps.filter(([, done]) => !done).map(([name]) => name);
  return {
    percentage: Math.round(((steps.length - remainingSteps.length) / steps.length) * 100),
    nextStep: remainingSteps[0] ?? null,
    remainingSteps,
  };
}

/** What onboarding still needs from an account, in the order it asks (spec §2). */
export function remainingOnboardingSteps(account: StandInAccount): OnboardingNextStep[] {
  return (
    accountProgress(account).remainingSteps?.filter((step): step is OnboardingNextStep =>
      onboardingSteps.includes(step),
    ) ?? []
  );
}
