import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  storageKeyPrefix,
  storageVersion,
  storedKeys,
  storedValueMaxAgeMs,
} from '../../../src/config/storage.ts';
import {
  createVersionedStorage,
  type VersionedStorageOptions,
} from '../../../src/lib/storage/versionedStorage.ts';
import { FakeStorage } from '../support/fakeStorage.ts';

const day = 24 * 60 * 60 * 1000;
const opened: { dispose(): void }[] = [];

function open(options: VersionedStorageOptions) {
  const storage = createVersionedStorage(options);
  opened.push(storage);
  return storage;
}

function envelope(version: number, expiresAt: number, value: unknown): string {
  return JSON.stringify({ v: version, exp: expiresAt, value });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
});

afterEach(() => {
  for (const storage of opened.splice(0)) storage.dispose();
  vi.useRealTimers();
});

describe(createVersionedStorage, () => {
  it('should hand back what was stored, as a copy that survives a new instance', () => {
    const backend = new FakeStorage();
    const storage = open({ backend });
    storage.set('visited', [{ id: 'p1', name: 'Kista' }]);
    expect(storage.get('visited')).toEqual([{ id: 'p1', name: 'Kista' }]);
    expect(open({ backend }).get('visited')).toEqual([{ id: 'p1', name: 'Kista' }]);
  });

  it('should keep its entries under its own prefix with the version and expiry', () => {
    const backend = new FakeStorage();
    open({ backend }).set('k', 1);
    const stored = JSON.parse(backend.items.get(`${storageKeyPrefix}k`) ?? 'null');
    expect(stored).toEqual({ v: storageVersion, exp: Date.now() + storedValueMaxAgeMs, value: 1 });
  });

  it('should give undefined for a key never stored and after remove', () => {
    const storage = open({ backend: new FakeStorage() });
    expect(storage.get('nothing')).toBeUndefined();
    storage.set('k', 'v');
    storage.remove('k');
    expect(storage.get('k')).toBeUndefined();
  });

  it('should store falsy values (0, false, null, empty string) as values', () => {
    const storage = open({ backend: new FakeStorage() });
    for (const value of [0, false, null, '']) {
      storage.set('k', value);
      expect(storage.get('k')).toBe(value);
    }
  });

  it('should treat storing undefined as removing the value', () => {
    const backend = new FakeStorage();
    const storage = open({ backend });
    storage.set('k', 'v');
    storage.set('k', undefined);
    expect(storage.get('k')).toBeUndefined();
    expect(backend.items.size).toBe(0);
  });

  describe('expiry', () => {
    it('should keep a value for one year by default and not a moment longer', () => {
      const storage = open({ backend: new FakeStorage(), cleanupIntervalMs: 365 * day });
      storage.set('k', 'v');
      vi.setSystemTime(Date.now() + 365 * day - 1);
      expect(storage.get('k')).toBe('v');
      vi.setSystemTime(Date.now() + 1);
      expect(storage.get('k')).toBeUndefined();
    });

    it('should honour a shorter maximum age given on set', () => {
      const storage = open({ backend: new FakeStorage() });
      storage.set('k', 'v', { maxAgeMs: 2_000 });
      vi.advanceTimersByTime(1_999);
      expect(storage.get('k')).toBe('v');
      vi.advanceTimersByTime(1);
      expect(storage.get('k')).toBeUndefined();
    });

    it('should use the default year for a negative, NaN or infinite maximum age', () => {
      const backend = new FakeStorage();
      const storage = open({ backend });
      for (const maxAgeMs of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
        storage.set('k', 'v', { maxAgeMs });
        const stored = JSON.parse(backend.items.get(`${storageKeyPrefix}k`) ?? 'null');
        expect(stored.exp).toBe(Date.now() + storedValueMaxAgeMs);
      }
    });

    it('should remove an expired entry from the backend when it is read', () => {
      const backend = new FakeStorage();
      const storage = open({ backend, cleanupIntervalMs: 60 * day });
      storage.set('k', 'v', { maxAgeMs: 1_000 });
      vi.setSystemTime(Date.now() + 1_000);
      expect(storage.get('k')).toBeUndefined();
      expect(backend.items.size).toBe(0);
    });

    it('should follow the injected clock', () => {
      let clock = 1_000;
      const storage = open({ backend: new FakeStorage(), now: () => clock });
      storage.set('k', 'v', { maxAgeMs: 10 });
      clock = 1_009;
      expect(storage.get('k')).toBe('v');
      clock = 1_010;
      expect(storage.get('k')).toBeUndefined();
    });
  });

  describe('clean-up', () => {
    it('should remove expired entries every 10 seconds without anyone reading them', () => {
      const backend = new FakeStorage();
      const storage = open({ backend });
      storage.set('short', 'v', { maxAgeMs: 5_000 });
      storage.set('long', 'v', { maxAgeMs: 60_000 });
      vi.advanceTimersByTime(9_999);
      expect(backend.items.has(`${storageKeyPrefix}short`)).toBe(true);
      vi.advanceTimersByTime(1);
      expect([...backend.items.keys()]).toEqual([`${storageKeyPrefix}long`]);
      vi.advanceTimersByTime(50_000);
      expect(backend.items.size).toBe(0);
    });

    it('should clean at start, before the first interval', () => {
      const backend = new FakeStorage();
      backend.setItem(`${storageKeyPrefix}old`, envelope(storageVersion, Date.now() - 1, 'v'));
      open({ backend });
      expect(backend.items.size).toBe(0);
    });

    it('should leave keys without its prefix alone', () => {
      const backend = new FakeStorage();
      backend.setItem('playcentre-consent', '{"statistics":true}');
      backend.setItem('oidc_user', 'not json at all');
      open({ backend });
      vi.advanceTimersByTime(30_000);
      expect([...backend.items.keys()]).toEqual(['playcentre-consent', 'oidc_user']);
    });

    it("should leave the table's plain-text entries alone: they have no envelope by design", () => {
      // The reset link and the inbox address are read by page scripts as plain text; a clean-up
      // that took them for broken entries lost the link as soon as any module opened the tab's
      // storage, and the reset form could no longer be sent.
      const backend = new FakeStorage();
      const plain = Object.values(storedKeys).filter((row) => 'form' in row && row.form === 'text');
      expect(plain.length).toBeGreaterThan(0);
      for (const row of plain) backend.setItem(`${storageKeyPrefix}${row.key}`, 'plain text');
      open({ backend });
      vi.advanceTimersByTime(30_000);
      expect([...backend.items.keys()]).toEqual(plain.map((row) => `${storageKeyPrefix}${row.key}`));
    });

    it('should stop cleaning once disposed', () => {
      const backend = new FakeStorage();
      const storage = createVersionedStorage({ backend });
      storage.set('k', 'v', { maxAgeMs: 1_000 });
      storage.dispose();
      vi.advanceTimersByTime(20_000);
      expect(backend.items.size).toBe(1);
    });

    it('should remove unreadable entries of its own', () => {
      const backend = new FakeStorage();
      for (const text of ['{', '"just a string"', '{"v":4}', '{"v":"4","exp":1,"value":1}', 'null']) {
        backend.setItem(`${storageKeyPrefix}${text}`, text);
      }
      const storage = open({ backend });
      expect(backend.items.size).toBe(0);
      backend.setItem(`${storageKeyPrefix}broken`, '{');
      expect(storage.get('broken')).toBeUndefined();
      expect(backend.items.size).toBe(0);
    });
  });

  describe('version', () => {
    it('should be version 4, from src/config', () => {
      expect(storageVersion).toBe(4);
    });

    it('should ignore and clean entries written by another version', () => {
      const backend = new FakeStorage();
      const expiresAt = Date.now() + day;
      backend.setItem(`${storageKeyPrefix}older`, envelope(3, expiresAt, 'v3'));
      backend.setItem(`${storageKeyPrefix}newer`, envelope(5, expiresAt, 'v5'));
      backend.setItem(`${storageKeyPrefix}same`, envelope(4, expiresAt, 'v4'));
      const storage = open({ backend });
      expect(storage.get('older')).toBeUndefined();
      expect(storage.get('newer')).toBeUndefined();
      expect(storage.get('same')).toBe('v4');
      expect([...backend.items.keys()]).toEqual([`${storageKeyPrefix}same`]);
    });

    it('should not read a value another version stores after start', () => {
      const backend = new FakeStorage();
      const current = open({ backend, cleanupIntervalMs: 60 * day });
      open({ backend, version: 5, cleanupIntervalMs: 60 * day }).set('k', 'from five');
      expect(current.get('k')).toBeUndefined();
    });
  });

  describe('when storage is unavailable', () => {
    it('should work from memory when there is no backend', () => {
      const storage = open({ backend: null });
      storage.set('k', { a: 1 }, { maxAgeMs: 1_000 });
      expect(storage.get('k')).toEqual({ a: 1 });
      vi.advanceTimersByTime(1_000);
      expect(storage.get('k')).toBeUndefined();
    });

    it('should fall back to memory when the default localStorage cannot be reached', () => {
      // Node has no window: the same path as a browser whose localStorage getter throws.
      vi.stubGlobal('window', {
        get localStorage(): Storage {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
      try {
        const storage = open({});
        storage.set('k', 'v');
        expect(storage.get('k')).toBe('v');
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('should use window.localStorage by default', () => {
      const backend = new FakeStorage();
      vi.stubGlobal('window', { localStorage: backend });
      try {
        open({}).set('k', 'v');
        expect(backend.items.has(`${storageKeyPrefix}k`)).toBe(true);
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('should never throw when every storage call throws, and keep values in memory', () => {
      const backend = new FakeStorage();
      backend.failure = new DOMException('The operation is insecure.', 'SecurityError');
      const warn = vi.fn();
      const storage = open({ backend, log: { warn } });
      expect(() => storage.set('k', 'v')).not.toThrow();
      expect(storage.get('k')).toBe('v');
      expect(() => storage.remove('k')).not.toThrow();
      expect(storage.get('k')).toBeUndefined();
      expect(() => vi.advanceTimersByTime(30_000)).not.toThrow();
      expect(warn).toHaveBeenCalledOnce();
    });

    it('should expire memory-kept values and clean them every 10 seconds', () => {
      const backend = new FakeStorage();
      backend.failure = new Error('blocked');
      const storage = open({ backend });
      storage.set('k', 'v', { maxAgeMs: 5_000 });
      vi.advanceTimersByTime(5_000);
      expect(storage.get('k')).toBeUndefined();
    });
  });

  describe('when the quota is full', () => {
    it('should make room by removing dead entries and then store in the backend', () => {
      const backend = new FakeStorage();
      const storage = open({ backend, cleanupIntervalMs: 60 * day });
      storage.set('dead', 'x'.repeat(100), { maxAgeMs: 1_000 });
      backend.quota = backend.items.get(`${storageKeyPrefix}dead`)!.length + 60;
      vi.setSystemTime(Date.now() + 1_000);
      storage.set('live', 'y'.repeat(100));
      expect([...backend.items.keys()]).toEqual([`${storageKeyPrefix}live`]);
      expect(storage.get('live')).toBe('y'.repeat(100));
    });

    it('should keep a value that does not fit in memory, drop the stale stored one, and never throw', () => {
      const backend = new FakeStorage();
      const warn = vi.fn();
      const storage = open({ backend, log: { warn } });
      storage.set('k', 'small');
      backend.quota = 80;
      expect(() => storage.set('k', 'z'.repeat(500))).not.toThrow();
      expect(storage.get('k')).toBe('z'.repeat(500));
      expect(backend.items.has(`${storageKeyPrefix}k`)).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"k"'));
    });

    it('should go back to the backend once there is room again', () => {
      const backend = new FakeStorage();
      const storage = open({ backend });
      backend.quota = 10;
      storage.set('k', 'first');
      backend.quota = Number.POSITIVE_INFINITY;
      storage.set('k', 'second');
      expect(storage.get('k')).toBe('second');
      expect(open({ backend }).get('k')).toBe('second');
    });
  });

  it('should report and skip a value JSON cannot hold, without throwing', () => {
    const warn = vi.fn();
    const storage = open({ backend: new FakeStorage(), log: { warn } });
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    expect(() => storage.set('k', circular)).not.toThrow();
    expect(() => storage.set('n', 10n)).not.toThrow();
    expect(storage.get('k')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
