import { pageTimeoutMs } from '../lib/emailConfirmation/timing.ts';
import {
  confirmFromQuery,
  type PageView,
  type PostConfirmation,
} from '../lib/emailConfirmation/pageState.ts';
import type { ConfirmationOutcome } from '../lib/emailConfirmation/outcome.ts';
import { dismissNotice, showNotice } from '../stores/notices.ts';

/**
 * The e-mail-confirmation page's behaviour on its prerendered markup (no React: the page must
 * stay within the first-visit budget): read the link, post it to the Function, show the view
 * and the outcome's translated notice. Logic is in lib/emailConfirmation/pageState.ts.
 */
type Texts = Record<Exclude<ConfirmationOutcome, 'confirmed'>, string>;

const root = document.querySelector<HTMLElement>('[data-email-confirmation]');

const post =
  (functionPath: string): PostConfirmation =>
  async (request) => {
    const response = await fetch(functionPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(pageTimeoutMs),
    });
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, body };
  };

function show(page: HTMLElement, state: PageView, texts: Texts, focus: boolean): number | undefined {
  page.dataset['state'] = state.view;
  for (const view of page.querySelectorAll<HTMLElement>('[data-view]')) {
    view.hidden = view.dataset['view'] !== state.view;
  }
  const retry = page.querySelector<HTMLButtonElement>('[data-retry]');
  if (retry) retry.hidden = !(state.view === 'failed' && state.canRetry);
  // Focus goes to the new heading, so a screen reader starts reading the result.
  if (focus) page.querySelector<HTMLElement>(`[data-view="${state.view}"] h1`)?.focus();
  return state.view === 'failed' ? showNotice('error', texts[state.outcome]) : undefined;
}

async function start(page: HTMLElement): Promise<void> {
  const texts = JSON.parse(document.getElementById('email-confirmation-texts')?.textContent ?? '{}') as Texts;
  const send = post(page.dataset['function'] ?? '');
  let notice: number | undefined;
  const run = async () => {
    if (notice !== undefined) dismissNotice(notice);
    show(page, { view: 'loading' }, texts, false);
    notice = show(page, await confirmFromQuery(window.location.search, send), texts, true);
  };
  page.querySelector('[data-retry]')?.addEventListener('click', () => void run());
  await run();
}

if (root) void start(root);
