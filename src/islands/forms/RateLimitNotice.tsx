import { useStore } from '../useStore.ts';
import { useMemo } from 'react';
import { createCountdown } from '../../stores/countdown.ts';
import { around } from '../../i18n/fill.ts';
import { formatDuration } from '../../lib/timers/duration.ts';

/** The three texts of a rate limit, in the words of the form's page. */
export interface WaitTexts {
  /** With a `{{time}}` placeholder, where the wait stands as words ("4 minutes and 59 seconds"). */
  rateLimited: string;
  rateLimitedNoTime: string;
  rateLimitOver: string;
}

interface Props {
  until: number | undefined;
  texts: WaitTexts;
  /** The page's BCP 47 locale (`sv-SE`, `en-FI`): the wait is written in its words. */
  locale: string;
}

/**
 * Too many attempts (429): its own message, never "wrong password", with the wait from
 * `Retry-After` as a duration in the page's words ("om 4 minuter och 59 sekunder"), never
 * `04:59`, which reads as a clock time. It sits in the form's alert, which announces it once;
 * the seconds tick on screen only (`aria-hidden`), and what a screen reader has is the wait in
 * whole minutes, rounded up, in a `timer` (not a live region), so nothing is read out every
 * second, and at most once a minute where a reader does not keep a timer quiet. When the time is
 * up the alert says the parent may try again, once.
 */
export default function RateLimitNotice({ until, texts, locale }: Props) {
  if (until === undefined) return <p>{texts.rateLimitedNoTime}</p>;
  return <Countdown until={until} texts={texts} locale={locale} />;
}

function Countdown({ until, texts, locale }: Props & { until: number }) {
  const $countdown = useMemo(() => createCountdown(until), [until]);
  const countdown = useStore($countdown);
  if (countdown.done) return <p>{texts.rateLimitOver}</p>;
  const [before, after] = around(texts.rateLimited, 'time');
  const left = countdown.seconds * 1000;
  return (
    <p>
      {before}
      <span className="sign-in-notice__time" aria-hidden="true" data-wait>
        {formatDuration(left, locale)}
      </span>
      <span role="timer" aria-live="off" className="visually-hidden">
        {formatDuration(left, locale, { precision: 'minute' })}
      </span>
      {after}
    </p>
  );
}
