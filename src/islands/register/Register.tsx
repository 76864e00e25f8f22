import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RegistrationValues } from '../../lib/register/form.ts';
import { registrationFields } from '../../lib/register/form.ts';
import { initialRegisterState, type Register as RegisterFlow } from '../../stores/register.ts';
import { flowSearch, type SignInFlow } from '../../lib/signIn/flow.ts';
import HeldForm, { useHeldSubmit } from '../signIn/HeldForm.tsx';
import { useStore } from '../useStore.ts';
import { useLoaderWhile } from '../useLoaderWhile.ts';
import { fill } from '../../i18n/fill.ts';
import { useFormFocus } from '../forms/useFormFocus.ts';
import { useWait, waitingButton } from '../forms/useWait.ts';
import FormAlert, { type FormAlertTexts } from '../forms/FormAlert.tsx';
import type { RegisterNotice } from '../../lib/register/answers.ts';
import type { RegisterPageConfig } from './texts.ts';
import { consentNames, ContactFields, ConsentFields, PasswordField, PlaygroundField } from './fieldsets.tsx';
import { createForPage } from './wiring.ts';
import { handEmailOn } from '../signIn/wiring.ts';

/** Fields typed into (uncontrolled: read from the form, so autofill and paste are never lost). */
const typedFields = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;
type TypedField = (typeof typedFields)[number];

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
    // A calling code picked before now (the number is judged by it), not the one drawn.
    const callingCode = element?.querySelector<HTMLSelectElement>('[name="callingCode"]');
    const picked = [...(callingCode?.selectedOptions ?? [])].some((option) => !option.defaultSelected);
    void created.register.start();
    created.register.adopt({
      ...typed,
      ...(picked && callingCode ? { callingCode: callingCode.value } : {}),
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
  const busy = state.busy !== null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button says why it waits (the alert); Enter in a field sends nothing meanwhile either.
    if (waiting) return;
    void current.current?.submit(typedIn(event.currentTarget));
  };
  const signInHref = `${config.paths.signIn}${page ? flowSearch(page.flow) : ''}`;
  const fields = { state, page, config };

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
        <ContactFields {...fields} />
        <PlaygroundField {...fields} />
        <PasswordField {...fields} />
        <ConsentFields {...fields} />
        <RegisterAlert notice={state.notice} config={config} signInHref={signInHref} />
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

/** The alert about the whole form, above its button; an address with an account links to sign-in. */
function RegisterAlert({
  notice,
  config,
  signInHref,
}: {
  notice: RegisterNotice | null;
  config: RegisterPageConfig;
  signInHref: string;
}) {
  const { texts } = config;
  return (
    <FormAlert
      id="register-alert"
      notice={notice}
      texts={alertTexts(notice, texts.notices)}
      errors={config.errors}
      service={config.service}
      locale={config.locale}
      className="sign-in-notice"
      own={(own) => <WithSignIn notice={own} texts={texts.notices} href={signInHref} />}
    />
  );
}

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
