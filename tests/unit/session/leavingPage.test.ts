import { beforeAll, describe, expect, it, vi } from 'vitest';

let restored: () => void = () => undefined;
let leavingPage: typeof import('../../../src/lib/session/leavingPage.ts');

beforeAll(async () => {
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'pageshow') restored = listener;
    },
  });
  leavingPage = await import('../../../src/lib/session/leavingPage.ts');
});

describe('leavingPage', () => {
  it('should let the first departure lead, until the page stays or comes back from the cache', () => {
    const { startLeaving, stayOnPage } = leavingPage;
    expect(startLeaving()).toBe(true);
    expect(startLeaving()).toBe(false);
    stayOnPage();
    expect(startLeaving()).toBe(true);
    restored();
    expect(startLeaving()).toBe(true);
    expect(startLeaving()).toBe(false);
  });
});
