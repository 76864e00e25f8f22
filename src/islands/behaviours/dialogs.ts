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

/**
 * A modal says so (`aria-modal`), and `inertBehind` makes the page behind it inert as well.
 * The page comes alive again before the dialog closes, so the platform can hand focus back to
 * the opener; a close the platform starts itself (Escape, a `method="dialog"` button) hands it
 * back while the page is still inert, so the opener gets it here once the page is alive.
 */
function bindModal(id: string, $open: WritableAtom<boolean>, { inertBehind = false } = {}): void {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement)) return;
  const setInert = (inert: boolean) => {
    if (inertBehind) for (const element of pageBehind(dialog)) element.inert = inert;
  };
  let opener: HTMLElement | null = null;
  $open.subscribe((open) => {
    if (open && !dialog.open) {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
    // Focus is lost when it is nowhere, or still on a control of the closed dialog: an engine
    // may move it out only at its next frame (Chromium's headless shell does).
    const active = document.activeElement;
    const lost = active === null || active === document.body || dialog.contains(active);
    if (lost && opener?.isConnected) opener.focus();
    opener = null;
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
  $consentDialog.subscribe((state) => {
    if (state === 'closed' && dialog.open) dialog.close();
    if (state === 'banner' && !dialog.open) dialog.show();
    if (state === 'settings' && !dialog.matches(':modal')) {
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
    if (!dialog.open && $consentDialog.get() === 'settings') closeConsentSettings();
  });
  closeOnBackdrop(dialog);
}

export function startDialogs(): void {
  // The sidebar covers the page; the country dialog lives in the footer, which must stay alive.
  bindModal('sidebar', $sidebarOpen, { inertBehind: true });
  bindModal('country-dialog', $countryDialogOpen);
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
