import { describe, expect, it } from 'vitest';
import { oidcStoragePrefix } from '../../../src/config/oidc.ts';
import { storedUserKeyPrefix } from '../../../src/lib/session/boot.ts';

describe('scheduleSessionStart', () => {
  it('should look for the stored user under the configured sessionStorage prefix', () => {
    expect(storedUserKeyPrefix).toBe(`${oidcStoragePrefix}user:`);
  });
});
