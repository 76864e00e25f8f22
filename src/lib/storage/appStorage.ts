import type { StorageArea } from '../../config/storage.ts';
import { log } from '../log/log.ts';
import { createVersionedStorage, type VersionedStorage } from './versionedStorage.ts';

let shared: VersionedStorage | undefined;
let tab: VersionedStorage | undefined;

/**
 * The page's one versioned storage over localStorage, created on first use so pages that
 * store nothing neither load this code nor start its clean-up timer.
 */
export function appStorage(): VersionedStorage {
  shared ??= createVersionedStorage({ log });
  return shared;
}

/** sessionStorage, or null where touching it throws (sandboxed frames, some private modes). */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The same over sessionStorage: values one tab hands from page to page, which no other tab and
 * no later visit may read (they are gone when the tab closes).
 */
export function tabStorage(): VersionedStorage {
  tab ??= createVersionedStorage({ backend: sessionStorageOrNull(), log });
  return tab;
}

/** The storage of a row's `area` (src/config/storage.ts): where the policy says it lives. */
export function storageIn(area: StorageArea): VersionedStorage {
  return area === 'tab' ? tabStorage() : appStorage();
}
