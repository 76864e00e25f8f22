import { describe, expect, it } from 'vitest';
import type { Country, Playground } from '../../../src/lib/api/types/location.ts';
import { ApiError } from '../../../src/lib/errors/ApiError.ts';
import { countries, defaultCountryCode } from '../../../src/config/countries.ts';
import {
  fallbackCountrySlug,
  playgroundName,
  resolvePlayground,
  resolutionErrors,
} from '../../../src/lib/playground/resolvePlayground.ts';
import { clientsWith, jsonReply, type RecordedRequest } from '../support/fakeFetch.ts';

const country = (slug: string, guid: string) => ({ guid, slug, name: slug }) as Country;
const playground = (slug: string, overrides: Partial<Playground> = {}) =>
  ({
    guid: `pg-${slug}`,
    slug,
    name: `Play Centre ${slug}`,
    translatednames: null,
    disabled: false,
    ...overrides,
  }) as Playground;

const countryList = [country('sweden', 'c-se'), country('norway', 'c-no')];
const playgroundsByCountry: Record<string, Playground[]> = {
  'c-se': [playground('barkarby'), playground('closed-down', { disabled: true })],
  'c-no': [playground('alnabru')],
};

/** The main API as far as resolution asks it: the country list and each country's play centres. */
function mainApi(request: RecordedRequest): Response {
  const url = new URL(request.url);
  if (url.pathname === '/api/Country/List') return jsonReply(countryList);
  const match = /^\/api\/playground\/ListByCountry\/(.+)$/.exec(url.pathname);
  if (match) return jsonReply(playgroundsByCountry[decodeURIComponent(match[1] ?? '')] ?? []);
  return jsonReply({ message: 'Not Found' }, 404);
}

const paths = (requests: RecordedRequest[]) => requests.map((request) => new URL(request.url).pathname);

describe(resolvePlayground, () => {
  it("should fall back to the default country's slug as the country table has it", () => {
    expect(fallbackCountrySlug).toBe(countries[defaultCountryCode].slug);
  });

  it('should find a play centre in the country of the given slug', async () => {
    const { clients, requests } = clientsWith(mainApi);
    const resolution = await resolvePlayground(clients, 'alnabru', 'norway');
    expect(resolution).toMatchObject({
      found: true,
      country: { slug: 'norway' },
      playground: { slug: 'alnabru' },
    });
    expect(paths(requests)).toEqual(['/api/Country/List', '/api/playground/ListByCountry/c-no']);
  });

  it.each([undefined, null, '', '  '])(
    'should fall back to sweden when the country slug is %j',
    async (slug) => {
      const { clients, requests } = clientsWith(mainApi);
      const resolution = await resolvePlayground(clients, 'barkarby', slug);
      expect(resolution).toMatchObject({
        found: true,
        country: { slug: 'sweden' },
        playground: { slug: 'barkarby' },
      });
      expect(paths(requests)).toContain('/api/playground/ListByCountry/c-se');
    },
  );

  it('should not find a play centre of another country', async () => {
    const { clients } = clientsWith(mainApi);
    await expect(resolvePlayground(clients, 'alnabru', 'sweden')).resolves.toEqual({
      found: false,
      error: 'unable to locate playground',
    });
  });

  it('should say "unable to locate country" for an unknown country and not ask for play centres', async () => {
    const { clients, requests } = clientsWith(mainApi);
    await expect(resolvePlayground(clients, 'barkarby', 'atlantis')).resolves.toEqual({
      found: false,
      error: resolutionErrors.country,
    });
    expect(paths(requests)).toEqual(['/api/Country/List']);
  });

  it('should say "unable to locate playground" for an unknown or disabled play centre', async () => {
    const { clients } = clientsWith(mainApi);
    for (const slug of ['nowhere', 'closed-down']) {
      await expect(resolvePlayground(clients, slug)).resolves.toEqual({
        found: false,
        error: 'unable to locate playground',
      });
    }
  });

  it('should not look up a slug that no play centre can have', async () => {
    const { clients, requests } = clientsWith(mainApi);
    for (const slug of ['Barkarby', '../admin', 'a b', '', 'x'.repeat(101)]) {
      await expect(resolvePlayground(clients, slug)).resolves.toMatchObject({
        error: resolutionErrors.playground,
      });
    }
    expect(paths(requests).filter((path) => path.includes('ListByCountry'))).toEqual([]);
  });

  it('should ask the main API once for repeated resolutions (lists are cached for an hour)', async () => {
    const { clients, requests } = clientsWith(mainApi);
    await resolvePlayground(clients, 'barkarby');
    await resolvePlayground(clients, 'barkarby');
    expect(requests).toHaveLength(2);
  });

  it('should reject with the API error when a list cannot be fetched', async () => {
    const { clients } = clientsWith(() => jsonReply({ message: 'down' }, 503));
    await expect(resolvePlayground(clients, 'barkarby')).rejects.toBeInstanceOf(ApiError);
  });
});

describe(playgroundName, () => {
  it('should use the translated name of the language, else the name', () => {
    const translated = playground('koeln-porz', {
      name: 'Play Centre Köln-Porz',
      translatednames: { de: 'Spielpark Köln-Porz', en: 'Play Centre Cologne-Porz' },
    });
    expect(playgroundName(translated, 'de')).toBe('Spielpark Köln-Porz');
    expect(playgroundName(translated, 'en')).toBe('Play Centre Cologne-Porz');
    expect(playgroundName(translated, 'sv')).toBe('Play Centre Köln-Porz');
    expect(playgroundName(playground('x', { name: null, translatednames: { de: ' ' } }), 'de')).toBe('x');
  });
});
