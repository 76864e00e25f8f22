import { describe, expect, it, vi } from 'vitest';
import { confirmedLinkIn, confirmFromQuery } from '../../../src/lib/emailConfirmation/pageState.ts';

const userId = '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e';
const code = 'q7Xv0bq2nB1kQm8c6p3dZt9yR4wL5sJh';
const link = `?userId=${userId}&code=${code}`;

describe('confirmFromQuery', () => {
  it("should post the checked pair and give the Function's outcome", async () => {
    const post = vi.fn(async () => ({ outcome: 'confirmed' }));
    expect(await confirmFromQuery(link, post)).toBe('confirmed');
    expect(post).toHaveBeenCalledWith({ userId, code });
  });

  it.each(['', '?userId=', `?userId=${userId}`, `?code=${code}`, `?userId=garbage&code=${code}`, '?%%%'])(
    'should fail %j as an invalid request without posting anything',
    async (search) => {
      const post = vi.fn();
      expect(await confirmFromQuery(search, post)).toBe('invalidRequest');
      expect(post).not.toHaveBeenCalled();
    },
  );

  it.each(['invalidCode', 'expired', 'serverError'])('should pass the refusal %s on', async (outcome) => {
    expect(await confirmFromQuery(link, async () => ({ outcome, reason: 'x' }))).toBe(outcome);
  });

  it('should turn a failed or timed-out post into unavailable or timeout', async () => {
    expect(await confirmFromQuery(link, () => Promise.reject(new TypeError('Failed to fetch')))).toBe(
      'unavailable',
    );
    const late = () => Promise.reject(new DOMException('timed out', 'TimeoutError'));
    expect(await confirmFromQuery(link, late)).toBe('timeout');
  });

  it('should read a reply that is not JSON as unavailable, and JSON without outcome as a server error', async () => {
    const html = () => Promise.reject(new SyntaxError('Unexpected token < in JSON'));
    expect(await confirmFromQuery(link, html)).toBe('unavailable');
    expect(await confirmFromQuery(link, async () => null)).toBe('serverError');
    expect(await confirmFromQuery(link, async () => ({ error: 'x' }))).toBe('serverError');
    expect(await confirmFromQuery(link, async () => ({ outcome: 7 }))).toBe('serverError');
  });
});

describe('a link this tab already confirmed', () => {
  function memoryStorage(): Storage {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
      clear: () => values.clear(),
      key: () => null,
      get length() {
        return values.size;
      },
    };
  }

  it('should show confirmed again on a reload without posting the spent code', async () => {
    const storage = memoryStorage();
    const confirmed = confirmedLinkIn(() => storage, 'playcentre:email-confirmed');
    const post = vi.fn(async () => ({ outcome: 'confirmed' }));
    expect(await confirmFromQuery(link, post, confirmed)).toBe('confirmed');
    expect(await confirmFromQuery(link, post, confirmed)).toBe('confirmed');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('should post another link, and remember nothing of a refusal', async () => {
    const storage = memoryStorage();
    const confirmed = confirmedLinkIn(() => storage, 'playcentre:email-confirmed');
    await confirmFromQuery(link, async () => ({ outcome: 'confirmed' }), confirmed);
    const post = vi.fn(async () => ({ outcome: 'invalidCode' }));
    const other = `?userId=${userId}&code=${code}X`;
    expect(await confirmFromQuery(other, post, confirmed)).toBe('invalidCode');
    expect(await confirmFromQuery(other, post, confirmed)).toBe('invalidCode');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('should confirm as usual when storage throws', async () => {
    const confirmed = confirmedLinkIn(() => {
      throw new DOMException('blocked', 'SecurityError');
    }, 'playcentre:email-confirmed');
    const post = vi.fn(async () => ({ outcome: 'confirmed' }));
    expect(await confirmFromQuery(link, post, confirmed)).toBe('confirmed');
    expect(await confirmFromQuery(link, post, confirmed)).toBe('confirmed');
    expect(post).toHaveBeenCalledTimes(2);
  });
});
