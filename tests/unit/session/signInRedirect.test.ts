import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from '../support/sessionFakes.ts';

vi.mock('../../../src/config/site.ts', async () => {
  const { buildTargetFrom } = await import('../../../src/config/buildTarget.ts');
  return {
    site: buildTargetFrom({ SITE_COUNTRY: 'se', SITE_ENVIRONMENT: 'development', SITE_VERSION: '1' }),
  };
});
const manager = vi.hoisted(() => ({
  signinRedirect: vi.fn(async (_args: Record<string, unknown>) => undefined),
}));
vi.mock('../../../src/lib/session/userManager.ts', () => ({ userManager: () => manager }));

describe('redirectToLogin', () => {
  beforeEach(() => {
    vi.resetModules();
    manager.signinRedirect.mockClear();
    vi.stubGlobal('window', {
      addEventListener: () => undefined,
      location: { origin: 'https://localhost:8781', href: 'https://localhost:8781/profile/sv/logga-in' },
      sessionStorage: browserStorage(),
      localStorage: browserStorage(),
    });
    vi.stubGlobal('document', { documentElement: { lang: 'sv' } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('should let the identity service use its session when nobody signed out here', async () => {
    const { redirectToLogin } = await import('../../../src/lib/session/signInRedirect.ts');
    await redirectToLogin({ intent: 'Default' });
    expect(manager.signinRedirect.mock.calls[0]![0]).not.toHaveProperty('prompt');
  });

  it('should make the identity service ask (prompt=login) while a sign-out here is not finished', async () => {
    const { markSignedOut } = await import('../../../src/lib/session/signedOutMark.ts');
    markSignedOut();
    const { redirectToLogin } = await import('../../../src/lib/session/signInRedirect.ts');
    await redirectToLogin({ intent: 'Default' });
    expect(manager.signinRedirect.mock.calls[0]![0]).toMatchObject({ prompt: 'login' });
  });
});
