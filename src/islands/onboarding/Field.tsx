import type { ReactNode } from 'react';
import type { FieldProblem } from '../../lib/onboarding/forms.ts';
import { text, type OnboardingTexts } from './texts.ts';

interface Props {
  id: string;
  label: string;
  hint?: string | undefined;
  problem: FieldProblem | undefined;
  texts: OnboardingTexts;
  /** The control, given `id`, `aria-invalid` and `aria-describedby` by `controlProps`. */
  children: (props: ControlProps) => ReactNode;
}

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** The words of a problem: our translated check, or the server's own messages for the field. */
export function problemText(problem: FieldProblem, texts: OnboardingTexts): string {
  return problem.kind === 'client' ? text(texts, problem.key) : problem.messages.join(' ');
}

/** A labelled form field with its hint and its problem, tied to the control for screen readers. */
export default function Field({ id, label, hint, problem, texts, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={problem ? 'onboarding-field onboarding-field--invalid' : 'onboarding-field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="onboarding-field__hint">
          {hint}
        </p>
      )}
      {children({ id, name: id, 'aria-invalid': Boolean(problem), 'aria-describedby': describedBy })}
      {problem && (
        <p id={errorId} className="onboarding-field__error">
          {problemText(problem, texts)}
        </p>
      )}
    </div>
  );
}
