import type { ReactNode } from 'react';
import type { ServiceTexts } from '../../lib/errors/serviceWords.ts';
import type { FieldProblem } from '../../lib/forms/fieldProblems.ts';
import type { SignInProblem } from '../../lib/signIn/forms.ts';
import Field from '../forms/Field.tsx';
import PasswordInput from './PasswordInput.tsx';
import type { SignInTexts } from './texts.ts';

interface Props {
  id: string;
  label: string;
  problem: FieldProblem<SignInProblem> | undefined;
  texts: Pick<SignInTexts, 'problems' | 'showPassword'>;
  service: ServiceTexts;
  /** `current-password` to sign in, `new-password` to set one: what password managers go by. */
  autoComplete: 'current-password' | 'new-password';
  /** The password rules, under the field and read with it (`rules.id`). */
  rules?: { id: string; list: ReactNode } | undefined;
  /**
   * The form's alert when what it says is about this field (a wrong password): the field is
   * marked invalid and read with it, where focus lands after the failed submit.
   */
  alertId?: string | undefined;
}

/** The sign-in pages' password field: labelled, with its problem, and a show-password toggle. */
export default function PasswordField({
  id,
  label,
  problem,
  texts,
  service,
  autoComplete,
  rules,
  alertId,
}: Props) {
  return (
    <Field
      id={id}
      label={label}
      problem={problem}
      words={(key) => texts.problems[key]}
      service={service}
      describedBy={[rules?.id, alertId].filter(Boolean).join(' ') || undefined}
      invalid={alertId !== undefined}
      after={rules?.list}
    >
      {(control) => (
        <PasswordInput
          {...control}
          name="password"
          autoComplete={autoComplete}
          showLabel={texts.showPassword}
        />
      )}
    </Field>
  );
}
