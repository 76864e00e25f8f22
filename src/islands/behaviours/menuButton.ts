import { $sidebarOpen } from '../../stores/sidebar.ts';

/**
 * The menu button tells assistive technology whether the sidebar it controls is open.
 * No React: the button is the shell's static markup, bound before any island wakes.
 */
export function startMenuButton(): void {
  const button = document.getElementById('menu-button');
  if (!button) return;
  $sidebarOpen.subscribe((open) => button.setAttribute('aria-expanded', String(open)));
}
