import { describe, expect, it } from 'vitest';
import {
  addVisit,
  maxVisitedPlaygrounds,
  parseVisited,
} from '../../../src/lib/playground/recentlyVisited.ts';

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

  it('should give an empty list for anything that is not a list', () => {
    expect(parseVisited(undefined)).toEqual([]);
    expect(parseVisited({ slug: 'a', name: 'A' })).toEqual([]);
  });
});
