import type { WritableAtom } from 'nanostores';
import { $consentDialog, closeConsentSettings, openConsentSettings } from '../../stores/consent.ts';
import { $countryDialogOpen, openCountryDialog } from '../../stores/countryDialog.ts';
import { $sidebarOpen, openSidebar } from '../../stores/sidebar.ts';

/**
 * The shell's dialogs are platform `<dialog>` elements: `showModal()` makes the rest of the
 * page inert (focus stays inside), Escape closes, `close()` returns focus to the opener,
 * and close buttons are `<form method="dialog">`. Their open state lives in stores; this
 * keeps each element in step with its store, both ways, and adds the one thing the
 * platform leaves out: a click on the backdrop closes. No React is involved, so a dialog
 * opens at the first tap, whether or not any island has woken up yet.
 */

/** Opener buttons: `data-open="…"` names the dialog. */
const openers: Record<string, () => void> = {
  sidebar: openSidebar,
  country: openCountryDialog,
  consent: openConsentSettings,
};

/**
 * The backdrop is the dialog element itself, around its content. A press that started
 * inside (selecting text) and ended outside is not a click on the backdrop.
 */
function closeOnBackdrop(dialog: HTMLDialogElement): void {
  let pressedOnBackdrop = false;
  dialog.addEventListener('pointerdown', (event) => {
    pressedOnBackdrop = event.target === dialog;
  });
  dialog.addEventListener('click', (event) => {
    if (pressedOnBackdrop && event.target === dialog) dialog.close();
    pressedOnBackdrop = false;
  });
}

/**
 * The page behind a dialog that covers it (the sidebar): everything the body holds but the
 * dialog and the loader. `showModal()` already makes it inert in the accessibility tree and
 * to the pointer; the attribute says so in the page itself, for every engine and reader
 * alike, and keeps a tap that the first-tap script replays from landing behind the menu.
 */
function pageBehind(dialog: HTMLElement): HTMLElement[] {
  return [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      element !== dialog &&
      !element.hasAttribute('data-loader') &&
      !['SCRIPT', 'TEMPLATE', 'LINK', 'STYLE'].includes(element.tagName),
  );
}

/** Who opened each dialog: focus goes back there when it closes (`giveFocusBack`). */
const openerOf = new WeakMap<HTMLDialogElement, HTMLElement>();

/**
 * Keeps the control that opens `dialog` now: the focused one, or, when nothing is (a tap the
 * first-tap script replays, WebKit's clicks, which focus nothing), the dialog's own opener button.
 */
function noteOpener(dialog: HTMLDialogElement, name: string): void {
  const active = document.activeElement;
  const opener =
    active instanceof HTMLElement && active !== document.body
      ? active
      : document.querySelector<HTMLElement>(`[data-open="${name}"]`);
  if (opener && !dialog.contains(opener)) openerOf.set(dialog, opener);
  else openerOf.delete(dialog);
}

/** The page's main heading, focusable by script: where focus goes when the opener is gone. */
function mainHeading(): HTMLElement | null {
  const heading =
    [...document.querySelectorAll<HTMLElement>('main h1')].find((h1) => h1.getClientRects().length > 0) ??
    document.getElementById('main');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Where focus goes back to: the control that opened the dialog; when that control sits in a
 * dialog now closed (the menu's cookie-settings button), whatever opened that one; when it is
 * gone or hidden, the page's main heading.
 */
function returnTarget(dialog: HTMLDialogElement): HTMLElement | null {
  const seen = new Set<HTMLDialogElement>([dialog]);
  let opener = openerOf.get(dialog);
  while (opener) {
    const holder = opener.closest('dialog');
    if (holder && !holder.open && !seen.has(holder)) {
      seen.add(holder);
      opener = openerOf.get(holder);
      continue;
    }
    if (opener.isConnected && opener.getClientRects().length > 0 && !opener.closest('[inert]')) return opener;
    break;
  }
  return mainHeading();
}

/**
 * Gives focus back once `dialog` has closed, when focus is nowhere or still in the dialog. Not
 * just now: an engine may move focus out at its next frame, or only when the closing transition
 * ends (the dialog stays shown until then), and leave it on the body. A visitor who put focus
 * elsewhere meanwhile keeps it there.
 */
function giveFocusBack(dialog: HTMLDialogElement): void {
  const target = returnTarget(dialog);
  if (!target) return;
  const give = () => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || (!dialog.open && dialog.contains(active));
    if (lost && target.isConnected) target.focus();
  };
  give();
  requestAnimationFrame(give);
  const transitions = dialog.getAnimations({ subtree: true });
  void Promise.allSettled(transitions.map((animation) => animation.finished)).then(give);
}

/**
 * A modal says so (`aria-modal`), and `inertBehind` makes the page behind it inert as well.
 * The page comes alive again before the dialog closes, so the platform can hand focus back to
 * the opener; a close the platform starts itself (Escape, a `method="dialog"` button) hands it
 * back while the page is still inert, so the opener gets it here once the page is alive.
 */
function bindModal(
  id: string,
  name: string,
  $open: WritableAtom<boolean>,
  { inertBehind = false } = {},
): void {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement)) return;
  const setInert = (inert: boolean) => {
    if (inertBehind) for (const element of pageBehind(dialog)) element.inert = inert;
  };
  $open.subscribe((open) => {
    if (open && !dialog.open) {
      noteOpener(dialog, name);
      dialog.showModal();
    }
    if (!open) setInert(false);
    if (!open && dialog.open) dialog.close();
    if (open) dialog.setAttribute('aria-modal', 'true');
    else dialog.removeAttribute('aria-modal');
    if (open) setInert(true);
  });
  dialog.addEventListener('close', () => {
    $open.set(false);
    giveFocusBack(dialog);
  });
  closeOnBackdrop(dialog);
}

