import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../src/lib/session/state.ts';

const page = 'https://localhost:8781/profile/sv/valkommen?intent=Register&origin=Site';
const parent = { firstname: 'Astrid', lastname: 'Lindqvist', username: null, culture: 'sv-SE', roles: [] };

/** An onboarding page (behind the login guard) in a fresh module world: one departure each. */
async function guardedPage() {
  vi.resetModules();
  const location = { href: page, search: new URL(page).search, replace: vi.fn(), assign: vi.fn() };
  vi.stubGlobal('window', { location, addEventListener: () => undefined });
  vi.stubGlobal('document', {
    body: {
      dataset: { loginIntent: 'Default', loginIntentFrom: 'query', signInPage: '/profile/sv/logga-in' },
    },
  });
  const { guardPage } = await import('../../../src/lib/session/pageGuard.ts');
  const $session = atom<SessionState>({ status: 'loading', user: null });
  guardPage($session);
  return { $session, location };
}

describe('guardPage', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('should send a signed-out visitor to our sign-in page with the page’s intent, leaving no history entry', async () => {
    const { $session, location } = await guardedPage();
    $session.set({ status: 'signedOut', user: null });
    expect(location.replace).toHaveBeenCalledWith(
      `/profile/sv/logga-in?${new URLSearchParams({ intent: 'Register', origin: 'Site', continuePath: page })}`,
    );
  });

  it('should leave a sign-out on the page to the sign-out watcher, which says the parent is signed out', async () => {
    const { $session, location } = await guardedPage();
    $session.set({ status: 'signedIn', user: parent });
    $session.set({ status: 'signedOut', user: null });
    // The watcher (controller.ts) goes with intent SignOut; the guard does not get there first.
    expect(location.replace).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
  });
});
