import { describe, expect, it, vi } from 'vitest';
import { buildTargetFrom } from '../../../src/config/buildTarget.ts';

vi.mock('../../../src/config/site.ts', () => ({
  site: buildTargetFrom({ SITE_COUNTRY: 'se', SITE_ENVIRONMENT: 'development', SITE_VERSION: '1' }),
}));
const manager = vi.hoisted(() => ({
  signoutRedirectCallback: vi.fn(async () => undefined),
  signoutSilentCallback: vi.fn(async () => undefined),
}));
vi.mock('../../../src/lib/session/userManager.ts', () => ({ userManager: () => manager }));
const personalData = vi.hoisted(() => ({ forgetPersonalData: vi.fn() }));
vi.mock('../../../src/lib/session/personalData.ts', () => personalData);

const origin = 'https://localhost:8781';

describe('completeSignOut', () => {
  it('should end a sign-out that came back by a redirect on our sign-in page, which says so', async () => {
    const replace = vi.fn();
    const window: Record<string, unknown> = {
      location: { origin, replace },
      sessionStorage: { getItem: () => `${origin}/profile/sv/fel`, removeItem: () => undefined },
    };
    window['parent'] = window;
    vi.stubGlobal('window', window);
    const { completeSignOut } = await import('../../../src/lib/session/callbacks.ts');
    await completeSignOut();
    expect(manager.signoutRedirectCallback).toHaveBeenCalled();
    expect(personalData.forgetPersonalData).toHaveBeenCalled();
    const query = new URLSearchParams({
      intent: 'SignOut',
      origin: 'None',
      continuePath: `${origin}/profile/sv/fel`,
    });
    expect(replace).toHaveBeenCalledWith(`${origin}/profile/sv/logga-in?${query}`);
    vi.unstubAllGlobals();
  });

  it('should, framed, tell the page of ours that framed it that the service has ended its session, with its state', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('window', {
      location: { origin, search: '?state=4f1c' },
      parent: { postMessage },
    });
    const { completeSignOut } = await import('../../../src/lib/session/callbacks.ts');
    await completeSignOut();
    expect(postMessage).toHaveBeenCalledWith({ kind: 'signedOutAtProvider', state: '4f1c' }, origin);
    // Nothing of the library is needed for it.
    expect(manager.signoutSilentCallback).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
