import type { Ref } from 'react';
import type { ServiceTexts } from '../../lib/errors/serviceWords.ts';
import type { FieldProblem } from '../../lib/forms/fieldProblems.ts';
import type { SignInProblem } from '../../lib/signIn/forms.ts';
import Field from '../forms/Field.tsx';
import type { FormTexts } from './texts.ts';

interface Props {
  id: string;
  /** The field's label and the words for its checks. */
  texts: Pick<FormTexts, 'emailLabel' | 'problems'>;
  problem: FieldProblem<SignInProblem> | undefined;
  service: ServiceTexts;
  defaultValue: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * The e-mail field of every sign-in form: `autocomplete="username"`, so password managers
 * pair it with the password (on the password step and the reset form too), an e-mail keyboard
 * on phones, and no capital letter or spelling fix forced onto an address. Uncontrolled, like
 * the password: the form is read on submit.
 */
export default function EmailField({ id, texts, problem, service, defaultValue, inputRef }: Props) {
  return (
    <Field
      id={id}
      label={texts.emailLabel}
      problem={problem}
      words={(key) => texts.problems[key]}
      service={service}
    >
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          defaultValue={defaultValue}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
        />
      )}
    </Field>
  );
}
