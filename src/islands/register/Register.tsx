import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type {
  RegistrationConsents,
  RegistrationField,
  RegistrationProblem,
  RegistrationValues,
} from '../../lib/register/form.ts';
import { registrationFields } from '../../lib/register/form.ts';
import {
  initialRegisterState,
  type Register as RegisterFlow,
  type RegisterState,
} from '../../stores/register.ts';
import { flowSearch, type SignInFlow } from '../../lib/signIn/flow.ts';
import HeldForm, { useHeldSubmit } from '../signIn/HeldForm.tsx';
import { useStore } from '../useStore.ts';
import { useLoaderWhile } from '../useLoaderWhile.ts';
import PasswordRulesList from '../password/PasswordRulesList.tsx';
import PasswordInput from '../signIn/PasswordInput.tsx';
import { fill, piecesOf } from '../../i18n/fill.ts';
import { useFormFocus } from '../forms/useFormFocus.ts';
import { useWait, waitingButton } from '../forms/useWait.ts';
import Field from '../forms/Field.tsx';
import FormAlert, { type FormAlertTexts } from '../forms/FormAlert.tsx';
import type { RegisterNotice } from '../../lib/register/answers.ts';
import type { RegisterPageConfig } from './texts.ts';
import { createForPage } from './wiring.ts';
import { handEmailOn } from '../signIn/wiring.ts';

/** Fields typed into (uncontrolled: read from the form, so autofill and paste are never lost). */
const typedFields = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;
type TypedField = (typeof typedFields)[number];
const consentNames: readonly (keyof RegistrationConsents)[] = [
  'information',
  'sms',
  'partnerInformation',
  'partnerSms',
];

const isTyped = (name: string): name is TypedField => (typedFields as readonly string[]).includes(name);

function typedIn(form: HTMLFormElement): Pick<RegistrationValues, TypedField> {
  const data = new FormData(form);
  const text = (name: TypedField) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    password: text('password'),
  };
}

/**
 * The registration page (spec §3): prerendered as a real form that holds a submit made before
 * this island runs; state and calls live in stores/register.ts, made in the browser.
 */
