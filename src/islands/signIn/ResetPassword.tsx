import { useEffect, useState, type FormEvent } from 'react';
import { site } from '../../config/site.ts';
import { UserClient } from '../../lib/api/userClient.ts';
import { mainApiHttp } from '../../lib/api/serviceHttp.ts';
import { createApiCaches } from '../../lib/cache/apiCaches.ts';
import { log } from '../../lib/log/log.ts';
import { flowSearch, type SignInFlow } from '../../lib/signIn/flow.ts';
import {
  flowWithRequest,
  forgetResetLink,
  forgetResetRequest,
  rememberedResetLink,
  rememberedResetRequest,
  rememberResetRequest,
  type ResetRequest,
} from '../../lib/signIn/handoff.ts';
import { askOtherTabs, openChannel } from '../../lib/signIn/resetRequestChannel.ts';
import HeldForm, { formValue, useHeldSubmit } from './HeldForm.tsx';
import { useStore } from '../useStore.ts';
import { resetLinkFrom } from '../../lib/signIn/resetLink.ts';
import {
  createPasswordReset,
  initialResetState,
  type PasswordResetFlow,
  type ResetState,
} from '../../stores/passwordReset.ts';
import { appStorage, tabStorage } from '../../lib/storage/appStorage.ts';
import PasswordRulesList from '../password/PasswordRulesList.tsx';
import EmailField from './EmailField.tsx';
import FormAlert from '../forms/FormAlert.tsx';
import PasswordField from './PasswordField.tsx';
import { alertProps, type ResetPageConfig } from './texts.ts';
import { around } from '../../i18n/fill.ts';
import { useFormFocus } from '../forms/useFormFocus.ts';
import { useWait, waitingButton } from '../forms/useWait.ts';
import { handEmailOn, identityClient, pageFlow, rememberResetFor } from './wiring.ts';

interface Page {
  reset: PasswordResetFlow;
  email: string | null;
  /** A reset request another tab of the site kept: the address and the way on, from now on. */
  learn(request: ResetRequest): void;
}

/** The flow of the link; a link without return state takes the one of the reset request. */
function linkFlow(): { flow: SignInFlow; email: string | null } {
  // An earlier release kept the request in this browser's storage: read no more, removed.
  forgetResetRequest(appStorage());
  const request = rememberedResetRequest(tabStorage());
  const query = new URLSearchParams(window.location.search);
  return {
    flow: flowWithRequest(pageFlow(), window.location.search, request),
    email: query.get('email') || request?.email || null,
  };
}

function createForPage(config: ResetPageConfig): Page | null {
  const link = resetLinkFrom(window.location.search, rememberedResetLink(window.sessionStorage));
  // Without a link the page script's route guard is already sending the parent on.
  if (!link) return null;
  const linked = linkFlow();
  const { email } = linked;
  let { flow } = linked;
  const identity = identityClient();
  const users = new UserClient(mainApiHttp(site.endpoints.mainApi), createApiCaches());
  const reset = createPasswordReset({
    api: {
      resetPassword: (request) => identity.resetPassword(request),
      forgotPassword: (request) => identity.forgotPassword(request),
      passwordRules: () => users.passwordOptions(),
    },
    navigation: {
      toSignIn: (address) => {
        forgetResetLink(window.sessionStorage);
        forgetResetRequest(tabStorage());
        // The address goes on in this tab's storage, never in the sign-in page's address.
        if (address) handEmailOn(address, true);
        window.location.assign(`${config.paths.signIn}${flowSearch(flow, { notice: 'passwordChanged' })}`);
      },
      toInbox: (address) => {
        rememberResetFor(address, flow.returnState);
        window.location.assign(`${config.paths.inbox}${flowSearch(flow, { reason: 'forgot' })}`);
      },
    },
    link,
    flow,
    email,
    locale: config.locale,
    report: (error) => log.warn('reset password', error),
  });
  const learn = (request: ResetRequest) => {
    // Kept in this tab too: a reload finds it, and the sign-in page after the reset gets it.
    rememberResetRequest(tabStorage(), request);
    flow = flowWithRequest(pageFlow(), window.location.search, request);
    reset.learned({ email: request.email, flow });
  };
  return { reset, email, learn };
}

/**
 * The reset page from the e-mail link: a new password for the link's code, with the server's
 * password rules ticked off while typing. Opening the page spends nothing; only saving does.
 */
