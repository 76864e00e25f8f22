import { log } from '../log/log.ts';
import { createVersionedStorage, type VersionedStorage } from './versionedStorage.ts';

let shared: VersionedStorage | undefined;

/**
 * The page's one versioned storage over localStorage, created on first use so pages that
 * store nothing neither load this code nor start its clean-up timer.
 */
export function appStorage(): VersionedStorage {
  shared ??= createVersionedStorage({ log });
  return shared;
}
