import { useStore } from '../useStore.ts';
import { useMemo } from 'react';
import { site } from '../../config/site.ts';
import { IdentityClient } from '../../lib/api/identityClient.ts';
import { identityHttp } from '../../lib/api/serviceHttp.ts';
import { createResend, type ResendState } from '../../stores/emailResend.ts';
import { log } from '../../lib/log/log.ts';
import { createCountdown } from '../../stores/countdown.ts';
import { text, type OnboardingConfig } from './texts.ts';
import { fill } from '../../i18n/fill.ts';

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
    <section className="onboarding-reminder" aria-labelledby="onboarding-reminder-heading">
      <h2 id="onboarding-reminder-heading">{texts.emailReminder.heading}</h2>
      <p>{text(texts, 'emailReminder.text', { email })}</p>
      <SendButton state={state} config={config} onSend={() => void resend.request(null)} />
      <p role="status" className="onboarding-reminder__status">
        {statusText(state, email, config)}
      </p>
    </section>
  );
}

function statusText(state: ResendState, email: string, config: OnboardingConfig): string {
  const { resend } = config;
  switch (state.phase) {
    case 'sent':
      return text(config.texts, 'emailReminder.sent', { email });
    case 'tooSoon':
      return resend.tooSoon;
    case 'failed':
      if (state.problem === 'unavailable' || state.problem === 'timeout') return resend[state.problem];
      if (state.problem === 'fields') return state.messages.join(' ');
      return state.problem && state.problem in config.errors
        ? config.errors[state.problem as keyof OnboardingConfig['errors']]
        : '';
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
  const $countdown = useMemo(() => createCountdown(state.waitUntil ?? 0), [state.waitUntil]);
  const countdown = useStore($countdown);
  const waiting = state.waitUntil !== null && !countdown.done;
  return (
    <button type="button" className="button" disabled={state.phase === 'sending' || waiting} onClick={onSend}>
      {state.phase === 'sending'
        ? resend.sending
        : waiting
          ? fill(resend.wait, { time: countdown.text })
          : resend.button}
    </button>
  );
}
