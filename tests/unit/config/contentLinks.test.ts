import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ContentLinksError,
  parseContentLinks,
  validateContentLinks,
} from '../../../src/config/contentLinks.ts';
import { contentLinksPath, loadContentLinks } from '../../../src/config/contentLinksFile.ts';

const file = 'content-links.json';
const valid = () => JSON.parse(readFileSync(contentLinksPath, 'utf8'));

function problemsOf(data: unknown) {
  try {
    validateContentLinks(data, file);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentLinksError);
    return (error as ContentLinksError).problems;
  }
  throw new Error('expected the content links to be rejected');
}

describe('content links', () => {
  it('should accept the committed file', () => {
    const links = loadContentLinks();
    expect(links.se.sv?.bistro).toMatch(/^https:\/\//);
    expect(links.fi.en?.terms).toMatch(/^https:\/\//);
  });

  it('should name file, country, language and field of a malformed URL', () => {
    const data = valid();
    data.no.nb.terms = 'not a url';
    expect(problemsOf(data)).toEqual([
      { file, country: 'no', language: 'nb', field: 'terms', message: 'must be a complete https:// address' },
    ]);
  });

  it('should reject a link that is not https', () => {
    const data = valid();
    data.dk.en.privacyPolicy = 'http://www.playcentre.dk/en/privacy-policy';
    expect(problemsOf(data)).toMatchObject([{ country: 'dk', language: 'en', field: 'privacyPolicy' }]);
  });

  it('should reject a social media link that is not https', () => {
    const data = valid();
    data.se.sv.socialMedia.facebook = 'javascript:alert(1)';
    expect(problemsOf(data)).toMatchObject([
      { country: 'se', language: 'sv', field: 'socialMedia.facebook' },
    ]);
  });

  it('should reject a bistro link outside sv, nb and da', () => {
    const data = valid();
    data.fi.fi.bistro = 'https://www.playcentre.fi/ruoka';
    const [problem] = problemsOf(data);
    expect(problem).toMatchObject({ country: 'fi', language: 'fi', field: 'bistro' });
    expect(problem?.message).toContain('only for sv, nb, da');
  });

  it.each(['faq', 'familyMembership', 'groupBooking'])('should reject %s for English', (field) => {
    const data = valid();
    data.se.en[field] = 'https://www.playcentre.se/en/x';
    expect(problemsOf(data)).toMatchObject([
      { country: 'se', language: 'en', field, message: expect.stringContaining('no English version') },
    ]);
  });

  it('should reject an unknown country and a language the country does not offer', () => {
    const data = valid();
    data.uk = {};
    data.de.sv = data.se.sv;
    expect(problemsOf(data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ country: 'uk', message: expect.stringContaining('unknown country') }),
        expect.objectContaining({
          country: 'de',
          language: 'sv',
          message: expect.stringContaining('offers de, en'),
        }),
      ]),
    );
  });

  it('should report a required link that is missing', () => {
    const data = valid();
    delete data.de.de.terms;
    expect(problemsOf(data)).toEqual([
      { file, country: 'de', language: 'de', field: 'terms', message: 'is required' },
    ]);
  });

  it('should require an imprint where the law wants one (Germany), and take one anywhere', () => {
    const data = valid();
    delete data.de.de.imprint;
    delete data.de.en.imprint;
    delete data.se.sv.imprint;
    expect(problemsOf(data)).toEqual([
      { file, country: 'de', language: 'de', field: 'imprint', message: 'is required' },
      { file, country: 'de', language: 'en', field: 'imprint', message: 'is required' },
    ]);
  });

  it('should say the file is not JSON instead of crashing', () => {
    expect(() => parseContentLinks('{ "se": ', file)).toThrow(/content-links.json: is not valid JSON/);
  });

  it('should put every problem in the error message, one per line', () => {
    const data = valid();
    data.se.sv.terms = 'x';
    data.no.en.terms = 'y';
    expect(() => validateContentLinks(data, file)).toThrow(
      /2 problem\(s\):\n {2}- content-links.json, country "se", language "sv", field "terms": .*\n {2}- content-links.json, country "no", language "en", field "terms"/,
    );
  });
});
