import type { AccountProgress } from '../api/types/profile.ts';
import type { OnboardingNextStep } from '../api/types/returnState.ts';

/**
 * How far the account has come, as the onboarding page shows it: one view, derived from all
 * the page knows, so that the percentage, the to-dos and "you're all set" never disagree.
 *
 * - "All set" only when nothing remains, and then the percentage is 100; while anything
 *   remains, never "all set" and never 100.
 * - Every to-do has the step that does it: a step of this page (a button back to it), the
 *   e-mail reminder on this page (its new-link button), or the account site, where the rest of
 *   the account is kept.
 */

/** A step the page shows itself: the phone and children forms. */
export type PageStep = Exclude<OnboardingNextStep, 'Continue'>;

/** What is left, by the name the page words it with (`progress.steps.*`, `progress.otherSteps`). */
export type TodoKey = PageStep | 'ConfirmEmail' | 'ChoosePlayground' | 'other';

export type TodoAction =
  /** A button that brings that step of this page back. */
  | { kind: 'step'; step: PageStep }
  /** A link to the e-mail reminder on this page, with its "send a new link" button. */
  | { kind: 'reminder' }
  /** A link to where it is done, off this page. */
  | { kind: 'link'; href: string };

export interface Todo {
  key: TodoKey;
  action: TodoAction;
}

export interface AccountView {
  /** A whole percentage, 0–100; null when the page cannot know it (the progress was not read). */
  percentage: number | null;
  /** What remains, in the order the page asks for it. */
  todos: Todo[];
  /** Nothing remains, by what the server and this visit say. */
  allSet: boolean;
}

export interface AccountFacts {
  /** The main API's account progress (user gathering), or null when it could not be read. */
  progress: AccountProgress | null;
  /** The onboarding status's remaining steps, as last read. */
  onboardingRemaining: readonly OnboardingNextStep[];
  /** Steps the parent completed in this visit (the phone saved, a child added). */
  completed: readonly OnboardingNextStep[];
  /** Me's `emailconfirmed` is true. */
  emailConfirmed: boolean;
  /** The e-mail reminder is on the page (the address is unconfirmed and known). */
  emailReminder: boolean;
  /** The account site's pages in the page's language: the account's details, and its start. */
  accountSite: { edit: string; home: string };
}

/** The steps the page can name, in the order it lists them: this page's first, as it asks them. */
const namedSteps = ['AddPhone', 'AddChildren', 'ConfirmEmail', 'ChoosePlayground'] as const;
type NamedStep = (typeof namedSteps)[number];

/** A step name as the server sends it, matched without regard to case; undefined for none. */
function stepName(value: unknown): NamedStep | string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  if (name === '' || name.toLowerCase() === 'continue') return undefined;
  return namedSteps.find((step) => step.toLowerCase() === name.toLowerCase()) ?? name;
}

const isNamed = (step: string): step is NamedStep => (namedSteps as readonly string[]).includes(step);

/** The server's remaining steps, its next step among them, each once. */
function serverSteps(progress: AccountProgress | null): string[] {
  if (!progress) return [];
  const names = [
    ...(Array.isArray(progress.remainingSteps) ? progress.remainingSteps : []),
    progress.nextStep,
  ]
    .map(stepName)
    .filter((name): name is string => name !== undefined);
  return [...new Set(names)];
}

function usablePercentage(progress: AccountProgress | null): number | null {
  const value = progress?.percentage;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(100, Math.max(0, value));
}

function actionFor(step: NamedStep, facts: AccountFacts): TodoAction {
  switch (step) {
    case 'AddPhone':
    case 'AddChildren':
      return { kind: 'step', step };
    case 'ConfirmEmail':
      // The reminder sends a new link; without an address to send to, the account site has it.
      return facts.emailReminder ? { kind: 'reminder' } : { kind: 'link', href: facts.accountSite.edit };
    case 'ChoosePlayground':
      return { kind: 'link', href: facts.accountSite.edit };
  }
}

export function accountView(facts: AccountFacts): AccountView {
  const server = serverSteps(facts.progress);
  // What remains: the server's steps, the onboarding's own, and an address Me says is
  // unconfirmed; less what the parent completed here, and an address Me says is confirmed.
  const left = new Set<string>([...server, ...facts.onboardingRemaining.flatMap((s) => stepName(s) ?? [])]);
  if (!facts.emailConfirmed) left.add('ConfirmEmail');
  else left.delete('ConfirmEmail');
  for (const step of facts.completed) left.delete(step);

  const named = namedSteps.filter((step) => left.has(step));
  const others = [...left].some((step) => !isNamed(step));
  const todos: Todo[] = [
    ...named.map((key) => ({ key, action: actionFor(key, facts) })),
    // Steps the page has no words for: their place is the account site.
    ...(others
      ? [{ key: 'other' as const, action: { kind: 'link' as const, href: facts.accountSite.home } }]
      : []),
  ];

  const reported = usablePercentage(facts.progress);
  if (reported === null) return { percentage: null, todos, allSet: false };
  if (left.size === 0) return { percentage: 100, todos: [], allSet: true };
  // Each step the server still counted but is done since weighs what one of its steps weighed.
  const doneSince = server.filter((step) => !left.has(step)).length;
  const perStep = server.length > 0 ? (100 - reported) / server.length : 0;
  const percentage = Math.min(99, Math.round(reported + perStep * doneSince));
  return { percentage, todos, allSet: false };
}