export default function Register({ config }: { config: RegisterPageConfig }) {
  const [page, setPage] = useState<{ register: RegisterFlow; flow: SignInFlow } | null>(null);
  // The submit handler reads the store from here: a submit held before the island ran is
  // replayed by useHeldSubmit's effect, before a state update could reach the handler.
  const current = useRef<RegisterFlow | null>(null);
  const [initial] = useState(() => initialRegisterState(config.defaultCallingCode));
  const state = useStore(page?.register.$state ?? null, { initial });
  // Registered and signed in: the loader shows until the sign-in redirect takes the page away.
  useLoaderWhile(state.busy === 'leaving');

  // Declared before useHeldSubmit, so the store exists when it replays a held submit.
  useEffect(() => {
    const created = createForPage(config);
    current.current = created.register;
    const element = form.current;
    // What was typed before now wins over the draft; then the form shows what the store holds.
    const typed = element ? typedIn(element) : {};
    void created.register.start();
    created.register.adopt({
      ...typed,
      consents: Object.fromEntries(
        consentNames.map((name) => [
          name,
          element?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.checked,
        ]),
      ),
    });
    const { values } = created.register.$state.get();
    for (const name of typedFields) {
      const input = element?.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (input && input.value !== values[name]) input.value = values[name];
    }
    setPage(created);
  }, []);
  const form = useFormFocus(state, registrationFields);
  // An address that has an account goes on to the sign-in page in this tab, not in its link.
  const { notice } = state;
  useEffect(() => {
    if (notice && 'email' in notice) handEmailOn(notice.email, true);
  }, [notice]);
  useHeldSubmit(form);
  const waiting = useWait(state.notice);

  const { texts } = config;
  const { values } = state;
  const busy = state.busy !== null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button says why it waits (the alert); Enter in a field sends nothing meanwhile either.
    if (waiting) return;
    void current.current?.submit(typedIn(event.currentTarget));
  };
  const signInHref = `${config.paths.signIn}${page ? flowSearch(page.flow) : ''}`;
  const field = { state, config };

  return (
    <>
      <p className="sign-in-page__intro">
        {texts.haveAccount} <a href={signInHref}>{texts.signIn}</a>
      </p>
      {state.busy !== null && (
        <p role="status" className="sign-in-info">
          {texts.busy[state.busy]}
        </p>
      )}
      <HeldForm
        formRef={form}
        className="register-form"
        busy={busy}
        onSubmit={submit}
        onInput={(event) => {
          const target = event.target as HTMLInputElement;
          if (isTyped(target.name)) page?.register.set(target.name, target.value);
        }}
      >
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
          <Field
            id="register-callingCode"
            label={texts.callingCode}
            {...problemOf('callingCode', state, config)}
          >
            {(described) => (
              <select
                {...described}
                name="callingCode"
                autoComplete="tel-country-code"
                value={values.callingCode}
                onChange={(event) => page?.register.set('callingCode', event.target.value)}
              >
                {config.callingCodes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            field="phone"
            label={texts.phone}
            hint={texts.phoneHint}
            // tel-national is a Text-group autofill name, allowed on text inputs only; inputMode gives the keypad.
            input={{ type: 'text', inputMode: 'tel', autoComplete: 'tel-national', required: false }}
            {...field}
          />
        </div>
        <PlaycentreField state={state} page={page} config={config} />
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
        <FormAlert
          id="register-alert"
          notice={state.notice}
          texts={alertTexts(state.notice, texts.notices)}
          errors={config.errors}
          service={config.service}
          locale={config.culture}
          className="sign-in-notice"
          own={(notice) => (
            <WithSignIn
              notice={notice}
              texts={texts.notices}
              href={`${config.paths.signIn}${page ? flowSearch(page.flow) : ''}`}
            />
          )}
        />
        <button
          type="submit"
          className="button button--primary sign-in-form__submit"
          {...waitingButton(waiting, 'register-alert')}
        >
          {state.busy === null ? texts.submit : texts.busy[state.busy]}
        </button>
      </HeldForm>
    </>
  );
}

type NoticeTexts = RegisterPageConfig['texts']['notices'];

/** The shared notices in registration's words: which service is down or slow, and the wait. */
function alertTexts(notice: RegisterNotice | null, notices: NoticeTexts): FormAlertTexts {
  const identity = notice && 'service' in notice && notice.service === 'identity';
  return {
    fixFields: notices.fixFields,
    unavailable: identity ? notices.identityUnavailable : notices.mainApiUnavailable,
    timeout: identity ? notices.identityTimeout : notices.mainApiTimeout,
    wait: notices,
  };
}

/** An address that has an account now or already: what happened, and the way to sign in with it. */
function WithSignIn({
  notice,
  texts,
  href,
}: {
  notice: Extract<RegisterNotice, { email: string }>;
  texts: NoticeTexts;
  href: string;
}) {
  const duplicate = notice.kind === 'duplicate';
  const { email } = notice;
  return (
    <>
      <p>{fill(duplicate ? texts.duplicate : texts.registeredNotSignedIn, { email })}</p>
      <p>
        <a href={href}>{fill(duplicate ? texts.duplicateAction : texts.registeredSignIn, { email })}</a>
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
  field: TypedField;
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
function PlaycentreField({
  state,
  page,
  config,
}: {
  state: RegisterState;
  page: { register: RegisterFlow } | null;
  config: RegisterPageConfig;
}) {
  const { texts } = config;
  const list = state.playcentres;
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
            <button type="button" className="button" onClick={() => void page?.register.retryPlaycentres()}>
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
              {group.playcentres.map((choice) => (
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