export default function ResetPassword({ config }: { config: ResetPageConfig }) {
  // Created with the first render in the browser (none when prerendering), so a submit held
  // before hydration, replayed by the form's own effect, finds it there.
  const [page] = useState(() => (typeof window === 'undefined' ? null : createForPage(config)));
  const state = useStore(page?.reset.$state ?? null, { initial: initialResetState });
  // Shown after hydration only: the prerendered page cannot know it.
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    if (!page) return;
    setEmail(page.email);
    void page.reset.loadRules();
    // The mail's link opened in a new tab, which keeps no request: the tab that asked for the
    // mail may still be open, and knows the address (lib/signIn/resetRequestChannel.ts).
    const channel = page.email === null ? openChannel() : undefined;
    if (channel)
      void askOtherTabs(channel).then((request) => {
        if (!request) return;
        page.learn(request);
        setEmail(request.email);
      });
  }, []);
  const view = { state, reset: page?.reset ?? null, email, config };
  return state.phase === 'form' ? <NewPassword {...view} /> : <NewLink {...view} />;
}

interface ViewProps {
  state: ResetState;
  reset: PasswordResetFlow | null;
  /** The account's address, once known in the browser. */
  email: string | null;
  config: ResetPageConfig;
}

function NewPassword({ state, reset, email, config }: ViewProps) {
  const { texts } = config;
  const form = useFormFocus(state, ['password']);
  useHeldSubmit(form);
  const waiting = useWait(state.notice);
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waiting) return;
    void reset?.submitPassword(formValue(event.currentTarget, 'password'));
  };
  const [before, after] = around(texts.reset.forAccount, 'email');
  return (
    <HeldForm
      formRef={form}
      busy={state.busy !== null}
      onSubmit={submit}
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name === 'password') setTyped(target.value);
      }}
    >
      {/* Its line is kept while the address is not yet known, so nothing below moves. */}
      <p className="sign-in-account">
        {email && (
          <>
            {before}
            <strong className="sign-in-address">{email}</strong>
            {after}
          </>
        )}
      </p>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="email" autoComplete="username" value={email ?? ''} readOnly hidden />
      <PasswordField
        id="reset-password"
        label={texts.reset.passwordLabel}
        problem={state.problems.password}
        texts={texts}
        service={config.service}
        autoComplete="new-password"
        rules={{
          id: 'reset-password-rules',
          list: (
            <PasswordRulesList
              id="reset-password-rules"
              rules={state.rules.status === 'ready' ? state.rules.value : null}
              status={state.rules.status}
              password={typed}
              texts={config.rules}
            />
          ),
        }}
      />
      <FormAlert
        notice={state.notice}
        {...alertProps(config, 'reset-alert')}
        onRetry={state.retry === 'submit' ? () => form.current?.requestSubmit() : undefined}
      />
      <button
        type="submit"
        className="button button--primary sign-in-form__submit"
        {...waitingButton(waiting, 'reset-alert')}
      >
        {state.busy === 'reset' || state.busy === 'leaving' ? texts.reset.saving : texts.reset.save}
      </button>
    </HeldForm>
  );
}

/** The link no longer works: why, and a form to have a new one sent (the address kept if known). */
function NewLink({ state, reset, email, config }: ViewProps) {
  const { texts } = config;
  const form = useFormFocus(state, ['email']);
  useHeldSubmit(form);
  const waiting = useWait(state.notice);
  const expired = state.phase === 'expiredLink';
  useEffect(() => document.getElementById('reset-link-heading')?.focus(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waiting) return;
    void reset?.requestNewLink(formValue(event.currentTarget, 'email'));
  };
  return (
    <section aria-labelledby="reset-link-heading">
      <h2 id="reset-link-heading" tabIndex={-1}>
        {expired ? texts.reset.expiredLinkHeading : texts.reset.invalidLinkHeading}
      </h2>
      <p>{expired ? texts.reset.expiredLink : texts.reset.invalidLink}</p>
      <form
        ref={form}
        className="sign-in-form"
        method="post"
        noValidate
        data-busy={state.busy !== null || undefined}
        onSubmit={submit}
      >
        <EmailField
          id="reset-email"
          texts={texts}
          problem={state.problems.email}
          service={config.service}
          defaultValue={email ?? ''}
        />
        <FormAlert
          notice={state.notice}
          {...alertProps(config, 'reset-link-alert')}
          onRetry={state.retry === 'forgot' ? () => form.current?.requestSubmit() : undefined}
        />
        <button
          type="submit"
          className="button button--primary sign-in-form__submit"
          {...waitingButton(waiting, 'reset-link-alert')}
        >
          {state.busy === 'forgot' || state.busy === 'leaving' ? texts.sendingLink : texts.reset.newLink}
        </button>
      </form>
    </section>
  );
}
