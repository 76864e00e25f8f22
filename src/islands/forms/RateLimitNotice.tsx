import { useStore } from '../useStore.ts';
import { useMemo } from 'react';
import { createCountdown } from '../../stores/countdown.ts';
import { around } from '../../i18n/fill.ts';

/** The three texts of a rate limit, in the words of the form's page. */
export interface WaitTexts {
  /** With a `{{time}}` placeholder, where the countdown stands. */
  rateLimited: string;
  rateLimitedNoTime: string;
  rateLimitOver: string;
}

/**
 * Too many attempts (429): its own message, never "wrong password", with the wait from
 * `Retry-After` counting down (mm:ss, spec §9). The countdown is a `timer` (not announced
 * every second); when it reaches 00:00 the message says the parent may try again, once.
 */
export default function RateLimitNotice({ until, texts }: { until: number | undefined; texts: WaitTexts }) {
  if (until === undefined) return <p>{texts.rateLimitedNoTime}</p>;
  return <Countdown until={until} texts={texts} />;
}

function Countdown({ until, texts }: { until: number; texts: WaitTexts }) {
  const $countdown = useMemo(() => createCountdown(until), [until]);
  const countdown = useStore($countdown);
  if (countdown.done) return <p>{texts.rateLimitOver}</p>;
  const [before, after] = around(texts.rateLimited, 'time');
  return (
    <p>
      {before}
      <span role="timer" aria-live="off" className="sign-in-notice__time">
        {countdown.text}
      </span>
      {after}
    </p>
  );
}
