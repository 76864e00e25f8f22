import type { TopBar } from '../../config/routes.ts';
import { originFrom, topBarFor } from '../../lib/shell/topBar.ts';

/**
 * The page is prerendered with its style's top bar; a visit from party booking
 * (`?origin=PartyBooking`) is only known in the browser, so the class is switched here.
 * No React: the top bar is static markup on every page.
 */
export function startTopBar(): void {
  const toolbar = document.querySelector<HTMLElement>('[data-top-bar]');
  const pageTopBar = toolbar?.dataset['topBar'] as TopBar | undefined;
  if (!toolbar || !pageTopBar) return;
  const topBar = topBarFor({ topBar: pageTopBar }, originFrom(location.search));
  if (topBar === pageTopBar) return;
  toolbar.classList.replace(`toolbar--${pageTopBar.toLowerCase()}`, `toolbar--${topBar.toLowerCase()}`);
  toolbar.dataset['topBar'] = topBar;
}
