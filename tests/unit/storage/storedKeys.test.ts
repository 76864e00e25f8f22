import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeyPrefix, storageVersion, storedKeys, type StoredKey } from '../../../src/config/storage.ts';
import { createVersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';
import { FakeStorage } from '../support/fakeStorage.ts';

const rows: [string, StoredKey][] = Object.entries(storedKeys);
const hour = 3_600_000;

describe('storedKeys', () => {
  it('should name each key once, in one style: area.thing in camelCase, or one word', () => {
    const keys = rows.map(([, row]) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)?$/);
    const former = rows.flatMap(([, row]) => row.formerly ?? []);
    expect(former.filter((key) => keys.includes(key))).toEqual([]);
  });

  it('should give every versioned value a lifetime, and keep text only in the tab', () => {
    for (const [name, row] of rows) {
      if (row.form === 'text') expect(row.area, name).toBe('tab');
      else expect(row.maxAgeMs, name).toBeGreaterThan(0);
    }
    // Spec §9's year for the consent choice; personal drafts far shorter.
    expect(storedKeys.consent.maxAgeMs).toBe(365 * 24 * hour);
    expect(storedKeys.bookingDraft.maxAgeMs).toBe(12 * hour);
  });

  it('should keep personal data in this tab only, and what stays in the browser impersonal', () => {
    for (const [name, row] of rows) if (row.personal) expect(row.area, name).toBe('tab');
    const inBrowser = rows.filter(([, row]) => row.area === 'browser').map(([name]) => name);
    expect(inBrowser.sort()).toEqual(['consent', 'signedOut', 'visitedPlaygrounds']);
  });

  it('should keep health data only in the tab, for a sign-in round trip of at most an hour', () => {
    const health = rows.filter(([, row]) => row.health === true);
    expect(health.map(([name]) => name)).toEqual(['bookingHealth']);
    for (const [name, row] of health) {
      expect(row.area, name).toBe('tab');
      // Personal: sign-out removes it with the rest.
      expect(row.personal, name).toBe(true);
      expect(row.maxAgeMs, name).toBeLessThanOrEqual(hour);
    }
  });

  it('should be the only place in src/ that spells a storage key', () => {
    const files = (folder: string): string[] =>
      readdirSync(folder).flatMap((name) => {
        const path = join(folder, name);
        return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
      });
    const spelled = [...rows.flatMap(([, row]) => [row.key, ...(row.formerly ?? [])])].filter(
      (key) => key.includes('.') || key.includes(':') || key.includes('-'),
    );
    const offenders = files('src').flatMap((path) => {
      if (path === join('src', 'config', 'storage.ts')) return [];
      const text = readFileSync(path, 'utf8');
      return spelled
        .filter((key) => text.includes(`'${key}'`) || text.includes(`${storageKeyPrefix}${key}`))
        .map((key) => `${path}: ${key}`);
    });
    expect(offenders).toEqual([]);
  });
});

describe('a renamed key', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  const envelope = (value: unknown, exp = Date.now() + hour) =>
    JSON.stringify({ v: storageVersion, exp, value });

  it('should hand out the value stored under its former name once, moved to the new name', () => {
    const backend = new FakeStorage();
    backend.setItem(`${storageKeyPrefix}childClassBooking:draft`, envelope({ values: { email: 'a@b.se' } }));
    const storage = createVersionedStorage({ backend });
    dispose = storage.dispose;
    expect(storage.get(storedKeys.bookingDraft.key)).toEqual({ values: { email: 'a@b.se' } });
    expect(backend.getItem(`${storageKeyPrefix}childClassBooking:draft`)).toBeNull();
    expect(JSON.parse(backend.getItem(`${storageKeyPrefix}booking.draft`) ?? 'null').value).toEqual({
      values: { email: 'a@b.se' },
    });
  });

  it('should not hand out an expired value under its former name, and remove it', () => {
    const backend = new FakeStorage();
    backend.setItem(`${storageKeyPrefix}visitedPlaygrounds`, envelope([{ slug: 'x' }], Date.now() - 1));
    const storage = createVersionedStorage({ backend, cleanupIntervalMs: 60_000 });
    dispose = storage.dispose;
    expect(storage.get(storedKeys.visitedPlaygrounds.key)).toBeUndefined();
    expect(backend.items.size).toBe(0);
  });

  it('should remove the former entry too when the value is removed', () => {
    const backend = new FakeStorage();
    backend.setItem(`${storageKeyPrefix}registration-draft`, envelope({ firstName: 'Vera' }));
    const storage = createVersionedStorage({ backend });
    dispose = storage.dispose;
    storage.remove(storedKeys.registrationDraft.key);
    expect(backend.items.size).toBe(0);
  });
});
