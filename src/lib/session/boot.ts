import { site } from '../../config/site.ts';
import { $session } from '../../stores/session.ts';

/**
 * The key oidc-client-ts stores a user under: `${oidcStoragePrefix}user:…`. Spelled out here
 * because importing src/config/oidc.ts would add a chunk to every first visit;
 * tests/unit/session/boot.test.ts holds the two together.
 */
export const storedUserKeyPrefix = 'oidc_user:';

/** Whether this tab keeps a signed-in user. */
function hasStoredUser(): boolean {
  try {
    return Object.keys(window.sessionStorage).some((key) => key.startsWith(storedUserKeyPrefix));
  } catch {
    return false;
  }
}

/** The identity service's login status (GET /api/Authentication); any failure counts as no. */
async function providerHasSession(): Promise<boolean> {
  try {
    const response = await fetch(`${site.endpoints.identityApi}/api/Authentication`, {
      credentials: 'include',
      signal: AbortSignal.timeout(8000),
    });
    return response.ok && (await response.json()) === true;
  } catch {
    return false;
  }
}

/**
 * The sidebar's booking counts are code for signed-in parents only (lib/sidebarCounts): fetched
 * the first time the session says signed in, so a signed-out visit never downloads them.
 */
function loadSidebarCountsOnceSignedIn(): void {
  const stop = $session.listen((state) => {
    if (state.status !== 'signedIn') return;
    stop();
    void import('../sidebarCounts/startSidebarCounts.ts').then((counts) => counts.startSidebarCounts());
  });
}

/**
 * Starts the session when the page is idle. oidc-client-ts (about 20 kB gzip) is loaded only when
 * there can be a session: a user stored in this tab, or a provider that says the parent is
 * signed in there (then a silent sign-in picks it up, spec §4). Anyone else is signed out at
 * the cost of one small request, which keeps first visits within the JavaScript budget.
 * A sign-in click loads it at once (stores/session.ts).
 */
export function scheduleSessionStart(): void {
  // A tab that keeps a user is all but certainly signed in: say "being checked" at once, so
  // the footer does not offer sign-in to a member until the idle start confirms it.
  if (hasStoredUser()) $session.set({ status: 'loading', user: null });
  const start = async () => {
    // A page behind the login guard needs the session code either way, to send a visitor to login.
    const guarded = document.body.dataset['loginIntent'] !== undefined;
    if (!guarded && !hasStoredUser() && !(await providerHasSession())) {
      $session.set({ status: 'signedOut', user: null });
      return;
    }
    const controller = await import('./controller.ts');
    controller.guardPage();
    loadSidebarCountsOnceSignedIn();
    await controller.startSession();
  };
  const run = () => void start();
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
