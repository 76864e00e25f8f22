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

/**
 * Keeps a form's draft as a reaction to its store: each time `draftOf` gives something other
 * than it gave last (compared as JSON), it is saved; `null` saves nothing (e.g. once the form
 * is sent and its draft cleared). Actions change the store only; none of them saves. Returns
 * the unsubscribe.
 */
export function keepDraft<State>(
  $state: { listen(listener: (state: State) => void): () => void },
  draftOf: (state: State) => unknown,
  drafts: DraftStore,
): () => void {
  let last: string | undefined;
  return $state.listen((state) => {
    const draft = draftOf(state);
    if (draft === null) return;
    const json = JSON.stringify(draft);
    if (json === last) return;
    last = json;
    drafts.save(draft);
  });
}
