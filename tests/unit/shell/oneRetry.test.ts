import { describe, expect, it, vi } from 'vitest';
import { withOneRetry } from '../../../src/lib/shell/oneRetry.ts';

describe(withOneRetry, () => {
  it('should load once when the first load works', async () => {
    const load = vi.fn(async () => 'island');
    await expect(withOneRetry(load, 10)).resolves.toBe('island');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should try once more after the delay, and give what the second load gives', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn().mockRejectedValueOnce(new TypeError('cancelled')).mockResolvedValueOnce('island');
      const result = withOneRetry(load, 1000);
      await vi.advanceTimersByTimeAsync(999);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('island');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('should throw the second failure, and try no third time', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('first'))
      .mockRejectedValueOnce(new TypeError('second'));
    await expect(withOneRetry(load, 1)).rejects.toThrow('second');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
