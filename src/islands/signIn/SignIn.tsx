import { useEffect, useRef, useState, type FormEvent, type Ref, type RefObject } from 'react';
import { log } from '../../lib/log/log.ts';
import { liftSignedOutMark, signedOutHere } from '../../lib/session/signedOutMark.ts';
import { flowSearch } from '../../lib/signIn/flow.ts';
import HeldForm, { formValue, useHeldSubmit } from './HeldForm.tsx';
import { useStore } from '../useStore.ts';
import { $signOutUnfinished } from '../../stores/session.ts';
import {
  createSignIn,
  initialSignInPageState,
  type SignIn as SignInFlow,
  type SignInPageState,
} from '../../stores/signIn.ts';
import EmailField from './EmailField.tsx';
import FormAlert from '../forms/FormAlert.tsx';
import NoAccount from './NoAccount.tsx';
import PasswordField from './PasswordField.tsx';
import { alertProps, type SignInPageConfig } from './texts.ts';
import { useFormFocus } from '../forms/useFormFocus.ts';
import { useWait, waitingButton } from '../forms/useWait.ts';
import { fieldToRetype } from '../../lib/signIn/answers.ts';
import { useLoaderWhile } from '../useLoaderWhile.ts';
import {
  dropFromAddress,
  identityClient,
  pageFlow,
  rememberResetFor,
  signInDrafts,
  startOidcSignIn,
} from './wiring.ts';

/** The form's alert: the submit button is described by it while the form waits (a 429). */
const alertId = 'sign-in-alert';

/** Messages another page may ask this one to show (`?notice=`); anything else is ignored. */
const pageNotices = ['passwordChanged', 'resetLinkIncomplete', 'signedOut', 'signOutIncomplete'] as const;
type PageNotice = (typeof pageNotices)[number];

function createForPage(config: SignInPageConfig): SignInFlow {
  const flow = pageFlow();
  const identity = identityClient();
  return createSignIn({
    api: {
      isAuthenticated: () => identity.isAuthenticated(),
      status: (email) => identity.status(email),
      login: (credentials) => identity.login(credentials),
      forgotPassword: (request) => identity.forgotPassword(request),
    },
    navigation: {
      goTo: (url) => window.location.assign(url),
      startSignIn: startOidcSignIn,
      toInbox: (reason, email) => {
        rememberResetFor(email, flow.returnState);
        window.location.assign(`${config.paths.inbox}${flowSearch(flow, { reason })}`);
      },
    },
    flow,
    locale: config.locale,
    report: (error) => log.warn('sign-in', error),
    drafts: signInDrafts(),
    signedOutHere,
    liftSignedOutMark,
  });
}

/**
 * The sign-in page (spec §4): an e-mail step, then a password step. Prerendered with the
 * e-mail step; state and calls live in stores/signIn.ts, created in the browser.
 */
