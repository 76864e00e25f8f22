import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract/support/standIns.ts';

/** The fault control endpoint itself; what faults do to the clients is in tests/contract/faults.test.ts. */
describe('POST /__control/faults', () => {
  async function addRaw(rule: unknown) {
    const response = await fetch(`${endpoints.mainApi}/__control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(rule),
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  }

  it('should refuse a fault it cannot make, saying why', async () => {
    await expect(addRaw({ path: 'no-slash', kind: 'explode' })).resolves.toEqual({
      status: 400,
      body: expect.objectContaining({
        message: 'path must start with "/". kind must be one of status, delay, drop.',
      }),
    });
  });

  it('should refuse an account that is not a string', async () => {
    const { status } = await addRaw({ path: '/x', kind: 'drop', account: 7 });
    expect(status).toBe(400);
  });
});
