import type { VersionedStorage } from '../storage/versionedStorage.ts';

/** Where a form keeps what was typed between reloads; the stores read it back as unknown. */
export interface DraftStore {
  load(): unknown;
  save(draft: unknown): void;
  clear(): void;
}

/**
 * A draft under one key of a versioned storage: in the browser the tab's (`tabStorage()`), so
 * it survives a reload and a failed call but not the tab, and nothing personal stays on a
 * shared computer once it is closed.
 */
export function draftStoreIn(storage: VersionedStorage, key: string, maxAgeMs: number): DraftStore {
  return {
    load: () => storage.get(key),
    save: (draft) => storage.set(key, draft, { maxAgeMs }),
    clear: () => storage.remove(key),
  };
}