export default function SignIn({ config }: { config: SignInPageConfig }) {
  // Created with the first render in the browser (none when prerendering), so a submit held
  // before hydration, replayed by the form's own effect, finds it there.
  const [signIn] = useState(() => (typeof window === 'undefined' ? null : createForPage(config)));
  const [pageNotice, setPageNotice] = useState<PageNotice | null>(null);
  const state = useStore(signIn?.$state ?? null, { initial: initialSignInPageState });
  // Signed in: the loader shows until the sign-in service's redirect takes the page away.
  useLoaderWhile(state.busy === 'leaving');

  useEffect(() => {
    if (!signIn) return;
    const created = signIn;
    const query = new URLSearchParams(window.location.search);
    const notice = query.get('notice');
    const signedOut = pageFlow().returnState.intent === 'SignOut' ? 'signedOut' : null;
    setPageNotice(finishedIfSo(pageNotices.find((known) => known === notice) ?? signedOut));
    const email = query.get('email');
    // Seen once: a reload should neither repeat the notice nor keep an address in the bar.
    dropFromAddress('email', 'notice');
    void created.start(email);
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) created.resume();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  // The identity service has since ended the session of a sign-out it had not (the background
  // retry, lib/session/finishSignOut.ts): the notice says the sign-out is complete now.
  const unfinished = useStore($signOutUnfinished);
  useEffect(() => {
    if (!unfinished) setPageNotice(finishedIfSo);
  }, [unfinished]);

  const { texts } = config;
  return (
    <>
      {pageNotice && (
        <p role="status" className="sign-in-info">
          {texts.notices[pageNotice]}
        </p>
      )}
      {state.busy === 'leaving' && (
        <p role="status" className="sign-in-info">
          {texts.leaving}
        </p>
      )}
      {state.step === 'email' && <EmailStep state={state} signIn={signIn} config={config} />}
      {state.step === 'password' && <PasswordStep state={state} signIn={signIn} config={config} />}
      {state.step === 'signup' && (
        <NoAccount
          email={state.email}
          texts={texts}
          registerHref={`${config.registerPath}${flowSearch(pageFlow())}`}
          onOtherEmail={() => signIn?.useAnotherEmail()}
        />
      )}
      <p className="sign-in-form__hint">{texts.sharedComputerHint}</p>
    </>
  );
}

/** An unfinished sign-out's notice, unless its mark has come down meanwhile: then it is finished. */
function finishedIfSo(notice: PageNotice | null): PageNotice | null {
  return notice === 'signOutIncomplete' && !signedOutHere() ? 'signedOut' : notice;
}

interface StepProps {
  state: SignInPageState;
  signIn: SignInFlow | null;
  config: SignInPageConfig;
}

/** The address, on both steps, as the parent typed it. */
function StepEmail({
  state,
  config,
  inputRef,
}: Pick<StepProps, 'state' | 'config'> & { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <EmailField
      id="sign-in-email"
      texts={config.texts}
      problem={state.problems.email}
      service={config.service}
      defaultValue={state.email}
      inputRef={inputRef}
    />
  );
}

function EmailStep({ state, signIn, config }: StepProps) {
  const { texts } = config;
  const form = useFormFocus(state, ['email']);
  useHeldSubmit(form);
  const waiting = useWait(state.notice);
  const input = useRef<HTMLInputElement>(null);
  // An address from the page's own query (submitted before the page was ready) shows in the field.
  useEffect(() => {
    if (input.current && input.current.value === '' && state.email !== '') input.current.value = state.email;
  }, [state.email]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button says why it waits (its alert); Enter in the field sends nothing meanwhile either.
    if (waiting) return;
    void signIn?.submitEmail(formValue(event.currentTarget, 'email'));
  };
  const busy = state.busy === 'status' || state.busy === 'forgot' || state.busy === 'leaving';
  // Prerendered without a query (it works at the first tap); in the browser it carries the flow.
  const registerHref = `${config.registerPath}${signIn ? flowSearch(pageFlow()) : ''}`;
  return (
    <HeldForm formRef={form} busy={busy} onSubmit={submit} onInput={keepTypedEmail(signIn)}>
      <StepEmail state={state} config={config} inputRef={input} />
      <FormAlert
        notice={state.notice}
        {...alertProps(config, alertId)}
        onRetry={retryOf(state, form, signIn)}
      />
      <button
        type="submit"
        className="button button--primary sign-in-form__submit"
        {...waitingButton(waiting, alertId)}
      >
        {busy ? texts.checking : texts.continue}
      </button>
      <p className="sign-in-form__secondary">
        {texts.newHere} <a href={registerHref}>{texts.createAccount}</a>
      </p>
    </HeldForm>
  );
}

function PasswordStep({ state, signIn, config }: StepProps) {
  const { texts } = config;
  // After wrong credentials focus goes to the password, read with the alert that says so.
  const form = useFormFocus(state, ['email', 'password'], undefined, fieldToRetype);
  useHeldSubmit(form);
  const waiting = useWait(state.notice);
  // Arriving from the e-mail step, the password is what is asked next.
  useEffect(() => form.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waiting) return;
    const target = event.currentTarget;
    void signIn?.submitPassword(formValue(target, 'email'), formValue(target, 'password'));
  };
  const forgot = () => {
    if (form.current) void signIn?.forgotPassword(formValue(form.current, 'email'));
  };
  return (
    <HeldForm formRef={form} busy={state.busy !== null} onSubmit={submit} onInput={keepTypedEmail(signIn)}>
      <StepEmail state={state} config={config} />
      <PasswordField
        id="sign-in-password"
        label={texts.passwordLabel}
        problem={state.problems.password}
        texts={texts}
        service={config.service}
        autoComplete="current-password"
        alertId={state.notice && fieldToRetype(state.notice) === 'password' ? alertId : undefined}
      />
      <FormAlert
        notice={state.notice}
        {...alertProps(config, alertId)}
        onRetry={state.retry === 'forgot' ? forgot : retryOf(state, form, signIn)}
        own={() => <p>{texts.notices.wrongCredentials}</p>}
      />
      <button
        type="submit"
        className="button button--primary sign-in-form__submit"
        {...waitingButton(waiting, alertId)}
      >
        {state.busy === 'login' || state.busy === 'leaving' ? texts.signingIn : texts.submit}
      </button>
      <p className="sign-in-form__secondary">
        <button type="button" className="link-button" onClick={forgot}>
          {state.busy === 'forgot' ? texts.sendingLink : texts.forgotPassword}
        </button>
      </p>
    </HeldForm>
  );
}

/** Keeps the e-mail field for a reload as it is typed (the password never). */
function keepTypedEmail(signIn: SignInFlow | null) {
  return (event: FormEvent<HTMLFormElement>) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.name === 'email') signIn?.typed(field.value);
  };
}

/** What "Try again" does: the same submit with what is in the form now, or going on again. */
function retryOf(
  state: SignInPageState,
  form: RefObject<HTMLFormElement>,
  signIn: SignInFlow | null,
): (() => void) | undefined {
  if (state.retry === 'leave') return () => void signIn?.leave();
  if (state.retry === 'submit') return () => form.current?.requestSubmit();
  return undefined;
}
