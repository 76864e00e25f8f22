import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import type { ServiceNote } from '../../lib/errors/serviceCodes.ts';
import { serviceWords, type ServiceTexts } from '../../lib/errors/serviceWords.ts';
import type { ErrorTranslationKey } from '../../lib/errors/translationKey.ts';
import type { FormNotice } from '../../lib/forms/failedCall.ts';
import type { WaitTexts } from './RateLimitNotice.tsx';
import ServiceDetails from './ServiceDetails.tsx';

// A 429 is rare: its countdown is fetched when one comes, not with every form. Should even that
// fail, the wait is said without a time. Until it has come the alert stays silent, so a screen
// reader announces the notice once, with its time, not first without and then again with it.
const RateLimitNotice = lazy(() =>
  import('./RateLimitNotice.tsx').catch(() => ({
    default: ({ texts }: { texts: WaitTexts }) => <p>{texts.rateLimitedNoTime}</p>,
  })),
);

/** The words of the shared notices, in the form's page's texts. */
export interface FormAlertTexts {
  fixFields: string;
  /**
   * A service down or slow, and a rate limit. A form without words of its own for them shows
   * the spec's text of the failure's status instead (errors.network, general.error-unknown).
   */
  unavailable?: string;
  timeout?: string;
  wait?: WaitTexts;
  /** The label of the button that repeats what failed (`onRetry`). */
  tryAgain?: string;
}

interface Props<Notice extends { kind: string }> {
  notice: Notice | null;
  texts: FormAlertTexts;
  /** The page's BCP 47 locale (`sv-SE`, `en-FI`), for the words of a rate limit's wait. */
  locale: string;
  /** The region's id: the submit button is described by it while the form waits (useWait.ts). */
  id?: string | undefined;
  /** The spec's default error texts (errors.*, general.error-unknown), by key. */
  errors: Record<ErrorTranslationKey, string>;
  /** Our words for what the services say (i18n/serviceTexts.ts): a notice's notes are worded here. */
  service: ServiceTexts;
  /** The region's class; `--empty` is added while there is nothing to say. */
  className: string;
  /** The class of each message's paragraph. */
  messageClassName?: string | undefined;
  /** Shown with a notice a retry can fix (service down or slow). */
  onRetry?: (() => void) | undefined;
  /** The words of the form's own notices (those not in FormNotice). */
  own?: ((notice: Exclude<Notice, FormNotice>) => ReactNode) | undefined;
  /** More in the region: what the page says besides a notice (the last place gone meanwhile). */
  children?: ReactNode;
  regionRef?: Ref<HTMLDivElement> | undefined;
  testId?: string | undefined;
}

/**
 * The one message about a whole form, announced as an alert: the region is always in the page
 * (empty when all is well), so screen readers announce what appears in it. It sits above the
 * submit button, where the parent's eyes are when they submit. The form's own notices are
 * worded by `own`; everything else is worded here, the same way on every form.
 */
export default function FormAlert<Notice extends { kind: string }>(props: Props<Notice>) {
  const { notice, className, children, regionRef, testId, id } = props;
  // Each failed submit records a notice of its own (the engine's `refused`), even in the same
  // words as the last: its words are put in the region afresh, so a screen reader says them again.
  const attempt = notice ? attemptOf(notice) : 0;
  return (
    <div
      id={id}
      role="alert"
      className={notice || children ? className : `${className} ${className}--empty`}
      ref={regionRef}
      tabIndex={regionRef ? -1 : undefined}
      data-testid={testId}
    >
      {notice && <NoticeWords key={attempt} {...props} notice={notice} />}
      {notice && props.onRetry && props.texts.tryAgain && (
        <button type="button" className="button" onClick={props.onRetry}>
          {props.texts.tryAgain}
        </button>
      )}
      {children}
    </div>
  );
}

const attempts = new WeakMap<object, number>();
let lastAttempt = 0;

/** A number of each notice object, the same for as long as the form keeps that notice. */
function attemptOf(notice: object): number {
  let attempt = attempts.get(notice);
  if (attempt === undefined) {
    lastAttempt += 1;
    attempt = lastAttempt;
    attempts.set(notice, attempt);
  }
  return attempt;
}

const sharedKinds: ReadonlySet<string> = new Set([
  'fixFields',
  'rateLimited',
  'unavailable',
  'timeout',
  'failed',
]);

function NoticeWords<Notice extends { kind: string }>(props: Props<Notice> & { notice: Notice }) {
  const { notice, own } = props;
  if (!sharedKinds.has(notice.kind)) return <>{own?.(notice as Exclude<Notice, FormNotice>)}</>;
  return <SharedWords {...props} notice={notice as unknown as FormNotice} />;
}

function SharedWords({
  notice,
  texts,
  errors,
  service,
  locale,
  messageClassName,
}: Pick<Props<FormNotice>, 'texts' | 'errors' | 'service' | 'locale' | 'messageClassName'> & {
  notice: FormNotice;
}) {
  const paragraph = (words: string) => (
    <p key={words} className={messageClassName}>
      {words}
    </p>
  );
  // What the server said besides: our words, its own (for a code we have none for) quoted under them.
  const notes = (otherNotes: readonly ServiceNote[] = []) => {
    if (otherNotes.length === 0) return null;
    const { text, details } = serviceWords(otherNotes, service);
    return (
      <p className={messageClassName}>
        {text}
        <ServiceDetails details={details} />
      </p>
    );
  };
  switch (notice.kind) {
    case 'fixFields':
      return (
        <>
          {paragraph(texts.fixFields)}
          {notes(notice.otherNotes)}
        </>
      );
    case 'rateLimited':
      if (!texts.wait) return paragraph(errors['general.error-unknown']);
      if (notice.until === undefined) return paragraph(texts.wait.rateLimitedNoTime);
      return (
        <Suspense fallback={null}>
          <RateLimitNotice until={notice.until} texts={texts.wait} locale={locale} />
        </Suspense>
      );
    case 'unavailable':
    case 'timeout':
      return paragraph(texts[notice.kind] ?? errors['errors.network']);
    case 'failed':
      return (
        <>
          {paragraph(errors[notice.key])}
          {notes(notice.otherNotes)}
        </>
      );
  }
}
