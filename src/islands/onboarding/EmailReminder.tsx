import { useStore } from '../useStore.ts';
import { useMemo, type ReactNode } from 'react';
import { site } from '../../config/site.ts';
import { IdentityClient } from '../../lib/api/identityClient.ts';
import { identityHttp } from '../../lib/api/serviceHttp.ts';
import { createResend, resendWaitEnd, type ResendState } from '../../stores/emailResend.ts';
import { log } from '../../lib/log/log.ts';
import { createCountdown } from '../../stores/countdown.ts';
import { reminderId } from './Progress.tsx';
import { text, type OnboardingConfig } from './texts.ts';
import { fill } from '../../i18n/fill.ts';
import { serviceWords } from '../../lib/errors/serviceWords.ts';
import ServiceDetails from '../forms/ServiceDetails.tsx';

/**
 * While the account's address is unconfirmed (Me's `emailconfirmed`): a small reminder with
 * "send me a new link" (identity send-confirmation), which counts down for a minute after each
 * mail, as the service sends no more often.
 */
export default function EmailReminder({ email, config }: { email: string; config: OnboardingConfig }) {
  const resend = useMemo(() => {
    const identity = new IdentityClient(identityHttp(site.endpoints.identityApi));
    return createResend({
      send: () => identity.sendEmailConfirmation({ email, culture: config.locale }),
      report: (error) => log.warn('onboarding: new confirmation link', error),
    });
  }, [email]);
  const state = useStore(resend.$state);
  const { texts } = config;
  return (
    // The "confirm your email address" to-do links here; focus comes along, so it is read out.
    <section
      id={reminderId}
      tabIndex={-1}
      className="onboarding-reminder wraps-anywhere"
      aria-labelledby="onboarding-reminder-heading"
    >
      <h2 id="onboarding-reminder-heading">{texts.emailReminder.heading}</h2>
      <p>{text(texts, 'emailReminder.text', { email })}</p>
      <SendButton state={state} config={config} onSend={() => void resend.request(null)} />
      <p role="status" className="onboarding-reminder__status">
        {statusText(state, email, config)}
      </p>
    </section>
  );
}

/** What the status line says: the mail sent, a wait, or why it could not go. */
function statusText(state: ResendState, email: string, config: OnboardingConfig): ReactNode {
  const { resend } = config;
  if (state.sentTo) return text(config.texts, 'emailReminder.sent', { email });
  // The account's own address is sent, so only the server has something to say about it.
  const about = state.problems.email;
  if (about?.kind === 'server') {
    const { text: words, details } = serviceWords(about.notes, config.service);
    return (
      <>
        {words}
        <ServiceDetails details={details} />
      </>
    );
  }
  switch (state.notice?.kind) {
    case 'rateLimited':
      return resend.tooSoon;
    case 'unavailable':
    case 'timeout':
      return resend[state.notice.kind];
    case 'failed':
      return config.errors[state.notice.key];
    default:
      return '';
  }
}

function SendButton({
  state,
  config,
  onSend,
}: {
  state: ResendState;
  config: OnboardingConfig;
  onSend: () => void;
}) {
  const { resend } = config;
  const waitUntil = resendWaitEnd(state);
  const $countdown = useMemo(() => createCountdown(waitUntil ?? 0), [waitUntil]);
  const countdown = useStore($countdown);
  const waiting = waitUntil !== undefined && !countdown.done;
  // `aria-disabled`, not `disabled`: the button that turns into a countdown keeps the focus the
  // parent gave it (a `disabled` one drops it to the page); a press meanwhile does nothing.
  const resting = state.busy !== null || waiting;
  return (
    <button
      type="button"
      className="button"
      aria-disabled={resting || undefined}
      onClick={() => {
        if (!resting) onSend();
      }}
    >
      {state.busy ? resend.sending : waiting ? fill(resend.wait, { time: countdown.text }) : resend.button}
    </button>
  );
}
