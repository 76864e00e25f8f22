import { describe, expect, it } from 'vitest';
import { finderRegions, matchesQuery, searchText } from '../../../src/lib/playground/finder.ts';
import type { BuiltPlayground } from '../../../src/lib/playground/prerender.ts';

const centre = (guid: string, name: string) =>
  ({ playground: { guid, name, translatednames: null } }) as unknown as BuiltPlayground;

describe(finderRegions, () => {
  const built = [
    centre('a', 'Örebro'),
    centre('b', 'Barkarby'),
    centre('c', 'Alingsås'),
    centre('d', 'Zürich'),
  ];

  it('should group by region in the main API order, each by name in the language, the rest last', () => {
    const groups = finderRegions(
      built,
      [
        { name: 'Stockholm', playgrounds: ['b'] },
        { name: 'Empty', playgrounds: ['x'] },
        { name: 'Väst', playgrounds: ['a', 'c'] },
      ],
      'sv',
      'sv-SE',
    );
    expect(groups.map((group) => [group.name, group.centres.map((one) => one.playground.guid)])).toEqual([
      ['Stockholm', ['b']],
      // Swedish order: Ö after A.
      ['Väst', ['c', 'a']],
      [null, ['d']],
    ]);
  });

  it('should list a centre once, under the first region that names it', () => {
    const groups = finderRegions(
      built.slice(0, 1),
      [
        { name: 'One', playgrounds: ['a'] },
        { name: 'Two', playgrounds: ['a'] },
      ],
      'sv',
      'sv-SE',
    );
    expect(groups).toHaveLength(1);
  });
});

describe(matchesQuery, () => {
  it.each([
    ['Play Centre Malmö Svågertorp Malmö', 'malmo'],
    ['Play Centre Malmö Svågertorp Malmö', 'SVÅGER malm'],
    ['Legeland København Valby', 'kobenhavn'],
    ['Spielpark Köln-Porz Köln', 'koln porz'],
    ['Spielpark Köln-Porz Köln', 'Köln-Porz'],
    ['Spielpark Straße', 'strasse'],
    ['anything', '   '],
  ])('should find %j for %j', (text, query) => {
    expect(matchesQuery(searchText(text), query)).toBe(true);
  });

  it('should not find what is not there', () => {
    expect(matchesQuery(searchText('Lekland Barkarby Järfälla'), 'uppsala')).toBe(false);
  });
});
