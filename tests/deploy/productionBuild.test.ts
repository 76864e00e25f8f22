import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countries, countryCodes, countryList } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { readBuiltTarget } from '../../scripts/lib/builtTarget.ts';
import { buildVersion } from '../../scripts/lib/buildVersion.ts';
import { generateHeadersFor } from '../../scripts/lib/edgeFiles.ts';
import { generateRedirects } from '../../redirects/generateRedirects.ts';
import { productionDist } from './productionDist.ts';
import { pagePath, pageRoutes } from '../../src/config/routes.ts';
import { playgroundShellName } from '../../src/config/shellNames.ts';

const textFile = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$|^_(headers|redirects|routes\.json)$/;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const productionOrigins = new Set(
  countryList.flatMap((country) => {
    const endpoints = endpointsFor('production', country.code);
    return [new URL(endpoints.host).origin, new URL(endpoints.accountBase).origin];
  }),
);

describe('production build', () => {
  it('should hold all five countries built for production', () => {
    expect(readBuiltTarget(productionDist)).toEqual({
      environment: 'production',
      version: buildVersion(),
      countries: [...countryCodes],
    });
  });

  describe.each(countryCodes)('%s', (code) => {
    const dir = join(productionDist, code);
    const files = filesOf(dir);

    it('should succeed with the main API away: no play centre prerendered, the shell serves them all', () => {
      // The production main API cannot be reached from here: this is the build that must
      // survive it (it warned, naming why, while it built).
      for (const language of countries[code].languages) {
        const folder = join(dir, 'profile', language, pageRoutes.playground.slugs[language]);
        expect(readdirSync(folder).filter((file) => file.endsWith('.html'))).toEqual([
          `${playgroundShellName}.html`,
        ]);
      }
      const folder = pagePath('playground', countries[code].languages[0]);
      expect(readFileSync(join(dir, '_redirects'), 'utf8')).toContain(
        `${folder}/:playgroundSlug ${folder}/${playgroundShellName} 200`,
      );
    });

    it('should contain no development host, stand-in code or source map', () => {
      expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
      const offending = files
        .filter((file) => textFile.test(file.split('/').at(-1) ?? ''))
        .flatMap((file) => {
          const text = readFileSync(file, 'utf8');
          // A bare `http://127.0.0.1` is oidc-client-ts's base for parsing relative URLs, not a
          // host anyone is sent to; a loopback address with a port would be ours.
          return [
            /localhost/i,
            /127\.0\.0\.1:\d/,
            /\[::1\]/,
            /sourceMappingURL/,
            /stand-ins?\b/i,
            /__control/,
          ]
            .filter((pattern) => pattern.test(text))
            .map((pattern) => `${file}: ${pattern}`);
        });
      expect(offending).toEqual([]);
    });

    it('should show no environment banner on any page', () => {
      const pages = files.filter((file) => file.endsWith('.html'));
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        const html = readFileSync(page, 'utf8');
        // The markup, not the stylesheet (which may still name the class).
        expect(html, page).not.toMatch(/<[^>]*\bclass="[^"]*\benv-banner\b/);
        expect(html, page).not.toMatch(/data-environment="(development|staging)"/);
      }
    });

    it("should name the build's version in every page", () => {
      const { version } = readBuiltTarget(productionDist);
      const pages = files.filter((file) => file.endsWith('.html'));
      for (const page of pages) {
        expect(readFileSync(page, 'utf8'), page).toContain(`<meta name="version" content="${version}">`);
      }
    });

    it('should carry the _headers and _redirects its generators give for production', async () => {
      expect(readFileSync(join(dir, '_headers'), 'utf8')).toBe(
        await generateHeadersFor(code, 'production', productionDist),
      );
      expect(readFileSync(join(dir, '_redirects'), 'utf8')).toBe(
        generateRedirects(countries[code], 'production'),
      );
    });

    it('should send legacy links to the production account site from the country table', () => {
      const redirects = readFileSync(join(dir, '_redirects'), 'utf8');
      const accountBase = endpointsFor('production', code).accountBase;
      for (const language of countries[code].languages) {
        expect(redirects).toContain(
          `/profile/${language}/offers ${accountBase}/${language}/account/offers 302`,
        );
      }
      const targets = redirects
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('#'))
        .map((line) => line.split(/\s+/)[1] ?? '')
        .filter((target) => /^https?:/.test(target));
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) expect(productionOrigins.has(new URL(target).origin), target).toBe(true);
    });
  });
});
