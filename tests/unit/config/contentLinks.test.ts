import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../../../src/config/countries.ts';
import {
  ContentLinksError,
  parseCountryLinks,
  validateCountryLinks,
} from '../../../src/config/contentLinks.ts';
import { contentLinksDir, loadContentLinks } from '../../../src/config/contentLinksFile.ts';

const file = 'se.json';
const valid = (country: CountryCode) =>
  JSON.parse(readFileSync(join(contentLinksDir, `${country}.json`), 'utf8'));

function problemsOf(country: CountryCode, data: unknown) {
  try {
    validateCountryLinks(country, data, file);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentLinksError);
    return (error as ContentLinksError).problems;
  }
  throw new Error('expected the content links to be rejected');
}

/** A copy of the committed files, changed by `change`, as the build would read them. */
function copyWith(change: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-links-'));
  cpSync(contentLinksDir, dir, { recursive: true });
  change(dir);
  return dir;
}

describe('content links', () => {
  it('should accept the committed files', () => {
    const links = loadContentLinks();
    expect(links.se.sv?.bistro).toMatch(/^https:\/\//);
    expect(links.fi.en?.terms).toMatch(/^https:\/\//);
  });

  it('should name file, country, language and field of a malformed URL', () => {
    const data = valid('no');
    data.nb.terms = 'not a url';
    expect(problemsOf('no', data)).toEqual([
      { file, country: 'no', language: 'nb', field: 'terms', message: 'must be a complete https:// address' },
    ]);
  });

  it('should reject a link that is not https', () => {
    const data = valid('dk');
    data.en.privacyPolicy = 'http://www.playcentre.dk/en/privacy-policy';
    expect(problemsOf('dk', data)).toMatchObject([{ country: 'dk', language: 'en', field: 'privacyPolicy' }]);
  });

  it('should reject a social media link that is not https', () => {
    const data = valid('se');
    data.sv.socialMedia.facebook = 'javascript:alert(1)';
    expect(problemsOf('se', data)).toMatchObject([
      { country: 'se', language: 'sv', field: 'socialMedia.facebook' },
    ]);
  });

  it('should reject a bistro link outside sv, nb and da', () => {
    const data = valid('fi');
    data.fi.bistro = 'https://www.playcentre.fi/ruoka';
    const [problem] = problemsOf('fi', data);
    expect(problem).toMatchObject({ country: 'fi', language: 'fi', field: 'bistro' });
    expect(problem?.message).toContain('only for sv, nb, da');
  });

  it.each(['faq', 'familyMembership', 'groupBooking'])('should reject %s for English', (field) => {
    const data = valid('se');
    data.en[field] = 'https://www.playcentre.se/en/x';
    expect(problemsOf('se', data)).toMatchObject([
      { country: 'se', language: 'en', field, message: expect.stringContaining('no English version') },
    ]);
  });

  it('should reject a language the country does not offer', () => {
    const data = valid('de');
    data.sv = valid('se').sv;
    expect(problemsOf('de', data)).toEqual([
      expect.objectContaining({
        country: 'de',
        language: 'sv',
        message: expect.stringContaining('offers de, en'),
      }),
    ]);
  });

  it('should report a required link that is missing', () => {
    const data = valid('de');
    delete data.de.terms;
    expect(problemsOf('de', data)).toEqual([
      { file, country: 'de', language: 'de', field: 'terms', message: 'is required' },
    ]);
  });

  it('should say why Germany needs an imprint in both languages, and take one anywhere', () => {
    const germany = valid('de');
    delete germany.de.imprint;
    delete germany.en.imprint;
    expect(problemsOf('de', germany)).toEqual([
      expect.objectContaining({
        language: 'de',
        field: 'imprint',
        message: expect.stringContaining('Impressum'),
      }),
      expect.objectContaining({
        language: 'en',
        field: 'imprint',
        message: expect.stringContaining('both languages'),
      }),
    ]);
    const sweden = valid('se');
    delete sweden.sv.imprint;
    expect(validateCountryLinks('se', sweden, file).sv?.imprint).toBeUndefined();
  });

  it('should take a field the editor emptied as no link: absent if optional, required if not', () => {
    const data = valid('se');
    data.sv.imprint = '';
    data.sv.socialMedia.youtube = '';
    expect(validateCountryLinks('se', structuredClone(data), file).sv).not.toHaveProperty('imprint');
    data.sv.terms = '';
    expect(problemsOf('se', data)).toEqual([
      { file, country: 'se', language: 'sv', field: 'terms', message: 'is required' },
    ]);
  });

  it('should say the file is not JSON instead of crashing', () => {
    expect(() => parseCountryLinks('se', '{ "sv": ', file)).toThrow(
      /se.json, country "se": is not valid JSON/,
    );
  });

  it('should list every problem of every file in one error, one per line', () => {
    const dir = copyWith((copy) => {
      const sweden = valid('se');
      sweden.sv.terms = 'x';
      writeFileSync(join(copy, 'se.json'), JSON.stringify(sweden));
      const norway = valid('no');
      norway.en.terms = 'y';
      writeFileSync(join(copy, 'no.json'), JSON.stringify(norway));
    });
    expect(() => loadContentLinks(dir)).toThrow(
      /2 problem\(s\):\n {2}- .*se.json, country "se", language "sv", field "terms": .*\n {2}- .*no.json, country "no", language "en", field "terms"/,
    );
  });

  it('should name a missing country file and a file that is no country', () => {
    const dir = copyWith((copy) => {
      rmSync(join(copy, 'dk.json'));
      cpSync(join(copy, 'fi.json'), join(copy, 'uk.json'));
    });
    expect(() => loadContentLinks(dir)).toThrow(
      /2 problem\(s\):\n {2}- .*dk.json, country "dk": is missing: Denmark needs its file\n {2}- .*uk.json: is no country's file/,
    );
  });
});
