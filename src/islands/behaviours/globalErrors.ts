import { showErrorNotice } from '../../stores/notices.ts';

/**
 * Errors nobody caught still reach the visitor as a translated notice (spec §8), never as
 * silence or a stack trace. The browser still logs them too.
 */
export function startGlobalErrors(): void {
  addEventListener('error', (event) => showErrorNotice(event.error));
  addEventListener('unhandledrejection', (event) => showErrorNotice(event.reason));
}
