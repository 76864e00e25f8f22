import type { GuardInput } from '../../../src/lib/guards/guard.ts';

/** 2026-11-22T08:00:00Z: `_t` is then 1795334400. */
export const fixedNow = Date.UTC(2026, 10, 22, 8, 0, 0);
export const fixedUnixTime = String(fixedNow / 1000);

export function guardInput(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    url: 'https://localhost:8781/profile/sv/page',
    state: null,
    environment: 'development',
    now: fixedNow,
    ...overrides,
  };
}
