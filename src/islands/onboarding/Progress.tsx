import { percentage } from '../../lib/dates/localFormats.ts';
import type { AccountView, PageStep, Todo } from '../../lib/onboarding/accountView.ts';
import { text, type OnboardingTexts } from './texts.ts';

/** Where the e-mail reminder is on the page, for the to-do that points to it. */
export const reminderId = 'onboarding-reminder';

/**
 * Account progress (spec §3): how complete the account is and what is left, each to-do a link
 * or button to the step that does it. Everything shown comes from one view, so the percentage,
 * the list and the Continue step's "all set" never disagree.
 */
export default function Progress({
  account,
  texts,
  locale,
  onStep,
}: {
  account: AccountView;
  texts: OnboardingTexts;
  /** The page's locale: the percentage is written in its language ("60 %", "60%"). */
  locale: string;
  /** Shows a step of this page (a to-do's button). */
  onStep: (step: PageStep) => void;
}) {
  if (account.percentage === null && account.todos.length === 0) return null;
  return (
    <section
      className="onboarding-progress card"
      aria-labelledby="onboarding-progress-heading"
      data-testid="progress"
    >
      <h2 id="onboarding-progress-heading">{texts.progress.heading}</h2>
      {account.percentage !== null && (
        <>
          <p id="onboarding-progress-text">
            {text(texts, 'progress.percentage', { percentage: percentage(account.percentage, locale) })}
          </p>
          <progress
            max={100}
            value={account.percentage}
            aria-label={texts.progress.label}
            aria-describedby="onboarding-progress-text"
          />
        </>
      )}
      {account.todos.length > 0 && (
        <>
          <p id="onboarding-todos-heading">{texts.progress.remaining}</p>
          <ul className="onboarding-todos" aria-labelledby="onboarding-todos-heading" data-testid="todos">
            {account.todos.map((todo) => (
              <li key={todo.key} data-todo={todo.key}>
                <TodoControl todo={todo} texts={texts} onStep={onStep} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function TodoControl({
  todo,
  texts,
  onStep,
}: {
  todo: Todo;
  texts: OnboardingTexts;
  onStep: (step: PageStep) => void;
}) {
  const words = todo.key === 'other' ? texts.progress.otherSteps : texts.progress.steps[todo.key];
  const { action } = todo;
  switch (action.kind) {
    case 'step':
      return (
        <button type="button" className="onboarding-todo" onClick={() => onStep(action.step)}>
          {words}
        </button>
      );
    case 'reminder':
      return (
        <a className="onboarding-todo" href={`#${reminderId}`}>
          {words}
        </a>
      );
    case 'link':
      return (
        <a className="onboarding-todo" href={action.href}>
          {words}
        </a>
      );
  }
}
