import { pageText } from '../../lib/session/pageTexts.ts';
import { scheduleSessionStart } from '../../lib/session/boot.ts';
import { $session, $signOutUnfinished } from '../../stores/session.ts';
import { $sidebarOpen } from '../../stores/sidebar.ts';
import { showSnackbar } from '../../stores/snackbar.ts';

/**
 * Starts the sign-in session once the page is idle, and reports a sign-in that came back
 * failed (`?signin=failed`, set by the callback page) as a snackbar at the top (spec §8),
 * removing the marker so a reload does not repeat it.
 * No React: the session starts on every page, whether or not it has an island.
 */
export function startSignInSession(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('signin') === 'failed') {
    showSnackbar(pageText('session.signInFailed'), 'error');
    url.searchParams.delete('signin');
    window.history.replaceState(window.history.state, '', url.href);
  }
  scheduleSessionStart({
    session: $session,
    sidebarOpen: $sidebarOpen,
    signOutUnfinished: $signOutUnfinished,
    startSidebarCounts: () =>
      void import('./startSidebarCounts.ts').then((counts) => counts.startSidebarCounts()),
  });
}
