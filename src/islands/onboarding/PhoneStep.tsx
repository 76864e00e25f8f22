import type { Onboarding, OnboardingPageState } from '../../stores/onboarding.ts';
import Field, { CallingCodeSelect, phoneNumberInput } from '../forms/Field.tsx';
import FormAlert from '../forms/FormAlert.tsx';
import { alertProps, text, type OnboardingConfig } from './texts.ts';
import { useFormFocus } from '../forms/useFormFocus.ts';
import { useWait, waitingButton } from '../forms/useWait.ts';

const phoneFieldNames = ['countrycode', 'phone'] as const;
const controlName = (field: string) => `onboarding-${field}`;

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
  const waiting = useWait(form.notice);
  const formRef = useFormFocus(form, phoneFieldNames, controlName);
  return (
    <>
      <p>{texts.phone.text}</p>
      <form
        ref={formRef}
        className="onboarding-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The button says why it waits (the alert); Enter sends nothing meanwhile either.
          if (waiting) return;
          void onboarding.savePhone();
        }}
      >
        <div className="onboarding-form__row">
          <CallingCodeSelect
            id="onboarding-countrycode"
            label={texts.phone.callingCode}
            problem={form.problems.countrycode}
            words={(key) => text(texts, key)}
            service={config.service}
            choices={config.callingCodes}
            value={form.values.countrycode}
            onChange={(value) => onboarding.setPhone('countrycode', value)}
            keepUnknown
          />
          <Field
            id="onboarding-phone"
            label={texts.phone.number}
            hint={texts.phone.numberHint}
            problem={form.problems.phone}
            words={(key) => text(texts, key)}
            service={config.service}
          >
            {(props) => (
              <input
                {...props}
                {...phoneNumberInput}
                value={form.values.phone}
                onChange={(event) => onboarding.setPhone('phone', event.target.value)}
              />
            )}
          </Field>
        </div>
        <FormAlert notice={form.notice} {...alertProps(config, 'onboarding-phone-alert')} />
        <div className="onboarding-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={form.busy !== null || state.moving}
            {...waitingButton(waiting, 'onboarding-phone-alert')}
          >
            {form.busy !== null ? text(texts, 'saving') : texts.phone.save}
          </button>
          <button
            type="button"
            className="button"
            disabled={form.busy !== null || state.moving}
            onClick={() => void onboarding.moveOn()}
          >
            {texts.skip}
          </button>
        </div>
      </form>
    </>
  );
}
