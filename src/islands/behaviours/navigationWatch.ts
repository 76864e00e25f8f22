import { startsNavigation } from '../../lib/shell/navigation.ts';
import { pageLeaving, pageShown } from '../../stores/navigation.ts';

/**
 * Navigation start and end of a multi-page site: a click on a link that leaves the page,
 * or `pagehide` for any other way out (a form, a script), starts it; `pageshow` from the
 * back/forward cache ends it. Not `beforeunload`: it also fires for `mailto:` links and
 * downloads, after which the page stays and the loader would never go away.
 * The listener sits on the document, so islands' handlers that cancel a click ran first.
 * No React: it watches every page's links, whether the page has an island or not.
 */
export function startNavigationWatch(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const click = {
      button: event.button,
      modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
      defaultPrevented: event.defaultPrevented,
      href: link.href,
      target: link.target,
      download: link.hasAttribute('download'),
    };
    if (startsNavigation(click, new URL(location.href))) pageLeaving();
  });
  addEventListener('pagehide', pageLeaving);
  addEventListener('pageshow', (event) => {
    if (event.persisted) pageShown();
  });
}
