import { cornerTexts, type CornerLabels, type CornerTexts } from '../../lib/badge/initials.ts';
import { sessionVisibility } from '../../lib/shell/visibility.ts';
import { $session, signOut } from '../../stores/session.ts';
import { showErrorSnackbar } from '../../stores/snackbar.ts';

/**
 * The signed-in parent's account corners (components/AccountCorner.astro) in the header, the
 * sidebar and the footer: static markup that CSS shows only to a signed-in page
 * (`data-when="signedIn"`); this fills in who it is and binds sign-out and the header's small
 * menu. Loaded by the shell only once a parent is signed in (islands/shell.ts), so a visitor
 * never downloads it; no React, so a signed-in page does not pay for an island either.
 */
export function startAccountCorners(): void {
  const corners = [...document.querySelectorAll<HTMLElement>('[data-account-corner]')].map((corner) => {
    corner.querySelector('[data-sign-out]')?.addEventListener('click', () => {
      signOut().catch(showErrorSnackbar);
    });
    const toggle = corner.querySelector<HTMLButtonElement>('[aria-controls]');
    const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (toggle && menu) bindMenu(corner, toggle, menu);
    const labels: CornerLabels = {
      signedInAs: corner.dataset['signedInAs'] ?? '',
      signedIn: corner.dataset['signedIn'] ?? '',
    };
    return { corner, labels };
  });
  // One subscription for the three corners: the session is read once per change.
  $session.subscribe((session) => {
    const visibility = sessionVisibility(session);
    for (const { corner, labels } of corners) {
      fill(corner, cornerTexts(session.user, labels));
      corner.dataset['session'] = visibility;
    }
  });
  // For the tests and benches that wait for the corners' buttons to work.
  for (const { corner } of corners) corner.setAttribute('data-ready', '');
}

/**
 * Every `data-account="…"` element gets its text, and the badge its letters (`data-initials`,
 * empty for the person icon); sign-out empties them all.
 */
function fill(corner: HTMLElement, texts: CornerTexts): void {
  for (const element of corner.querySelectorAll<HTMLElement>('[data-account]')) {
    element.textContent = texts[element.dataset['account'] as keyof CornerTexts] ?? '';
  }
  for (const badge of corner.querySelectorAll<HTMLElement>('[data-initials]')) {
    badge.dataset['initials'] = texts.initials;
  }
}

/**
 * The header's corner: the badge is a button that opens a small menu (a disclosure, not an
 * ARIA menu: a link and a button, reached with Tab). Escape closes it and gives focus back to
 * the badge; a click elsewhere or focus leaving it closes it too.
 */
function bindMenu(corner: HTMLElement, toggle: HTMLButtonElement, menu: HTMLElement): void {
  const show = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  };
  const outside = (event: Event) => {
    if (event.target instanceof Node && !corner.contains(event.target)) show(false);
  };
  toggle.addEventListener('click', () => show(Boolean(menu.hidden)));
  document.addEventListener('pointerdown', outside);
  document.addEventListener('focusin', outside);
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || menu.hidden) return;
    show(false);
    toggle.focus();
  });
}