/**
 * While the first-visit panel covers the bottom of the screen, the page keeps its height in
 * `--consent-panel` (styles/shell.css): the page can then scroll its last lines above the
 * panel, and a control reached with Tab scrolls clear of it instead of behind it
 * (WCAG 2.2 SC 2.4.11). Gives back a function that stops following it.
 */
function clearConsentPanel(dialog: HTMLDialogElement): () => void {
  const root = document.documentElement.style;
  let frame = 0;
  // The room is given in the next frame, not inside the observer's callback: on a short page
  // it makes a classic scrollbar appear, which narrows (and so resizes) the panel within the
  // same frame, and Firefox then reports a ResizeObserver loop as an error on the window.
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const room = `${Math.ceil(dialog.getBoundingClientRect().height)}px`;
      if (root.getPropertyValue('--consent-panel') !== room) root.setProperty('--consent-panel', room);
    });
  });
  observer.observe(dialog);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    root.removeProperty('--consent-panel');
  };
}

/**
 * The consent dialog is prerendered open as a non-modal panel (a first visit sees it at
 * first paint); reopened from the menu it is modal.
 */
function bindConsent(): void {
  const dialog = document.getElementById('consent');
  if (!(dialog instanceof HTMLDialogElement)) return;
  let stopClearing: (() => void) | undefined;
  let focusBack = false;
  $consentDialog.subscribe((state) => {
    if (state === 'closed' && dialog.open) {
      // Answered in the dialog, focus goes back (the first-visit panel had no opener: to the
      // page's heading); a panel closed at start-up, on a stored choice, moves no focus.
      focusBack = dialog.matches(':modal') || dialog.contains(document.activeElement);
      dialog.close();
    }
    if (state === 'banner' && !dialog.open) dialog.show();
    if (state === 'settings' && !dialog.matches(':modal')) {
      noteOpener(dialog, 'consent');
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    // The first-visit panel leaves the page usable; reopened from the menu it is a modal.
    if (state === 'settings') dialog.setAttribute('aria-modal', 'true');
    else dialog.removeAttribute('aria-modal');
    if (state === 'banner') stopClearing ??= clearConsentPanel(dialog);
    else {
      stopClearing?.();
      stopClearing = undefined;
    }
  });
  dialog.addEventListener('close', () => {
    // `close` arrives a task late: after banner → settings the dialog is open again (modal),
    // and that close was ours. Only a close that stuck is the visitor's.
    if (dialog.open && $consentDialog.get() === 'settings') return;
    if ($consentDialog.get() === 'settings') {
      focusBack = true;
      closeConsentSettings();
    }
    if (focusBack) giveFocusBack(dialog);
    focusBack = false;
  });
  closeOnBackdrop(dialog);
}

export function startDialogs(): void {
  // The sidebar covers the page; the country dialog lives in the footer, which must stay alive.
  bindModal('sidebar', 'sidebar', $sidebarOpen, { inertBehind: true });
  bindModal('country-dialog', 'country', $countryDialogOpen);
  bindConsent();
  for (const button of document.querySelectorAll<HTMLElement>('[data-open]')) {
    const open = openers[button.dataset['open'] ?? ''];
    if (!open) continue;
    button.addEventListener('click', open);
    button.setAttribute('aria-haspopup', 'dialog');
  }
  // A link that only closes its dialog (the current country): the page is already here.
  for (const link of document.querySelectorAll<HTMLElement>('[data-closes-dialog]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      link.closest('dialog')?.close();
    });
  }
}
