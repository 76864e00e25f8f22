import type { ReactNode } from 'react';
import type { ServiceTexts } from '../../lib/errors/serviceWords.ts';
import type { FieldProblem } from '../../lib/forms/fieldProblems.ts';
import { fieldProblemText } from '../../lib/forms/fieldProblems.ts';
import ServiceDetails from './ServiceDetails.tsx';

interface Props<Key extends string> {
  id: string;
  label: string;
  /** A short help, under the label, so it is read before anything is typed. */
  hint?: string | undefined;
  /** The field's problem, worded under the control (a service's own words quoted under ours); none when fine. */
  problem: FieldProblem<Key> | undefined;
  /** The form's words for its own checks, by text key (with their placeholders filled in). */
  words: (key: Key) => string;
  /** Our words for what the services say, for a problem the server found. */
  service: ServiceTexts;
  /** Another element that describes the control (the password rules in `after`). */
  describedBy?: string | undefined;
  /**
   * Marked invalid without a problem of its own: what `describedBy` says is about it (sign-in's
   * "e-mail or password isn't right", in the form's alert, for the password).
   */
  invalid?: boolean | undefined;
  /** Shown under the control and its problem: the password rules, a list's loading state. */
  after?: ReactNode;
  /** The control, given these props; a control with a `name` of its own sets it after them. */
  children: (control: ControlProps) => ReactNode;
}

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * The one labelled form field of every form (sign-in, reset, registration, onboarding,
 * booking), styled once (`.field` in styles/global.css): label, hint, control, problem, then
 * anything `after`. The problem is worded here: our check's text (`words`), or what the server
 * said, in our words (`service`). The control is described by its problem first, so a screen
 * reader says what is wrong straight after the label, then the hint, then `describedBy`.
 */
export default function Field<Key extends string>({
  id,
  label,
  hint,
  problem: fieldProblem,
  words,
  service,
  describedBy,
  invalid,
  after,
  children,
}: Props<Key>) {
  const problem = fieldProblem && fieldProblemText(fieldProblem, words, service);
  const hintId = hint ? `${id}-hint` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  const described = [problemId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={problem ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children({
        id,
        name: id,
        'aria-invalid': Boolean(problem) || Boolean(invalid),
        'aria-describedby': described,
      })}
      {problem && (
        <p id={problemId} className="field__problem">
          {problem.text}
          <ServiceDetails details={problem.details} />
        </p>
      )}
      {after}
    </div>
  );
}
