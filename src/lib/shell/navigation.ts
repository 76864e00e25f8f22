/**
 * The loader's navigation counter (spec §4): it rises on navigation start, falls on
 * navigation end, and the overlay shows while anything is pending. A counter, not a flag,
 * because a sign-in redirect and a form submit may overlap a page change.
 */
export function started(pending: number): number {
  return pending + 1;
}

/** Never below zero: an end without a start (a page restored from the back/forward cache) is harmless. */
export function ended(pending: number): number {
  return Math.max(0, pending - 1);
}

/** What `startsNavigation` needs of a click and of the link it hit. */
export interface LinkClick {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  /** The link's resolved address (`anchor.href`). */
  href: string;
  target: string;
  download: boolean;
}

/**
 * Whether a click on a link leaves this page, in this tab: the moment the loader should
 * appear and the menu close. Other sites count too: most of the menu leads to them (order,
 * party, the account site). New tabs, downloads, modified clicks, clicks a script already
 * handled, `mailto:`/`tel:` and jumps within the page leave nothing.
 */
export function startsNavigation(click: LinkClick, current: URL): boolean {
  if (click.button !== 0 || click.modified || click.defaultPrevented || click.download) return false;
  if (click.target !== '' && click.target !== '_self') return false;
  let next: URL;
  try {
    next = new URL(click.href, current);
  } catch {
    return false;
  }
  if (next.protocol !== 'https:' && next.protocol !== 'http:') return false;
  const samePage =
    next.origin === current.origin && next.pathname === current.pathname && next.search === current.search;
  return !(samePage && next.hash !== '');
}
