import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../src/config/countries.ts';
import { canonicalPagePath, pagePath, playgroundPath } from '../../src/config/routes.ts';
import { messages } from '../../src/i18n/index.ts';
import { playgroundName } from '../../src/lib/playground/resolvePlayground.ts';
import { seedCountries } from '../stand-ins/seed/countries.ts';
import { escaped, get, securityHeaderMismatches } from './helpers.ts';

const pairs = countryCodes.flatMap((code) =>
  countries[code].languages.map((language) => [code, language] as const),
);

/** Text as the page writes it, as a pattern that matches exactly it. */
const literal = (text: string) => escaped(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The seeded play centres of a country, region by region (tests/stand-ins/seed/countries.ts). */
function seededCentres(code: (typeof countryCodes)[number]) {
  const country = seedCountries().find((candidate) => candidate.slug === countries[code].slug);
  return (country?.regions ?? []).flatMap((region) =>
    (region.playgrounds ?? [])
      .filter((playground) => playground.disabled !== true)
      .map((playground) => ({ region: region.name ?? '', playground })),
  );
}

describe('the play-centre finder, without scripts, on wrangler pages dev', () => {
  it.each(pairs)(
    "%s/%s: the play centres' folder lists every play centre of the country by region, with its town, link and today's hours",
    async (code, language) => {
      const path = pagePath('playgroundFinder', language);
      const response = await get(code, path);
      expect(response.status).toBe(200);
      expect(securityHeaderMismatches(response)).toEqual([]);
      const html = await response.text();
      const texts = messages[language].playground;
      expect(html).toContain(`<h1 class="page-title">${escaped(texts.finder.heading)}</h1>`);
      const centres = seededCentres(code);
      expect(centres.length).toBeGreaterThan(1);
      for (const { region, playground } of centres) {
        expect(html, region).toContain(`>${escaped(region)}</h2>`);
        const entry = new RegExp(
          `<li class="finder__entry"[^>]*>\\s*<a class="finder__name" href="${literal(
            playgroundPath(language, playground.slug ?? ''),
          )}">${literal(playgroundName(playground, language))}</a>` +
            `\\s*<span class="finder__town">${literal(playground.city ?? '')}</span>` +
            // Today's line, as the build wrote it: its hours or that it is closed.
            `\\s*<p class="playground__open-today"[^>]*><span class="playground__open-line" data-shown(?:="")?>([^<]+)</span>`,
        );
        const today = entry.exec(html)?.[1];
        expect(today, playground.slug ?? '').toBeDefined();
        const [before, after] = texts.openToday.split('{{hours}}');
        expect(today).toMatch(
          new RegExp(
            `^(${literal(before ?? '')}.+${literal(after ?? '')}|${literal(texts.closedToday)}|${literal(texts.todayUnknown)})$`,
          ),
        );
      }
      // Search engines read the list as one.
      expect(html).toContain('"@type":"ItemList"');
    },
  );

  it.each(countryCodes)('%s: the English folder name moves to the own language’s finder', async (code) => {
    const language = countries[code].languages[0];
    if (pagePath('playgroundFinder', language) === canonicalPagePath('playgroundFinder', language)) return;
    const response = await get(code, canonicalPagePath('playgroundFinder', language));
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(pagePath('playgroundFinder', language));
  });

  it.each(pairs)('%s/%s: the not-found page leads to the finder', async (code, language) => {
    const response = await get(code, `${playgroundPath(language, 'barkarby')}/more`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(
      `<a href="${pagePath('playgroundFinder', language)}">${escaped(messages[language].playground.finder.all)}</a>`,
    );
  });
});
