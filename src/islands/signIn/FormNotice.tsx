import type { ErrorTranslationKey } from '../../lib/errors/translationKey.ts';
import type { ResetNotice } from '../../lib/signIn/resetStore.ts';
import type { FormNotice as Notice } from '../../lib/signIn/signInStore.ts';
import RateLimitNotice from './RateLimitNotice.tsx';
import type { FormTexts, IslandConfig } from './texts.ts';

interface Props {
  notice: Notice | ResetNotice | null;
  config: Pick<IslandConfig<FormTexts>, 'texts' | 'errors'>;
  /** Shown with the notices a retry can fix (service down or slow). */
  onRetry?: (() => void) | undefined;
}

/**
 * The message about a whole form, announced as an alert. The region is always in the page
 * (empty when all is well), so screen readers announce what appears in it.
 */
export default function FormNotice({ notice, config, onRetry }: Props) {
  const { texts, errors } = config;
  return (
    <div role="alert" className={notice ? 'sign-in-notice' : 'sign-in-notice sign-in-notice--empty'}>
      {notice && <NoticeBody notice={notice} texts={texts} errors={errors} />}
      {notice && onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {texts.tryAgain}
        </button>
      )}
    </div>
  );
}

function NoticeBody({
  notice,
  texts,
  errors,
}: {
  notice: Notice | ResetNotice;
  texts: FormTexts;
  errors: Record<ErrorTranslationKey, string>;
}) {
  switch (notice.kind) {
    case 'wrongCredentials':
      return <p>{texts.notices.wrongCredentials}</p>;
    case 'rateLimited':
      return <RateLimitNotice until={notice.until} texts={texts} />;
    case 'unavailable':
      return <p>{texts.notices.unavailable}</p>;
    case 'timeout':
      return <p>{texts.notices.timeout}</p>;
    case 'failed':
      return <p>{errors[notice.key]}</p>;
    case 'fixFields':
      return (
        <>
          <p>{texts.problems.fixFields}</p>
          {notice.otherMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </>
      );
  }
}
