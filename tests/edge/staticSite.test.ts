import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countries, countryCodes, type CountryCode } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { generateHeadersFor, prerenderedPages } from '../../scripts/lib/edgeFiles.ts';
import { generateRedirects } from '../../redirects/generateRedirects.ts';
import { get, securityHeaderMismatches } from './helpers.ts';

const pairs = countryCodes.flatMap((code) =>
  countries[code].languages.map((language) => [code, language] as const),
);

describe('built Cloudflare control files', () => {
  it.each(countryCodes)('%s: _redirects and _headers in dist/ equal the generators’ output', async (code) => {
    // The pages the build prerendered answer with themselves: every seeded play centre's at least.
    const prerendered = await prerenderedPages(code, `dist/${code}`);
    expect(prerendered.length).toBeGreaterThanOrEqual(2 * countries[code].languages.length);
    expect(readFileSync(`dist/${code}/_redirects`, 'utf8')).toBe(
      generateRedirects(countries[code], 'development', prerendered),
    );
    expect(readFileSync(`dist/${code}/_headers`, 'utf8')).toBe(await generateHeadersFor(code, 'development'));
  });
});

describe('not-found page on wrangler pages dev', () => {
  it.each(pairs)(
    '%s/%s: /404 and an unknown path answer 404 with the translated page',
    async (code, language) => {
      for (const path of [`/profile/${language}/404`, `/profile/${language}/no-such-page-${Date.now()}`]) {
        const response = await get(code, path);
        expect(response.status, path).toBe(404);
        expect(securityHeaderMismatches(response), path).toEqual([]);
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toContain(messages[language].notFound.heading.replace(/'/g, '&#39;'));
      }
    },
  );

  it.each(countryCodes)('%s: a malformed or unsupported language answers 404', async (code) => {
    for (const path of ['/profile/xx/', '/profile/SV/offers', '/profile/e/', '/profile/english/']) {
      expect((await get(code, path)).status, path).toBe(404);
    }
  });
});

describe('entry points', () => {
  it.each(countryCodes)(
    '%s: /, /profile and /profile/ lead to the default language in one hop',
    async (code: CountryCode) => {
      const target = `${endpointsFor('development', code).accountBase}/${countries[code].languages[0]}/account`;
      for (const path of ['/', '/profile', '/profile/']) {
        const response = await get(code, path);
        expect(response.status, path).toBe(302);
        expect(response.headers.get('location'), path).toBe(target);
      }
    },
  );
});

describe('per-country output', () => {
  it.each(countryCodes)('%s: holds pages for its own languages only', (code) => {
    // Besides the language folders: assets/ (the sign-in callback pages, language-neutral).
    const folders = readdirSync(`dist/${code}/profile`).filter((name) => name !== 'assets');
    expect(folders.sort()).toEqual([...countries[code].languages].sort());
  });
});

describe('error page', () => {
  it('should answer at its translated path, and move the English path there', async () => {
    expect((await get('se', '/profile/sv/fel')).status).toBe(200);
    const moved = await get('se', '/profile/sv/error');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/profile/sv/fel');
    expect((await get('se', '/profile/en/error')).status).toBe(200);
  });
});
