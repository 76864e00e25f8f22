import { describe, expect, it, vi } from 'vitest';
import { finishSignOut, type FinishSignOutPorts } from '../../../src/lib/session/finishSignOut.ts';

vi.mock('../../../src/config/site.ts', async () => {
  const { buildTargetFrom } = await import('../../../src/config/buildTarget.ts');
  return {
    site: buildTargetFrom({ SITE_COUNTRY: 'se', SITE_ENVIRONMENT: 'development', SITE_VERSION: '1' }),
  };
});

function ports(overrides: Partial<FinishSignOutPorts> = {}) {
  return {
    marked: vi.fn(() => true),
    lift: vi.fn(),
    hint: vi.fn(() => 'id-1' as string | undefined),
    serviceKnowsBrowser: vi.fn(async () => true),
    endSession: vi.fn(async () => true),
    ...overrides,
  } satisfies FinishSignOutPorts;
}

describe('finishSignOut', () => {
  it('should lift the mark once the service has ended its session, with the hint this tab kept', async () => {
    const sent = ports();
    expect(await finishSignOut(sent)).toBe(true);
    expect(sent.endSession).toHaveBeenCalledWith('id-1');
    expect(sent.lift).toHaveBeenCalledTimes(1);
  });

  it("should lift the mark on the service's word that it does not know this browser", async () => {
    const sent = ports({ serviceKnowsBrowser: vi.fn(async () => false) });
    expect(await finishSignOut(sent)).toBe(true);
    expect(sent.endSession).not.toHaveBeenCalled();
    expect(sent.lift).toHaveBeenCalled();
  });

  it('should keep the mark while the end-session does not come back', async () => {
    const sent = ports({ endSession: vi.fn(async () => false) });
    expect(await finishSignOut(sent)).toBe(false);
    expect(sent.lift).not.toHaveBeenCalled();
  });

  it('should keep the mark while the service cannot be reached', async () => {
    const sent = ports({
      serviceKnowsBrowser: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    expect(await finishSignOut(sent)).toBe(false);
    expect(sent.lift).not.toHaveBeenCalled();
  });

  it('should do nothing without a mark', async () => {
    const sent = ports({ marked: vi.fn(() => false) });
    expect(await finishSignOut(sent)).toBe(true);
    expect(sent.serviceKnowsBrowser).not.toHaveBeenCalled();
  });
});
