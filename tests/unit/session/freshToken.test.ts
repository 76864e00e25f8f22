import { describe, expect, it, vi } from 'vitest';
import { freshTokens, type HeldToken } from '../../../src/lib/session/freshToken.ts';

const now = 1_800_000_000_000;

function tokensHolding(held: HeldToken | null) {
  let current = held;
  const renew = vi.fn(async () => {
    await Promise.resolve();
    current = { accessToken: 'renewed', expiresAt: now / 1000 + 300 };
  });
  return { tokens: freshTokens({ read: () => current, renew, now: () => now }), renew };
}

describe(freshTokens, () => {
  it('should renew once for calls made together with a token about to expire', async () => {
    const { tokens, renew } = tokensHolding({ accessToken: 'old', expiresAt: now / 1000 + 10 });
    await expect(Promise.all([tokens.token(), tokens.token(), tokens.renewed()])).resolves.toEqual([
      'renewed',
      'renewed',
      'renewed',
    ]);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('should give no token and renew nothing when signed out', async () => {
    const { tokens, renew } = tokensHolding(null);
    await expect(tokens.token()).resolves.toBeUndefined();
    expect(renew).not.toHaveBeenCalled();
  });

  it('should send a token about to expire when its renewal fails, but never one that expired', async () => {
    const failing = (expiresAt: number) =>
      freshTokens({
        read: () => ({ accessToken: 'held', expiresAt }),
        renew: () => Promise.reject(new Error('login_required')),
        now: () => now,
      });
    await expect(failing(now / 1000 + 10).token()).resolves.toBe('held');
    await expect(failing(now / 1000 - 16).token()).resolves.toBeUndefined();
    await expect(failing(now / 1000).token()).resolves.toBeUndefined();
  });
});
