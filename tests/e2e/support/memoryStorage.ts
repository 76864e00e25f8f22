import { createVersionedStorage, type VersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';

/**
 * The page's own versioned storage over a map: what it writes is the exact text a test puts into
 * the browser's storage for a returning visitor (an answered consent, a booked place).
 */
export function memoryStorage(): {
  storage: VersionedStorage & { dispose(): void };
  entries: Map<string, string>;
} {
  const entries = new Map<string, string>();
  const storage = createVersionedStorage({
    backend: {
      get length() {
        return entries.size;
      },
      key: (index: number) => [...entries.keys()][index] ?? null,
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
      clear: () => entries.clear(),
    },
  });
  return { storage, entries };
}
