import { $session } from '../../stores/session.ts';

/**
 * The onboarding page's only up-front script: waits for the sign-in session (the login guard
 * sends a signed-out visitor to login), and only then fetches the onboarding code, so a
 * visitor on the way to login downloads none of it and no other page ever does.
 */
const unsubscribe = $session.subscribe((session) => {
  if (session.status !== 'signedIn') return;
  queueMicrotask(() => unsubscribe());
  void import('./mount.tsx').then((module) => module.mountOnboarding());
});
