import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { isSignedOut } from '../lib/session/state.ts';
import { $session } from '../stores/session.ts';

/** What a page with a parent's details draws with: React's root, minus what it must not do. */
export interface PersonalRoot {
  render(node: ReactNode): void;
}

/**
 * A React root for a view with a parent's details, children or orders (the booking form, the
 * shop's article and order pages): the moment a parent this page knew as signed in signs out,
 * here (at the tap) or in another tab, the view leaves the screen, before the page leaves for
 * the sign-in page, and nothing draws it again (an answer arriving late included).
 */
export function createPersonalRoot(container: Element): PersonalRoot {
  const root = createRoot(container);
  let signedIn = false;
  let dropped = false;
  const stop = $session.subscribe((session) => {
    if (session.status === 'signedIn') signedIn = true;
    else if (signedIn && isSignedOut(session)) {
      dropped = true;
      root.unmount();
      queueMicrotask(stop);
    }
  });
  return {
    render(node) {
      if (!dropped) root.render(node);
    },
  };
}
