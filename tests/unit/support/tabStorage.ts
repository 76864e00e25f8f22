import { onTestFinished } from 'vitest';
import { createVersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';
import { FakeStorage } from './fakeStorage.ts';

/**
 * One tab's versioned storage over an in-memory backend, at a fixed time unless `now` says
 * otherwise, disposed when the test ends; `reload()` gives the storage the same tab opens after
 * a reload (the same backend, this one disposed).
 */
export function tabStorage(now = () => 1_700_000_000_000) {
  const backend = new FakeStorage();
  const open = () => {
    const storage = createVersionedStorage({ backend, now });
    onTestFinished(storage.dispose);
    return storage;
  };
  const storage = open();
  return {
    backend,
    storage,
    reload() {
      storage.dispose();
      return open();
    },
  };
}
