import type { ReadableAtom, WritableAtom } from 'nanostores';
import { site } from '../../config/site.ts';
import type { SessionState } from './state.ts';

/** The shell's stores the session writes and reads, handed in by the shell (islands/behaviours). */
export interface SessionStores {
  session: WritableAtom<SessionState>;
  sidebarOpen: ReadableAtom<boolean>;
}

/**
 * The key oidc-client-ts stores a user under: `${oidcStoragePrefix}user:…`. Spelled out here
 * because importing src/config/oidc.ts would add a chunk to every first visit (storedUser.ts
 * builds the whole key from it, on demand); the unit tests of boot.ts, storedUser.ts and
 * userManager.ts all expect the literal key `oidc_user:{authority}:web`.
 */
export const storedUserKeyPrefix = 'oidc_user:';

/** Whether this tab keeps a signed-in user. */
function hasStoredUser(): boolean {
  try {
    // By index, not Object.keys: Storage's named properties are not listed in every engine's
    // every script world (WebKitGTK's automation lists none).
    const storage = window.sessionStorage;
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(storedUserKeyPrefix)) return true;
    }
    return false;
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
 * The sidebar's booking counts are code for signed-in parents who open the menu
 * (lib/sidebarCounts): fetched the first time the sidebar is open while the session says
 * signed in, so neither a signed-out visit nor a signed-in one that never opens the menu
 * downloads them. From then on that code follows the session and the sidebar itself.
 */
function loadSidebarCountsWhenShown(stores: SessionStores): void {
  const load = () => {
    if (stores.session.get().status !== 'signedIn' || !stores.sidebarOpen.get()) return;
    stopSession();
    stopSidebar();
    void import('../sidebarCounts/startSidebarCounts.ts').then((counts) => counts.startSidebarCounts(stores));
  };
  const stopSession = stores.session.listen(load);
  const stopSidebar = stores.sidebarOpen.listen(load);
}

/**
 * Starts the session when the page is idle. Anyone without a user stored in this tab whose
 * identity service says they are not signed in there is signed out at the cost of one small
 * request. A stored user starts without oidc-client-ts (about 15 kB gzip; storedSession.ts);
 * the library is loaded for a silent sign-in (signed in at the provider only, spec §4), and
 * later for a renewal, a changed session or a sign-out. That keeps first visits and a
 * signed-in parent's pages within the JavaScript budget.
 */
export function scheduleSessionStart(stores: SessionStores): void {
  // A tab that keeps a user is all but certainly signed in: say "being checked" at once, so
  // the footer does not offer sign-in to a member until the idle start confirms it.
  const stored = hasStoredUser();
  if (stored) stores.session.set({ status: 'loading', user: null });
  const start = async () => {
    // A page behind the login guard needs the session code either way, to send a visitor to login.
    const guarded = document.body.dataset['loginIntent'] !== undefined;
    if (!guarded && !stored && !(await providerHasSession())) {
      stores.session.set({ status: 'signedOut', user: null });
      return;
    }
    const [pageGuard, storedSession] = await Promise.all([
      import('./pageGuard.ts'),
      import('./storedSession.ts'),
    ]);
    pageGuard.guardPage(stores.session);
    loadSidebarCountsWhenShown(stores);
    // A stored, unexpired user starts without oidc-client-ts; anyone else needs a silent sign-in.
    if (stored && (await storedSession.startStoredSession(stores.session))) return;
    const controller = await import('./controller.ts');
    await controller.startSession(stores.session);
  };
  const run = () => void start();
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
