import type { Onboarding, OnboardingPageState } from '../../lib/onboarding/store.ts';
import Field from './Field.tsx';
import FormError from './FormError.tsx';
import { text, type OnboardingConfig } from './texts.ts';
import { useFocusFirstProblem } from '../forms/useFocusFirstProblem.ts';

const fieldIds = ['onboarding-countrycode', 'onboarding-phone'];

/** AddPhone (spec §2): calling code and number, saved with UpdateProfile. */
export default function PhoneStep({
  state,
  onboarding,
  config,
}: {
  state: OnboardingPageState;
  onboarding: Onboarding;
  config: OnboardingConfig;
}) {
  const { texts } = config;
  const form = state.phone;
  const formRef = useFocusFirstProblem(form.failedAttempts, fieldIds, form.problems);
  return (
    <>
      <p>{texts.phone.text}</p>
      <form
        ref={formRef}
        className="onboarding-form"
        noValidate
        aria-busy={form.saving}
        onSubmit={(event) => {
          event.preventDefault();
          void onboarding.savePhone();
        }}
      >
        <div className="onboarding-form__row">
          <Field
            id="onboarding-countrycode"
            label={texts.phone.callingCode}
            problem={form.problems.countrycode}
            texts={texts}
          >
            {(props) => (
              <select
                {...props}
                autoComplete="tel-country-code"
                value={form.values.countrycode}
                onChange={(event) => onboarding.setPhone('countrycode', event.target.value)}
              >
                {config.callingCodes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
                {!config.callingCodes.some((option) => option.value === form.values.countrycode) && (
                  <option value={form.values.countrycode}>{form.values.countrycode}</option>
                )}
              </select>
            )}
          </Field>
          <Field
            id="onboarding-phone"
            label={texts.phone.number}
            hint={texts.phone.numberHint}
            problem={form.problems.phone}
            texts={texts}
          >
            {(props) => (
              <input
                {...props}
                // tel-national is a Text-group autofill name, which HTML allows on text inputs only;
                // inputMode still brings up the phone keypad.
                type="text"
                inputMode="tel"
                autoComplete="tel-national"
                value={form.values.phone}
                onChange={(event) => onboarding.setPhone('phone', event.target.value)}
              />
            )}
          </Field>
        </div>
        <FormError form={form} config={config} />
        <div className="onboarding-actions">
          <button type="submit" className="button button--primary" disabled={form.saving || state.moving}>
            {form.saving ? text(texts, 'saving') : texts.phone.save}
          </button>
          <button
            type="button"
            className="button"
            disabled={form.saving || state.moving}
            onClick={() => void onboarding.moveOn()}
          >
            {texts.skip}
          </button>
        </div>
      </form>
    </>
  );
}
