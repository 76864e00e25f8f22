import { current } from '../../lib/shell/snackbarQueue.ts';
import { $notices, dismissNotice, type Notice } from '../../stores/notices.ts';
import { $snackbars, dismissSnackbar, snackbarDisplayed } from '../../stores/snackbar.ts';

// The shell's notices and snackbars, drawn from their stores into the page's templates
// (components/Messages.astro). No React: a message must show on every page, also when an
// island failed to load or a page has none.

type Level = Notice['level'];

/** One message element from the page's template (components/Messages.astro). */
function messageElement(
  kind: 'notice' | 'snackbar',
  level: Level,
  text: string,
  closeLabel: string,
  onClose: () => void,
) {
  const template = document.getElementById('message-template') as HTMLTemplateElement;
  const element = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  element.className = `${kind} ${kind}--${level}`;
  const paragraph = element.querySelector('p')!;
  paragraph.className = `${kind}__text`;
  paragraph.textContent = text;
  const button = element.querySelector('button')!;
  button.setAttribute('aria-label', closeLabel);
  button.addEventListener('click', onClose);
  return element;
}

const urgent = (level: Level) => level === 'error' || level === 'warning';

/** The page's translations of the error keys (components/Messages.astro). */
type ErrorTexts = Partial<Record<string, string>>;

/** The page's translation of an error key, or of the unknown error when the key has none. */
function translatedErrorText(texts: ErrorTexts, key: string | undefined): string {
  return texts[key ?? 'general.error-unknown'] ?? texts['general.error-unknown'] ?? '';
}

/**
 * Notices: added and removed one by one, never re-rendered, so a screen reader announces
 * each new one once. Errors and warnings are alerts; the rest polite status messages.
 */
function startNotices(texts: ErrorTexts): void {
  const area = document.querySelector<HTMLElement>('[data-notices]');
  if (!area) return;
  const shown = new Map<number, HTMLElement>();
  $notices.subscribe((notices) => {
    for (const [id, element] of shown) {
      if (notices.some((notice) => notice.id === id)) continue;
      element.remove();
      shown.delete(id);
    }
    for (const notice of notices) {
      if (shown.has(notice.id)) continue;
      const text = notice.text ?? translatedErrorText(texts, notice.key);
      const element = messageElement('notice', notice.level, text, area.dataset['closeLabel'] ?? '', () =>
        dismissNotice(notice.id),
      );
      element.setAttribute('role', urgent(notice.level) ? 'alert' : 'status');
      area.append(element);
      shown.set(notice.id, element);
    }
  });
}

/** The snackbar: the first queued message, in the polite or the assertive live region. */
function startSnackbar(texts: ErrorTexts): void {
  const area = document.querySelector<HTMLElement>('[data-snackbar]');
  const [polite, assertive] = area ? [...area.children] : [];
  if (!area || !polite || !assertive) return;
  let shownId: number | undefined;
  $snackbars.subscribe((queue) => {
    const message = current(queue);
    if (message?.id === shownId) return;
    polite.replaceChildren();
    assertive.replaceChildren();
    shownId = message?.id;
    if (!message) return;
    const text = message.text ?? translatedErrorText(texts, message.key);
    const element = messageElement('snackbar', message.level, text, area.dataset['closeLabel'] ?? '', () =>
      dismissSnackbar(message.id),
    );
    (urgent(message.level) ? assertive : polite).append(element);
    snackbarDisplayed(message.id);
  });
}

export function startMessages(): void {
  const texts = JSON.parse(document.getElementById('error-texts')?.textContent ?? '{}') as ErrorTexts;
  startNotices(texts);
  startSnackbar(texts);
}
