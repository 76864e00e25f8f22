import type { RegisterNotice as Notice } from '../../lib/register/registerStore.ts';
import RateLimitNotice from '../signIn/RateLimitNotice.tsx';
import { fill } from '../../i18n/fill.ts';
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
  const props = { email: 'email' in notice ? notice.email : '', signInHref };
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
      return <WithSignIn text={notices.duplicate} link={notices.duplicateAction} {...props} />;
    case 'registeredNotSignedIn':
      return <WithSignIn text={notices.registeredNotSignedIn} link={notices.registeredSignIn} {...props} />;
    case 'unavailable':
      return (
        <p>{notice.service === 'identity' ? notices.identityUnavailable : notices.mainApiUnavailable}</p>
      );
    case 'timeout':
      return <p>{notice.service === 'identity' ? notices.identityTimeout : notices.mainApiTimeout}</p>;
    case 'rateLimited':
      return <RateLimitNotice until={notice.until} texts={config.texts} />;
    case 'failed':
      return <p>{config.errors[notice.key]}</p>;
  }
}

/** A message about an address, and the way to sign in with it. */
function WithSignIn({
  text,
  link,
  email,
  signInHref,
}: {
  text: string;
  link: string;
  email: string;
  signInHref: (email: string) => string;
}) {
  return (
    <>
      <p>{fill(text, { email })}</p>
      <p>
        <a href={signInHref(email)}>{fill(link, { email })}</a>
      </p>
    </>
  );
}
