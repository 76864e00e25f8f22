import { log } from '../../lib/log/log.ts';
import { uncaughtErrorKind } from '../../lib/shell/uncaughtErrors.ts';
import { showErrorNotice } from '../../stores/notices.ts';

/**
 * Errors nobody caught still reach the visitor as a translated notice (spec §8), never as
 * silence or a stack trace. The browser still logs them too. The browser's own reports on the
 * window (no thrown value: a ResizeObserver loop, another origin's "Script error.") are not
 * our failures: they are logged as a warning and the parent sees nothing.
 * No React: it must report on every page, errors thrown before React or by it included.
 */
export function startGlobalErrors(): void {
  addEventListener('error', (event) => {
    if (uncaughtErrorKind(event) === 'scriptError') showErrorNotice(event.error);
    else log.warn('shell: the browser reported', event.message);
  });
  addEventListener('unhandledrejection', (event) => showErrorNotice(event.reason));
}
