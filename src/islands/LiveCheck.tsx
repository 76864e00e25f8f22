import { fill } from '../i18n/fill.ts';

/** How the live check of what the build drew is going (stores/articleCheckout.ts, stores/booking.ts). */
export type LiveCheckState = 'idle' | 'checking' | 'failed';

/**
 * Whether what a prerendered page shows (an article, a class) is the service's latest: the
 * page's script asks the main API once it runs. The line is always there, empty while idle,
 * so the page never moves for it (styles/global.css, `.live-check`).
 */
export default function LiveCheck({
  check,
  texts,
  builtOn,
}: {
  check: LiveCheckState;
  texts: { checking: string; notChecked: string };
  /**
   * The day the build asked, in the page's words (written by the build), said when the check
   * fails; null on a page the build did not draw.
   */
  builtOn: string | null;
}) {
  return (
    <p className="live-check" role="status" data-testid="live-check">
      {check === 'checking' && texts.checking}
      {check === 'failed' && fill(texts.notChecked, { date: builtOn ?? '' })}
    </p>
  );
}
