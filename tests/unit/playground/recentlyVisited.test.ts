import { describe, expect, it } from 'vitest';
import {
  addVisit,
  maxVisitedPlaygrounds,
  parseVisited,
  readVisited,
  recordVisit,
  visitedPlaygroundsKey,
} from '../../../src/lib/playground/recentlyVisited.ts';
import { createVersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';
import { FakeStorage } from '../support/fakeStorage.ts';

const visit = (slug: string) => ({ slug, name: `Play Centre ${slug}` });

describe(addVisit, () => {
  it('should keep at most four (spec §9), newest first', () => {
    let list = addVisit([], visit('a'));
    for (const slug of ['b', 'c', 'd', 'e']) list = addVisit(list, visit(slug));
    expect(maxVisitedPlaygrounds).toBe(4);
    expect(list.map((entry) => entry.slug)).toEqual(['e', 'd', 'c', 'b']);
  });

  it('should move a play centre visited again to the front instead of listing it twice', () => {
    const list = addVisit([visit('c'), visit('b'), visit('a')], { slug: 'a', name: 'Renamed' });
    expect(list).toEqual([{ slug: 'a', name: 'Renamed' }, visit('c'), visit('b')]);
  });
});

describe(parseVisited, () => {
  it('should keep well-formed entries only, without duplicates, at most four', () => {
    const stored = [
      visit('a'),
      { slug: 1 },
      null,
      'x',
      visit('a'),
      visit('b'),
      visit('c'),
      visit('d'),
      visit('e'),
    ];
    expect(parseVisited(stored).map((entry) => entry.slug)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('should keep the language a name is in, and drop one that is no language tag', () => {
    expect(
      parseVisited([
        { slug: 'a', name: 'Lekland Barkarby', lang: 'sv' },
        { slug: 'b', name: 'Play Centre Alnabru', lang: '<b>' },
      ]),
    ).toEqual([
      { slug: 'a', name: 'Lekland Barkarby', lang: 'sv' },
      { slug: 'b', name: 'Play Centre Alnabru' },
    ]);
  });

  it('should give an empty list for anything that is not a list', () => {
    expect(parseVisited(undefined)).toEqual([]);
    expect(parseVisited({ slug: 'a', name: 'A' })).toEqual([]);
  });
});

describe('the list in the versioned storage', () => {
  it('should survive a new page (a new storage over the same backend), newest first, at most four', () => {
    const backend = new FakeStorage();
    const first = createVersionedStorage({ backend });
    for (const slug of ['a', 'b', 'c', 'd', 'e', 'c']) recordVisit(first, visit(slug));
    first.dispose();
    const later = createVersionedStorage({ backend });
    expect(readVisited(later).map((entry) => entry.slug)).toEqual(['c', 'e', 'd', 'b']);
    later.dispose();
  });

  it('should start empty from a value of another storage version or shape', () => {
    const backend = new FakeStorage();
    const old = createVersionedStorage({ backend, version: 3 });
    old.set(visitedPlaygroundsKey, [visit('a')]);
    old.dispose();
    const current = createVersionedStorage({ backend });
    expect(readVisited(current)).toEqual([]);
    current.set(visitedPlaygroundsKey, 'garbage');
    expect(readVisited(current)).toEqual([]);
    current.dispose();
  });

  it('should still record a visit when the storage is blocked (kept for this page)', () => {
    const backend = new FakeStorage();
    backend.failure = new Error('SecurityError');
    const storage = createVersionedStorage({ backend });
    expect(recordVisit(storage, visit('a'))).toEqual([visit('a')]);
    expect(readVisited(storage)).toEqual([visit('a')]);
    storage.dispose();
  });
});
