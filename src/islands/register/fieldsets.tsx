import type { InputHTMLAttributes, ReactNode } from 'react';
import { fill, piecesOf } from '../../i18n/fill.ts';
import type {
  RegistrationConsents,
  RegistrationField,
  RegistrationProblem,
} from '../../lib/register/form.ts';
import type { Register as RegisterFlow, RegisterState } from '../../stores/register.ts';
import Field, { CallingCodeSelect, phoneNumberInput } from '../forms/Field.tsx';
import PasswordRulesList from '../password/PasswordRulesList.tsx';
import PasswordInput from '../signIn/PasswordInput.tsx';
import type { RegisterPageConfig } from './texts.ts';

/** What each part of the registration form is given; `page` once the store exists in the browser. */
export interface FieldsetProps {
  state: RegisterState;
  page: { register: RegisterFlow } | null;
  config: RegisterPageConfig;
}

/** The consents a parent may give, each unticked until they tick it. */
export const consentNames: readonly (keyof RegistrationConsents)[] = [
  'information',
  'sms',
  'partnerInformation',
  'partnerSms',
];

/** Who the parent is and how to reach them: names, address, phone. */
export function ContactFields({ state, page, config }: FieldsetProps) {
  const { texts } = config;
  const { values } = state;
  const field = { state, config };
  return (
    <>
      <div className="register-form__row">
        <TextField
          field="firstName"
          label={texts.firstName}
          input={{ autoComplete: 'given-name' }}
          {...field}
        />
        <TextField
          field="lastName"
          label={texts.lastName}
          input={{ autoComplete: 'family-name' }}
          {...field}
        />
      </div>
      <TextField field="email" label={texts.email} hint={texts.emailHint} input={emailInput} {...field} />
      <div className="register-form__row register-form__row--phone">
        <CallingCodeSelect
          id="register-callingCode"
          label={texts.callingCode}
          name="callingCode"
          optional
          {...problemOf('callingCode', state, config)}
          choices={config.callingCodes}
          value={values.callingCode}
          onChange={(value) => page?.register.set('callingCode', value)}
        />
        <TextField
          field="phone"
          label={texts.phone}
          hint={texts.phoneHint}
          input={{ ...phoneNumberInput, required: false }}
          {...field}
        />
      </div>
    </>
  );
}

/** The new password, with the service's rules under it, ticked off as the parent types. */
export function PasswordField({ state, config }: FieldsetProps) {
  const { texts } = config;
  const { values } = state;
  return (
    <Field
      id="register-password"
      label={texts.password}
      describedBy="register-password-rules"
      {...problemOf('password', state, config)}
      after={
        <PasswordRulesList
          id="register-password-rules"
          rules={state.rules.status === 'ready' ? state.rules.value : null}
          status={state.rules.status}
          password={values.password}
          texts={config.rules}
        />
      }
    >
      {(described) => (
        <PasswordInput
          {...described}
          name="password"
          autoComplete="new-password"
          showLabel={texts.showPassword}
        />
      )}
    </Field>
  );
}

/** The consents, and the terms the parent accepts by registering. */
export function ConsentFields({ state, page, config }: FieldsetProps) {
  const { texts } = config;
  const { values } = state;
  return (
    <>
      <fieldset className="register-form__consents" aria-describedby="register-consents-hint">
        <legend>{texts.consentsLegend}</legend>
        {consentNames.map((name) => (
          <label key={name} className="register-form__consent">
            <input
              type="checkbox"
              name={name}
              checked={values.consents[name]}
              onChange={(event) => page?.register.setConsent(name, event.target.checked)}
            />
            <span>{fill(texts.consents[name], { brand: config.brand })}</span>
          </label>
        ))}
        <p id="register-consents-hint" className="field__hint">
          {texts.consentsHint}
        </p>
      </fieldset>
      <p className="register-form__terms">
        {withLinks(texts.terms, {
          terms: <a href={config.links.terms}>{texts.termsLink}</a>,
          privacy: <a href={config.links.privacyPolicy}>{texts.privacyLink}</a>,
        })}
      </p>
    </>
  );
}

const emailInput: InputHTMLAttributes<HTMLInputElement> = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
};

/** A typed field: uncontrolled (the form is read on submit), required unless `input` says not. */
function TextField({
  field,
  label,
  hint,
  input,
  state,
  config,
}: {
  field: 'firstName' | 'lastName' | 'email' | 'phone';
  label: string;
  hint?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  state: RegisterState;
  config: RegisterPageConfig;
}) {
  return (
    <Field id={`register-${field}`} label={label} hint={hint} {...problemOf(field, state, config)}>
      {(described) => <input {...described} name={field} type="text" required {...input} />}
    </Field>
  );
}

/** A field's problem, and the words for it: our translated check, or what the server said. */
function problemOf(field: RegistrationField, state: RegisterState, config: RegisterPageConfig) {
  return {
    problem: state.problems[field],
    words: (key: RegistrationProblem) => config.texts.problems[key],
    service: config.service,
  };
}

/** A template with placeholders replaced by elements (links inside a sentence). */
function withLinks(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return piecesOf(template).map((piece, index) =>
    index % 2 === 1 ? <span key={index}>{parts[piece] ?? piece}</span> : piece,
  );
}

/** The preferred play centre: this country's, by region, with the list's loading and failure. */
export function PlaygroundField({
  state,
  page,
  config,
}: {
  state: RegisterState;
  page: { register: RegisterFlow } | null;
  config: RegisterPageConfig;
}) {
  const { texts } = config;
  const list = state.playgrounds;
  const groups = list.status === 'ready' ? list.value : [];
  const statusText =
    list.status === 'loading'
      ? texts.playcentresLoading
      : list.status === 'failed'
        ? texts.playcentresFailed
        : undefined;
  return (
    <Field
      id="register-playcentre"
      label={texts.playcentre}
      hint={texts.playcentreHint}
      {...problemOf('playcentre', state, config)}
      after={
        <div className="register-form__list-status" aria-live="polite">
          {statusText && <p>{statusText}</p>}
          {list.status === 'failed' && (
            <button type="button" className="button" onClick={() => void page?.register.retryPlaygrounds()}>
              {texts.playcentresRetry}
            </button>
          )}
        </div>
      }
    >
      {(described) => (
        <select
          {...described}
          name="playcentre"
          autoComplete="off"
          required
          value={state.values.playcentre}
          onChange={(event) => page?.register.set('playcentre', event.target.value)}
        >
          <option value="">{texts.playcentreChoose}</option>
          {groups.map((group) => (
            <optgroup key={group.region} label={group.region}>
              {group.playgrounds.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}
