import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { structuredDataProblems } from '../../../scripts/lib/schemaVocabulary.ts';
import type { OpeningWeekDay } from '../../../src/lib/playground/openingWeek.ts';
import {
  playgroundStructuredData,
  type PlaygroundFacts,
} from '../../../src/lib/playground/structuredData.ts';
import { structuredDataScript } from '../../../src/lib/structuredData/page.ts';

const day = (date: string, state: OpeningWeekDay['state'], spans: [string, string][] = []) => ({
  date,
  isToday: false,
  state,
  spans: spans.map(([from, to]) => ({ from, to })),
  comment: null,
});

/** Christmas week 2026, Monday 21 to Sunday 27 December. */
const week: OpeningWeekDay[] = [
  { ...day('2026-12-21', 'open', [['10:00', '19:00']]), isToday: true },
  day('2026-12-22', 'open', [
    ['10:00', '12:00'],
    ['13:00', '18:00'],
  ]),
  day('2026-12-23', 'unknown'),
  { ...day('2026-12-24', 'closed'), comment: 'Julafton – stängt' },
  day('2026-12-25', 'closed'),
  day('2026-12-26', 'open', [['10:00', '18:00']]),
  day('2026-12-27', 'open', [['10:00', '17:00']]),
];

const facts: PlaygroundFacts = {
  name: 'Lekland Kungens Kurva',
  url: 'https://www.example.se/lekland/kungens-kurva',
  streetAddress: 'Månskensvägen 12',
  postalCode: '141 75',
  locality: 'Kungens Kurva',
  countryCode: 'SE',
  telephone: '+46 8 123 456 78',
  mapUrl: 'https://maps.example.com/?q=59.27,17.92',
  images: [
    'https://www.example.se/images/kungens-kurva-1.jpg',
    'https://www.example.se/images/kungens-kurva-2.jpg',
  ],
  language: 'sv',
  week,
};

const hours = (date: string, weekday: string, opens: string, closes: string) => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: `https://schema.org/${weekday}`,
  opens,
  closes,
  validFrom: date,
  validThrough: date,
});

describe(playgroundStructuredData, () => {
  it('should describe the centre, with each open span and closed day of the week dated, and no unknown day', () => {
    expect(playgroundStructuredData(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AmusementPark',
      name: 'Lekland Kungens Kurva',
      url: 'https://www.example.se/lekland/kungens-kurva',
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'https://www.example.se/lekland/kungens-kurva',
        inLanguage: 'sv',
      },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Månskensvägen 12',
        postalCode: '141 75',
        addressLocality: 'Kungens Kurva',
        addressCountry: 'SE',
      },
      telephone: '+46 8 123 456 78',
      hasMap: 'https://maps.example.com/?q=59.27,17.92',
      image: facts.images,
      openingHoursSpecification: [
        hours('2026-12-21', 'Monday', '10:00', '19:00'),
        hours('2026-12-22', 'Tuesday', '10:00', '12:00'),
        hours('2026-12-22', 'Tuesday', '13:00', '18:00'),
        hours('2026-12-24', 'Thursday', '00:00', '00:00'),
        hours('2026-12-25', 'Friday', '00:00', '00:00'),
        hours('2026-12-26', 'Saturday', '10:00', '18:00'),
        hours('2026-12-27', 'Sunday', '10:00', '17:00'),
      ],
    });
  });

  it('should leave out what is not known rather than state null or an empty text', () => {
    const data = playgroundStructuredData({
      ...facts,
      streetAddress: null,
      postalCode: ' ',
      locality: null,
      telephone: '',
      mapUrl: null,
      images: [],
      week: week.map((d) => ({ ...d, state: 'unknown', spans: [] })),
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AmusementPark',
      name: facts.name,
      url: facts.url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': facts.url, inLanguage: 'sv' },
      address: { '@type': 'PostalAddress', addressCountry: 'SE' },
    });
    expect(JSON.stringify(data)).not.toMatch(/null|""/);
  });

  it('should pass the schema.org vocabulary check, with every field filled and with none', () => {
    expect(structuredDataProblems(structuredDataScript(playgroundStructuredData(facts)))).toEqual([]);
    const bare = { ...facts, streetAddress: null, telephone: null, mapUrl: null, images: [], week: [] };
    expect(structuredDataProblems(structuredDataScript(playgroundStructuredData(bare)))).toEqual([]);
  });
});

describe(structuredDataScript, () => {
  it('should keep a name with </script> inside the script, and read back the same', () => {
    const data = playgroundStructuredData({ ...facts, name: 'Lek</script><script>alert(1)</script><!--' });
    const script = structuredDataScript(data);
    expect(script).not.toContain('<');
    expect(script).toContain('Lek\\u003c/script>\\u003cscript>');
    expect(JSON.parse(script)).toEqual(data);
    expect(structuredDataProblems(script)).toEqual([]);
  });

  it('should never contain a < and always parse back to what JSON.stringify gives', () => {
    // Strings built from the characters that matter to an HTML parser and to JSON escaping, and any other.
    const unit = fc.oneof(
      fc.constantFrom('<', '>', '/', '</script>', '</SCRIPT ', '<!--', '\\', '"', '\u2028', '\u2029'),
      // Any code point, lone surrogates too (fc's own `unit: 'binary'` takes seconds to set up).
      fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ unit }), fc.jsonValue({ stringUnit: unit, maxDepth: 3 })),
        (value) => {
          const script = structuredDataScript(value);
          return (
            !script.includes('<') && isDeepStrictEqual(JSON.parse(script), JSON.parse(JSON.stringify(value)))
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
