import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../src/config/countries.ts';
import { localeTag } from '../../src/config/localeTag.ts';
import { playgroundPath } from '../../src/config/routes.ts';
import { fill } from '../../src/i18n/fill.ts';
import { messages } from '../../src/i18n/index.ts';
import { calendarDayIn } from '../../src/lib/dates/dayInZone.ts';
import { clockRange } from '../../src/lib/dates/localFormats.ts';
import { playgroundName } from '../../src/lib/playground/resolvePlayground.ts';
import { structuredDataProblems } from '../../scripts/lib/schemaVocabulary.ts';
import { seedCountries } from '../stand-ins/seed/countries.ts';
import { openingHours } from '../stand-ins/seed/openingHours.ts';
import { get, securityHeaderMismatches } from './helpers.ts';

/**
 * Every seeded play centre in every language of its country, as a crawler, a link preview or
 * a phone before any script sees it: the build prerendered it from the main API stand-in.
 */
const seeded = seedCountries();
const pages = countryCodes.flatMap((code, index) =>
  (seeded[index]?.regions ?? [])
    .flatMap((region) => region.playgrounds ?? [])
    .filter((playground) => playground.disabled !== true)
    .flatMap((playground) =>
      countries[code].languages.map((language) => [code, language, playground] as const),
    ),
);

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('prerendered play centres, without scripts', () => {
  it('should cover every seeded play centre of every country', () => {
    expect(new Set(pages.map(([, , playground]) => playground.slug)).size).toBeGreaterThanOrEqual(16);
  });

  it.each(
    pages.map(([code, language, playground]) => [code, language, playground.slug, playground] as const),
  )(
    '%s/%s/%s: the name, street address and today’s hours are in the HTML, with schema.org data',
    async (code, language, slug, playground) => {
      const path = playgroundPath(language, slug ?? '');
      const response = await get(code, path);
      expect(response.status, path).toBe(200);
      expect(securityHeaderMismatches(response), path).toEqual([]);
      const html = await response.text();
      const t = messages[language].playground;
      expect(html).toContain(`<h1>${escaped(playgroundName(playground, language))}</h1>`);
      expect(html).toContain(escaped(playground.address ?? ''));
      const today = calendarDayIn(countries[code].timeZone);
      const [day] = openingHours(code, today, today);
      const locale = localeTag(language, code);
      const todayLine =
        day && !day.isClosed && day.open?.[0]?.from && day.open[0].to
          ? fill(t.openToday, { hours: clockRange(day.open[0].from, day.open[0].to, locale) })
          : t.closedToday;
      expect(html).toContain(escaped(todayLine));
      expect(html).toContain(`<link rel="canonical" href="${new URL(path, response.url).href}">`);

      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(structuredDataProblems(json)).toEqual([]);
      const data = JSON.parse(json) as { '@type': string; openingHoursSpecification?: unknown[] };
      expect(data['@type']).toBe('AmusementPark');
      expect(data.openingHoursSpecification?.length).toBeGreaterThan(0);

      // Nothing competes with the document for the first round trips of a slow connection:
      // scripts are asked for once the page is painted (scripts/lib/paintFirst.ts).
      expect(html).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*rel="(?:modulepreload|preload)"/);
    },
  );
});
