import { atom, computed, type WritableAtom } from 'nanostores';
import { ended, started } from '../lib/shell/navigation.ts';

/**
 * Navigations under way (spec §4, loader). The site is multi-page: leaving the page is a
 * start, and it ends when a page shows again. Client-side flows (the sign-in redirect, a
 * form submit) call `navigationStarted()` / `navigationEnded()` around their own waits.
 */
export const $pendingNavigations = atom(0);

/** The loader overlay shows while any navigation is pending. */
export const $loaderVisible = computed($pendingNavigations, (pending) => pending > 0);

export function navigationStarted(): void {
  $pendingNavigations.set(started($pendingNavigations.get()));
}

export function navigationEnded(): void {
  $pendingNavigations.set(ended($pendingNavigations.get()));
}

let leaving = false;

/**
 * The page is being left (a link click, then `pagehide` for the same navigation): counted
 * once, however many of those signals arrive.
 */
export function pageLeaving(): void {
  if (leaving) return;
  leaving = true;
  navigationStarted();
}

/** The page shows again (back/forward cache): the leaving that was counted is over. */
export function pageShown(): void {
  if (!leaving) return;
  leaving = false;
  navigationEnded();
}

/**
 * Closes what `$open` opens (the menu, the country dialog) as soon as a navigation starts
 * (spec §2): the loader takes its place, and a page restored from the back/forward cache does
 * not come back with it open.
 */
export function closeOnNavigation($open: WritableAtom<boolean>): void {
  $pendingNavigations.listen((pending, previous) => {
    if (pending > (previous ?? 0)) $open.set(false);
  });
}
