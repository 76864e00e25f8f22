import type { ReactNode } from 'react';
import type { RegistrationFieldProblem } from '../../lib/register/form.ts';
import type { RegisterTexts } from './texts.ts';

export interface DescribedControl {
  id: string;
  'aria-describedby': string | undefined;
}

interface Props {
  id: string;
  label: string;
  hint?: string | undefined;
  /** Another element that describes the control (the password's rules), read after the hint. */
  describedBy?: string | undefined;
  /** The problem in words, shown under the control and tied to it. */
  problem: string | undefined;
  /** Shown under the control (the password rules, the play-centre list's state). */
  after?: ReactNode;
  children: (control: DescribedControl) => ReactNode;
}

/** The words of a field problem: our translated check, or the server's own messages. */
export function problemText(
  problem: RegistrationFieldProblem,
  texts: Pick<RegisterTexts, 'problems'>,
): string {
  return problem.kind === 'client' ? texts.problems[problem.key] : problem.messages.join(' ');
}

/**
 * A labelled field: hint, problem and any further description tied to the control by
 * `aria-describedby`, the problem first, so it is what a screen reader says after the label.
 */
export default function RegisterField({ id, label, hint, describedBy, problem, after, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  const described = [problemId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={problem ? 'sign-in-field sign-in-field--invalid' : 'sign-in-field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': described })}
      {problem && (
        <p id={problemId} className="sign-in-field__problem">
          {problem}
        </p>
      )}
      {hint && (
        <p id={hintId} className="sign-in-field__hint">
          {hint}
        </p>
      )}
      {after}
    </div>
  );
}
