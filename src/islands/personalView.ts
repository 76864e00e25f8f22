import { isSignedOut } from '../lib/session/state.ts';
import { $session } from '../stores/session.ts';

/**
 * A view with a parent's details, children or orders (the booking form, the shop's article and
 * order pages): the moment a parent this page knew as signed in signs out, here (at the tap) or
 * in another tab, the view leaves the screen, before the page leaves for the sign-in page, and
 * nothing draws it again (an answer arriving late included). Called right after `mountPage`.
 */
export function dropOnSignOut(view: { drop(): void }): void {
  let signedIn = false;
  const stop = $session.subscribe((session) => {
    if (session.status === 'signedIn') signedIn = true;
    else if (signedIn && isSignedOut(session)) {
      view.drop();
      queueMicrotask(stop);
    }
  });
}
