import { useStore } from '../useStore.ts';
import { useEffect, useRef } from 'react';
import type { OnboardingNextStep } from '../../lib/api/types/returnState.ts';
import { localCalendarDay } from '../../lib/dates/calendarDay.ts';
import type { PageStep } from '../../lib/onboarding/accountView.ts';
import type { Onboarding as OnboardingFlow, OnboardingPageState } from '../../stores/onboarding.ts';
import ChildrenStep from './ChildrenStep.tsx';
import EmailReminder from './EmailReminder.tsx';
import PhoneStep from './PhoneStep.tsx';
import Progress from './Progress.tsx';
import { text, type OnboardingConfig } from './texts.ts';

interface Props {
  onboarding: OnboardingFlow;
  config: OnboardingConfig;
  continueHref: string;
}

/** A step's heading; Continue says "all set" only when nothing is left, else "that's all for now". */
function stepHeading(step: OnboardingNextStep, allSet: boolean): string {
  if (step === 'AddPhone') return 'phone.heading';
  if (step === 'AddChildren') return 'children.heading';
  return allSet ? 'continue.heading' : 'continue.laterHeading';
}

function announcement(state: OnboardingPageState, config: OnboardingConfig): string {
  if (state.phone.busy || state.child.busy) return text(config.texts, 'saving');
  if (!state.announcement) return '';
  return state.announcement.key === 'children.added'
    ? text(config.texts, 'children.added', { name: state.announcement.name })
    : text(config.texts, state.announcement.key);
}

/** Onboarding (spec §2, §3): progress, then the step the server says is next. */
export default function Onboarding({ onboarding, config, continueHref }: Props) {
  const state = useStore(onboarding.$state);
  const account = useStore(onboarding.$account);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<OnboardingNextStep | null>(null);
  const { texts } = config;

  // A new step takes focus to its heading, so it is read out; the first one leaves focus alone.
  useEffect(() => {
    if (state.phase !== 'ready') return;
    if (shownStep.current !== null && shownStep.current !== state.step) heading.current?.focus();
    shownStep.current = state.step;
  }, [state.phase, state.step]);

  // A to-do's button: its step, and focus to its heading (also when it is the step shown).
  const showStep = (step: PageStep) => {
    onboarding.goTo(step);
    heading.current?.focus();
  };
  const allSet = account?.allSet === true;

  return (
    <div
      className="onboarding"
      data-phase={state.phase}
      data-step={state.phase === 'ready' ? state.step : undefined}
      data-all-set={account ? String(allSet) : undefined}
    >
      <p role="status" className="onboarding__status">
        {state.phase === 'loading' ? texts.loading : announcement(state, config)}
      </p>
      {state.phase === 'failed' && (
        <div role="alert" className="onboarding__failed">
          <p>{texts.loadFailed}</p>
          <p>{state.loadError ? config.errors[state.loadError] : ''}</p>
          <button type="button" className="button button--primary" onClick={() => void onboarding.load()}>
            {texts.retry}
          </button>
        </div>
      )}
      {state.unconfirmedEmail && <EmailReminder email={state.unconfirmedEmail} config={config} />}
      {account && <Progress account={account} texts={texts} locale={config.locale} onStep={showStep} />}
      {state.phase === 'ready' && (
        <section className="onboarding-step card" aria-labelledby="onboarding-step-heading">
          <h2 id="onboarding-step-heading" ref={heading} tabIndex={-1}>
            {text(texts, stepHeading(state.step, allSet))}
          </h2>
          {state.step === 'AddPhone' && <PhoneStep state={state} onboarding={onboarding} config={config} />}
          {state.step === 'AddChildren' && (
            <ChildrenStep state={state} onboarding={onboarding} config={config} today={localCalendarDay()} />
          )}
          {state.step === 'Continue' && (
            <>
              <p>{allSet ? texts.continue.text : texts.continue.laterText}</p>
              <p className="onboarding-actions">
                <a className="button button--primary" href={continueHref} data-testid="continue">
                  {texts.continue.button}
                </a>
              </p>
            </>
          )}
        </section>
      )}
    </div>
  );
}
