/**
 * A sign-in link as tapped on a page: the built link names the page as the prerender knew it;
 * in the browser the address is the real one (the query, a play centre's slug), so it becomes
 * the continuePath, and an `origin` the visit came with (`?origin=PartyBooking`) goes along.
 * The same rule runs in the head's first-tap script (lib/shell/firstTap.ts) for a tap before
 * this module has loaded.
 */
export function signInLinkFor(href: string, current: { href: string; search: string }): string {
  const url = new URL(href, current.href);
  url.searchParams.set('continuePath', current.href);
  const origin = new URLSearchParams(current.search).get('origin');
  if (origin) url.searchParams.set('origin', origin);
  return url.href;
}
