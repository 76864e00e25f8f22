import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cached } from '../../../src/lib/cache/cached.ts';
import { TimedCache } from '../../../src/lib/cache/TimedCache.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe(TimedCache, () => {
  describe('get', () => {
    it('should serve an entry until its maximum age and not after', () => {
      const cache = new TimedCache<string>({ maxAgeMs: 1_000 });
      cache.set('k', 'v');
      vi.advanceTimersByTime(999);
      expect(cache.get('k')).toBe('v');
      vi.advanceTimersByTime(1);
      expect(cache.get('k')).toBeUndefined();
      expect(cache.size).toBe(0);
    });

    it('should not extend an entry’s life when it is read (no sliding expiration)', () => {
      const cache = new TimedCache<string>({ maxAgeMs: 1_000 });
      cache.set('k', 'v');
      for (let step = 0; step < 9; step += 1) {
        vi.advanceTimersByTime(100);
        expect(cache.get('k')).toBe('v');
      }
      vi.advanceTimersByTime(100);
      expect(cache.get('k')).toBeUndefined();
    });
  });

  describe('set', () => {
    it('should give a replaced entry a fresh lifetime', () => {
      const cache = new TimedCache<string>({ maxAgeMs: 1_000 });
      cache.set('k', 'old');
      vi.advanceTimersByTime(800);
      cache.set('k', 'new');
      vi.advanceTimersByTime(800);
      expect(cache.get('k')).toBe('new');
    });

    it('should drop the oldest stored entry when full, even if it was read last', () => {
      const cache = new TimedCache<number>({ maxAgeMs: 60_000, maxEntries: 3 });
      cache.set('a', 1);
      cache.set('b', 2);
      cache.set('c', 3);
      expect(cache.get('a')).toBe(1);
      cache.set('d', 4);
      expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([undefined, 2, 3, 4]);
    });

    it('should drop expired entries before evicting live ones', () => {
      const cache = new TimedCache<number>({ maxAgeMs: 1_000, maxEntries: 2 });
      cache.set('old', 1);
      vi.advanceTimersByTime(500);
      cache.set('young', 2);
      vi.advanceTimersByTime(600);
      cache.set('new', 3);
      expect([cache.get('young'), cache.get('new')]).toEqual([2, 3]);
    });
  });
});

describe(cached, () => {
  it('should share one load between callers while it lives', async () => {
    const cache = new TimedCache<Promise<unknown>>({ maxAgeMs: 1_000 });
    const load = vi.fn(async () => ['Barkarby']);
    const [first, second] = await Promise.all([cached(cache, 'k', load), cached(cache, 'k', load)]);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    await cached(cache, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should forget a failed load', async () => {
    const cache = new TimedCache<Promise<unknown>>({ maxAgeMs: 1_000 });
    await expect(cached(cache, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cached(cache, 'k', async () => 'up')).resolves.toBe('up');
  });
});
