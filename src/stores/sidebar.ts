import { atom } from 'nanostores';
import { closeOnNavigation } from './navigation.ts';

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

closeOnNavigation($sidebarOpen);
