import { readFileSync } from 'node:fs';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { withSlugsOf } from '../../../scripts/lib/countryRouteSlugs.ts';
import { countries } from '../../../src/config/countries.ts';
import { languageCodes } from '../../../src/config/languages.ts';
import { pageRoutes } from '../../../src/config/routes.ts';

const source = readFileSync(new URL('../../../src/config/routes.ts', import.meta.url), 'utf8');
const trimmed = (code: string, languages: readonly string[]) =>
  withSlugsOf(code, parseSync('routes.ts', code).program as never, languages);

/** The languages of each `slugs` object of a route table's source, in order. */
function slugLanguages(code: string): string[][] {
  return [...code.matchAll(/slugs: \{([^}]*)\}/g)].map(([, entries = '']) =>
    [...entries.matchAll(/\b([a-z]{2}): '/g)].map(([, language = '']) => language),
  );
}

describe(withSlugsOf, () => {
  it.each(Object.values(countries).map((country) => [country.code, country.languages] as const))(
    'should keep, for %s, exactly its languages’ slug of every page, as written in the table',
    (_, languages) => {
      const code = trimmed(source, languages);
      const kept = slugLanguages(code);
      expect(kept).toHaveLength(Object.keys(pageRoutes).length);
      for (const languagesOfPage of kept) expect(languagesOfPage.sort()).toEqual([...languages].sort());
      for (const [page, route] of Object.entries(pageRoutes)) {
        for (const language of languages) {
          expect(code, page).toContain(`${language}: '${route.slugs[language]}'`);
        }
      }
    },
  );

  it('should leave out only the slugs of other languages and the fields the browser never reads', () => {
    const code = trimmed(source, ['sv', 'en']);
    // The functions after the table stay as written.
    const functions = source.slice(source.indexOf('export type PageId'));
    expect(code.endsWith(functions)).toBe(true);
    for (const field of ['style:', 'indexable:', 'signedInOnly:', 'signInFlow:', 'below:', 'kindSegment:'])
      expect(
        code.slice(code.indexOf('export const pageRoutes'), code.indexOf('export type PageId')),
        field,
      ).not.toContain(field);
    expect(slugLanguages(trimmed(source, languageCodes))).toEqual(slugLanguages(source));
  });

  it('should leave a route the browser can read: the trimmed table still parses and builds the same paths', () => {
    expect(() => parseSync('routes.ts', trimmed(source, ['fi', 'en']))).not.toThrow();
  });

  it('should leave objects other than a `slugs` one alone', () => {
    const code = "const texts = { sv: 'a', de: 'b' }; const page = { slugs: { 'sv': 'x', de: 'y' } };";
    expect(trimmed(code, ['sv'])).toBe(
      "const texts = { sv: 'a', de: 'b' }; const page = { slugs: { 'sv': 'x' } };",
    );
  });
});
