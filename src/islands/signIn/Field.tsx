import type { ReactNode } from 'react';
import type { FieldProblem } from '../../lib/signIn/forms.ts';
import { problemText, type SignInTexts } from './texts.ts';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface Props {
  id: string;
  label: string;
  hint?: ReactNode;
  problem: FieldProblem | undefined;
  texts: Pick<SignInTexts, 'problems'>;
  /** The control, given `id`, `aria-invalid` and `aria-describedby` (hint, then problem). */
  children: (props: ControlProps) => ReactNode;
}

/** A labelled field with its hint and problem, tied to the control for screen readers. */
export default function Field({ id, label, hint, problem, texts, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  const describedBy = [hintId, problemId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={problem ? 'sign-in-field sign-in-field--invalid' : 'sign-in-field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(problem), 'aria-describedby': describedBy })}
      {hint && (
        <div id={hintId} className="sign-in-field__hint">
          {hint}
        </div>
      )}
      {problem && (
        <p id={problemId} className="sign-in-field__problem">
          {problemText(problem, texts)}
        </p>
      )}
    </div>
  );
}
