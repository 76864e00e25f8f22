import type { FormState } from '../../lib/onboarding/store.ts';
import { text, type OnboardingConfig } from './texts.ts';

/** The failure of a whole form (spec §8 text by status), announced at once as an alert. */
export default function FormError<Values>({
  form,
  config,
}: {
  form: FormState<Values>;
  config: OnboardingConfig;
}) {
  if (!form.formError) return <div role="alert" className="onboarding-form__alert" />;
  const message =
    form.formError === 'fixFields' ? text(config.texts, 'fixFields') : config.errors[form.formError];
  return (
    <div role="alert" className="onboarding-form__alert">
      <p className="onboarding-form__error">{message}</p>
      {form.otherMessages.map((other) => (
        <p key={other} className="onboarding-form__error">
          {other}
        </p>
      ))}
    </div>
  );
}
