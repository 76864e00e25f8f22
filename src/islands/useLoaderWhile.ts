import { useEffect } from 'react';
import { navigationEnded, navigationStarted } from '../stores/navigation.ts';

/**
 * Shows the shell's loader overlay while `waiting` holds: a page that has done its part and
 * waits to be taken elsewhere (signed in, the sign-in service's redirect still loading) shows
 * the same calm loader as every hand-off, and the callback page after it shows it too. When
 * the wait ends without leaving (the service could not be reached), the loader goes and the
 * page's message is there to read; so it does when the parent comes back to the page with
 * the browser's back button (back/forward cache), whatever the page's state still says.
 */
export function useLoaderWhile(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    let counted = true;
    navigationStarted();
    const end = () => {
      if (!counted) return;
      counted = false;
      navigationEnded();
    };
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) end();
    };
    window.addEventListener('pageshow', restored);
    return () => {
      window.removeEventListener('pageshow', restored);
      end();
    };
  }, [waiting]);
}
