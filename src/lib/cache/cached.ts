import type { TimedCache } from './TimedCache.ts';

// In a module of its own: HttpClient serves cached GETs through this function, and pages that
// never create a cache (signed-in pages' calls) need not download the cache class with it.

/**
 * Serves `key` from `cache`, or stores and returns the promise of `load()`. The promise is
 * stored at once, so callers asking for the same list while it loads share one request; a
 * rejected load is removed again, so one failure is not served for the entry's whole lifetime.
 */
export function cached<T>(
  cache: TimedCache<Promise<unknown>>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit as Promise<T>;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key);
  });
  return loading;
}
