import { atom } from 'nanostores';
import { $pendingNavigations } from './navigation.ts';

/**
 * Whether the sidebar is open. The menu button opens it; islands/behaviours/dialogs.ts
 * keeps the `<dialog>` in step, and reports back when the platform closes it (Escape,
 * backdrop, close button).
 */
export const $sidebarOpen = atom(false);

export function openSidebar(): void {
  $sidebarOpen.set(true);
}

export function closeSidebar(): void {
  $sidebarOpen.set(false);
}

// The menu closes when a navigation starts (spec §2), so a page restored from the
// back/forward cache does not come back with it open.
$pendingNavigations.listen((pending, previous) => {
  if (pending > (previous ?? 0)) closeSidebar();
});
