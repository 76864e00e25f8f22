import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { RegisterNotice as Notice } from '../../lib/register/registerStore.ts';
import { createCountdown } from '../../lib/timers/countdownStore.ts';
import { around, fill } from '../signIn/texts.ts';
import type { RegisterPageConfig } from './texts.ts';

interface Props {
  notice: Notice | null;
  config: Pick<RegisterPageConfig, 'texts' | 'errors'>;
  /** The sign-in page for an address, carrying the return state. */
  signInHref: (email: string) => string;
}

/**
 * The message about the whole form, announced as an alert: the region is always in the page
 * (empty when all is well), so screen readers announce what appears in it. It sits just above
 * the button, where the parent's eyes are when they submit.
 */
export default function RegisterNotice({ notice, config, signInHref }: Props) {
  return (
    <div role="alert" className={notice ? 'sign-in-notice' : 'sign-in-notice sign-in-notice--empty'}>
      {notice && <NoticeBody notice={notice} config={config} signInHref={signInHref} />}
    </div>
  );
}

function NoticeBody({ notice, config, signInHref }: Props & { notice: Notice }) {
  const { notices } = config.texts;
  switch (notice.kind) {
    case 'fixFields':
      return (
        <>
          <p>{notices.fixFields}</p>
          {notice.otherMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </>
      );
    case 'duplicate':
      return (
        <>
          <p>{fill(notices.duplicate, { email: notice.email })}</p>
          <p>
            <a href={signInHref(notice.email)}>{fill(notices.duplicateAction, { email: notice.email })}</a>
          </p>
        </>
      );
    case 'registeredNotSignedIn':
      return (
        <>
          <p>{notices.registeredNotSignedIn}</p>
          <p>
            <a href={signInHref(notice.email)}>{fill(notices.registeredSignIn, { email: notice.email })}</a>
          </p>
        </>
      );
    case 'unavailable':
      return (
        <p>{notice.service === 'identity' ? notices.identityUnavailable : notices.mainApiUnavailable}</p>
      );
    case 'timeout':
      return <p>{notice.service === 'identity' ? notices.identityTimeout : notices.mainApiTimeout}</p>;
    case 'rateLimited':
      return notice.until === undefined ? (
        <p>{notices.rateLimitedNoTime}</p>
      ) : (
        <Wait until={notice.until} template={notices.rateLimited} />
      );
    case 'failed':
      return <p>{config.errors[notice.key]}</p>;
  }
}

/** The wait of a 429 counting down (mm:ss, spec §9), as a timer that is not read every second. */
function Wait({ until, template }: { until: number; template: string }) {
  const $countdown = useMemo(() => createCountdown(until), [until]);
  const countdown = useStore($countdown);
  const [before, after] = around(template, 'time');
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
