import { describe, expect, it, vi } from 'vitest';
import { confirmFromQuery, viewOf } from '../../../src/lib/emailConfirmation/pageState.ts';

const userId = '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e';
const code = 'q7Xv0bq2nB1kQm8c6p3dZt9yR4wL5sJh';
const link = `?userId=${userId}&code=${code}`;

describe('viewOf', () => {
  it('should show the confirmation content only for confirmed', () => {
    expect(viewOf('confirmed')).toEqual({ view: 'confirmed' });
    expect(viewOf('invalidCode')).toEqual({ view: 'failed', outcome: 'invalidCode', canRetry: false });
    expect(viewOf('expired')).toEqual({ view: 'failed', outcome: 'expired', canRetry: false });
    expect(viewOf('timeout')).toEqual({ view: 'failed', outcome: 'timeout', canRetry: true });
    expect(viewOf('unavailable')).toEqual({ view: 'failed', outcome: 'unavailable', canRetry: true });
    expect(viewOf('serverError')).toEqual({ view: 'failed', outcome: 'serverError', canRetry: true });
    expect(viewOf('invalidRequest')).toEqual({ view: 'failed', outcome: 'invalidRequest', canRetry: false });
  });
});

describe('confirmFromQuery', () => {
  it('should post the checked pair and show what the Function answered', async () => {
    const post = vi.fn(async () => ({ status: 200, body: { outcome: 'confirmed' } }));
    expect(await confirmFromQuery(link, post)).toEqual({ view: 'confirmed' });
    expect(post).toHaveBeenCalledWith({ userId, code });
  });

  it.each(['', '?userId=', `?userId=${userId}`, `?code=${code}`, `?userId=garbage&code=${code}`, '?%%%'])(
    'should fail %j as an invalid request without posting anything',
    async (search) => {
      const post = vi.fn();
      expect(await confirmFromQuery(search, post)).toEqual(viewOf('invalidRequest'));
      expect(post).not.toHaveBeenCalled();
    },
  );

  it('should show the outcome of a refusal', async () => {
    const post = async () => ({ status: 422, body: { outcome: 'invalidCode' } });
    expect(await confirmFromQuery(link, post)).toEqual(viewOf('invalidCode'));
  });

  it('should turn a failed or timed-out post into unavailable or timeout', async () => {
    const failed = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await confirmFromQuery(link, failed)).toEqual(viewOf('unavailable'));
    const late = async () => Promise.reject(new DOMException('timed out', 'TimeoutError'));
    expect(await confirmFromQuery(link, late)).toEqual(viewOf('timeout'));
  });

  it('should read a reply that is not our contract by its status', async () => {
    const proxy = async () => ({ status: 504, body: undefined });
    expect(await confirmFromQuery(link, proxy)).toEqual(viewOf('timeout'));
  });
});
