import { describe, expect, it } from 'vitest';
import type { Country, Playground, Region } from '../../../src/lib/api/types/location.ts';
import { playgroundGroups, playgroundHint, playgroundOf } from '../../../src/lib/register/playgrounds.ts';

function playground(guid: string, slug: string, name: string, extra: Partial<Playground> = {}): Playground {
  return { guid, slug, name, translatednames: null, disabled: false, ...extra } as Playground;
}

function region(name: string, playgrounds: Playground[]): Region {
  return { guid: name, name, country: 'se', playgrounds };
}

const countries = [
  {
    slug: 'sweden',
    regions: [
      region('Västra Götaland', [playground('g2', 'backaplan', 'Backaplan')]),
      region('Stockholm', [
        playground('s2', 'taby', 'Täby'),
        playground('s1', 'barkarby', 'Barkarby'),
        playground('s3', 'closed', 'Closed', { disabled: true }),
        playground('s4', 'arsta', 'Årsta'),
      ]),
      region('Empty', [playground('e1', 'gone', 'Gone', { disabled: true })]),
    ],
  },
  { slug: 'finland', regions: [region('Uusimaa', [playground('f1', 'vantaa', 'Vantaa')])] },
] as Country[];

describe(playgroundGroups, () => {
  it("should group the country's open play centres by region, sorted in the page's language", () => {
    expect(playgroundGroups(countries, 'sweden', 'sv')).toEqual([
      {
        region: 'Stockholm',
        playgrounds: [
          { id: 's1', slug: 'barkarby', name: 'Barkarby' },
          { id: 's2', slug: 'taby', name: 'Täby' },
          { id: 's4', slug: 'arsta', name: 'Årsta' },
        ],
      },
      { region: 'Västra Götaland', playgrounds: [{ id: 'g2', slug: 'backaplan', name: 'Backaplan' }] },
    ]);
  });

  it('should use the name in the page language', () => {
    const finnish = [
      {
        slug: 'finland',
        regions: [
          region('Uusimaa', [playground('f1', 'vantaa', 'Vantaa', { translatednames: { sv: 'Vanda' } })]),
        ],
      },
    ] as Country[];
    expect(playgroundGroups(finnish, 'finland', 'sv')[0]?.playgrounds[0]?.name).toBe('Vanda');
  });

  it('should offer nothing for a country the list does not have', () => {
    expect(playgroundGroups(countries, 'germany', 'de')).toEqual([]);
  });
});

describe(playgroundHint, () => {
  const folders = ['/profile/sv/lekland', '/profile/en/play-centres'];
  const host = 'https://profile.playcentre.se';

  it.each([
    ['?playground=barkarby', 'barkarby'],
    ['?playground=s1&continuePath=%2Fprofile%2Fsv%2Flekland%2Ftaby', 's1'],
    ['?continuePath=%2Fprofile%2Fsv%2Flekland%2Ftaby', 'taby'],
    [
      '?continuePath=https%3A%2F%2Fprofile.playcentre.se%2Fprofile%2Fen%2Fplay-centres%2Fbarkarby%3Fx%3D1',
      'barkarby',
    ],
    ['?continuePath=https%3A%2F%2Fevil.example%2Fprofile%2Fsv%2Flekland%2Ftaby', null],
    ['?continuePath=%2Fprofile%2Fsv%2Flekland', null],
    ['?continuePath=%2Fprofile%2Fsv%2Ffel', null],
    ['?continuePath=%2F%2F', null],
    ['', null],
  ])('%s names %j', (search, expected) => {
    expect(playgroundHint(search, folders, host)).toBe(expected);
  });
});

describe(playgroundOf, () => {
  const groups = playgroundGroups(countries, 'sweden', 'sv');

  it('should find a play centre by slug or guid, in any case', () => {
    expect(playgroundOf(groups, 'Barkarby')).toBe('s1');
    expect(playgroundOf(groups, 'S2')).toBe('s2');
  });

  it('should find nothing for a closed one, one of another country, or no hint', () => {
    expect(playgroundOf(groups, 'closed')).toBeNull();
    expect(playgroundOf(groups, 'vantaa')).toBeNull();
    expect(playgroundOf(groups, null)).toBeNull();
  });
});
