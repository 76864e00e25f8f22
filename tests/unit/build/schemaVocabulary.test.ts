import { describe, expect, it } from 'vitest';
import {
  assertStructuredData,
  loadSchemaVocabulary,
  structuredDataProblems,
} from '../../../scripts/lib/schemaVocabulary.ts';

const park = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'AmusementPark',
    name: 'Lekland',
    address: { '@type': 'PostalAddress', streetAddress: 'Månskensvägen 12', addressCountry: 'SE' },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '10:00',
        closes: '19:00',
        validFrom: '2026-12-21',
        validThrough: '2026-12-21',
      },
    ],
    ...extra,
  });

describe(loadSchemaVocabulary, () => {
  it("should give each type its own properties and every ancestor's, through both parents", () => {
    const { types } = loadSchemaVocabulary();
    const amusementPark = types.get('AmusementPark')!;
    // Thing → Place and Organization → LocalBusiness → EntertainmentBusiness → AmusementPark.
    for (const property of ['name', 'url', 'image', 'address', 'hasMap', 'openingHoursSpecification']) {
      expect(amusementPark.has(property), property).toBe(true);
    }
    expect(amusementPark.has('knowsLanguage')).toBe(true); // Organization's, not Place's
    expect(amusementPark.has('openingHours')).toBe(true); // LocalBusiness's own
    expect(amusementPark.has('inLanguage')).toBe(false);
    expect([...types.get('OpeningHoursSpecification')!]).toEqual(
      expect.arrayContaining(['opens', 'closes', 'dayOfWeek', 'validFrom', 'validThrough', 'name']),
    );
    expect(types.get('PostalAddress')!.has('addressLocality')).toBe(true);
    expect(types.get('PostalAddress')!.has('telephone')).toBe(true); // via ContactPoint
  });

  it('should name types as JSON-LD writes them, not as the declarations do', () => {
    const { types } = loadSchemaVocabulary();
    expect(types.has('EntertainmentBusiness')).toBe(true); // no properties of its own, so no Base
    expect(types.has('DayOfWeek')).toBe(true);
    expect(types.has('LocalBusinessBase')).toBe(false);
    expect(types.has('AmusementParkLeaf')).toBe(false);
    expect(types.size).toBeGreaterThan(800);
  });

  it('should read the declarations once', () => {
    expect(loadSchemaVocabulary()).toBe(loadSchemaVocabulary());
  });
});

describe(structuredDataProblems, () => {
  it('should find nothing wrong with a well-formed play centre', () => {
    expect(structuredDataProblems(park())).toEqual([]);
  });

  it('should name an unknown property, with where it is', () => {
    expect(structuredDataProblems(park({ openingTimes: 'Mo-Su 10:00-19:00' }))).toEqual([
      'AmusementPark.openingTimes: not a property of AmusementPark',
    ]);
  });

  it('should name a misspelt property of a nested node against that node’s type', () => {
    const data = JSON.parse(park()) as { openingHoursSpecification: Record<string, unknown>[] };
    data.openingHoursSpecification.push({ '@type': 'OpeningHoursSpecification', openz: '10:00' });
    expect(structuredDataProblems(JSON.stringify(data))).toEqual([
      'AmusementPark.openingHoursSpecification[1].openz: not a property of OpeningHoursSpecification',
    ]);
  });

  it('should name an unknown type, at the root and nested, without judging its properties', () => {
    expect(structuredDataProblems(park({ '@type': 'PlayCentre' }))).toEqual([
      'PlayCentre: PlayCentre is not a schema.org type',
    ]);
    expect(structuredDataProblems(park({ address: { '@type': 'PostalAdress', streetAdress: 'x' } }))).toEqual(
      ['AmusementPark.address: PostalAdress is not a schema.org type'],
    );
  });

  it('should report text that is not JSON', () => {
    const problems = structuredDataProblems(park().slice(0, -1));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^not JSON: /);
  });

  it('should want schema.org as the context', () => {
    const withoutContext = JSON.parse(park()) as Record<string, unknown>;
    delete withoutContext['@context'];
    expect(structuredDataProblems(JSON.stringify(withoutContext))).toEqual([
      'AmusementPark: no @context (expected https://schema.org)',
    ]);
    expect(structuredDataProblems(park({ '@context': 'https://example.com/vocab' }))).toEqual([
      'AmusementPark.@context: "https://example.com/vocab" is not https://schema.org',
    ]);
    for (const context of [
      ['https://schema.org', { '@language': 'sv' }],
      { '@vocab': 'https://schema.org/' },
    ]) {
      expect(structuredDataProblems(park({ '@context': context })), JSON.stringify(context)).toEqual([]);
    }
  });

  it('should report a node whose properties no type could vouch for', () => {
    expect(structuredDataProblems(park({ address: { streetAddress: 'Månskensvägen 12' } }))).toEqual([
      'AmusementPark.address: has properties (streetAddress) but no @type',
    ]);
    // A reference or a value object has only keywords, and is fine.
    expect(
      structuredDataProblems(park({ parentOrganization: { '@id': 'https://www.example.se/#org' } })),
    ).toEqual([]);
  });

  it('should take the forms JSON-LD allows: a graph, several types, a full type IRI, a Role', () => {
    const graph: { '@context': string; '@graph': Record<string, unknown>[] } = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': ['AmusementPark', 'TouristAttraction'], name: 'Lekland', touristType: 'families' },
        { '@type': 'https://schema.org/WebPage', inLanguage: 'sv' },
        {
          '@type': 'SportsTeam',
          member: {
            '@type': 'OrganizationRole',
            member: { '@type': 'Person', name: 'Alva' },
            startDate: '2026',
          },
        },
      ],
    };
    expect(structuredDataProblems(JSON.stringify(graph))).toEqual([]);
    graph['@graph'][0]!['touristTipe'] = 'families';
    graph['@graph'][2]!['member'] = { '@type': 'OrganizationRole', membr: 'Alva' };
    expect(structuredDataProblems(JSON.stringify(graph))).toEqual([
      '$.@graph[0].touristTipe: not a property of AmusementPark or TouristAttraction',
      '$.@graph[2].member.membr: not a property of OrganizationRole',
    ]);
  });
});

describe(assertStructuredData, () => {
  it('should pass good structured data and stop the build on any problem, listing them all', () => {
    expect(() => assertStructuredData(park())).not.toThrow();
    expect(() => assertStructuredData(park({ '@type': 'PlayCentre', openz: 1 }))).toThrow(
      'Structured data does not match schema.org:\n- PlayCentre: PlayCentre is not a schema.org type',
    );
    expect(() => assertStructuredData(park({ openz: 1, closez: 2 }))).toThrow(
      /openz: not a property of AmusementPark\n- AmusementPark\.closez: not a property/,
    );
  });
});
