import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { contentLinkLabels } from '../../../src/config/contentLinkLabels.ts';
import { languageLinksSchema } from '../../../src/config/contentLinkSchema.ts';
import { validateCountryLinks } from '../../../src/config/contentLinks.ts';
import { countries, countryCodes } from '../../../src/config/countries.ts';
import { editorRepository, previewStatusContext } from '../../../src/config/editorSite.ts';
import { countryEntry, editorConfig, type EditorField } from '../../../scripts/lib/editorConfig.ts';

/** Field name → required, as the editor's configuration says and as the zod schema says. */
const editorFields = (fields: EditorField[]) =>
  Object.fromEntries(fields.map((field) => [field.name, field.required]));
const schemaFields = (shape: Record<string, z.ZodType>) =>
  Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [name, !field.safeParse(undefined).success]),
  );

const pairs = countryCodes.flatMap((country) =>
  countries[country].languages.map((language) => ({ country, language })),
);

describe('the content editor configuration', () => {
  it.each(pairs)(
    '$country/$language: the fields and their required-ness are the schema’s',
    ({ country, language }) => {
      const schema = languageLinksSchema(language, countries[country].imprintRequired);
      const group = countryEntry(country).fields.find((field) => field.name === language)!;
      expect(editorFields(group.fields!)).toEqual(schemaFields(schema.shape));
      const socialMedia = group.fields!.find((field) => field.name === 'socialMedia')!;
      expect(editorFields(socialMedia.fields!)).toEqual(
        schemaFields((schema.shape.socialMedia as unknown as z.ZodObject).shape),
      );
    },
  );

  it.each(pairs)(
    '$country/$language: fields are labelled in the language they hold',
    ({ country, language }) => {
      const group = countryEntry(country).fields.find((field) => field.name === language)!;
      const terms = group.fields!.find((field) => field.name === 'terms')!;
      expect(terms.label).toBe(contentLinkLabels[language].fields.terms);
      expect(terms.pattern?.[1]).toBe(contentLinkLabels[language].notHttps);
    },
  );

  it('should refuse in the editor what the build refuses: http, and anything but a whole https address', () => {
    const [pattern] = countryEntry('se').fields[1]!.fields![0]!.pattern!;
    const accepts = (value: string) => new RegExp(pattern).test(value);
    expect(accepts('https://www.playcentre.se/x')).toBe(true);
    for (const refused of ['http://www.playcentre.se/x', 'https//www.playcentre.se', 'https://a b']) {
      expect(accepts(refused)).toBe(false);
      const links = structuredClone(validSweden);
      links.sv.terms = refused;
      expect(() => validateCountryLinks('se', links, 'se.json')).toThrow();
    }
  });

  it('should give each country one entry, its own file, own language first', () => {
    const entries = editorConfig('local').collections[0]!.files;
    expect(entries.map((entry) => entry.file)).toEqual(
      countryCodes.map((code) => `src/config/content-links/${code}.json`),
    );
    expect(countryEntry('de').fields.map((field) => field.name)).toEqual(['$schema', 'de', 'en']);
  });

  it('should mark the German imprint as required by law in both languages', () => {
    const imprints = countryEntry('de')
      .fields.slice(1)
      .map((group) => group.fields!.find((field) => field.name === 'imprint')!);
    expect(imprints.map((field) => [field.required, field.hint])).toEqual([
      [true, `${contentLinkLabels.de.hint}. ${contentLinkLabels.de.requiredByLaw}`],
      [true, `${contentLinkLabels.en.hint}. ${contentLinkLabels.en.requiredByLaw}`],
    ]);
  });

  it('should save locally into the working tree and deployed as a pull request on GitHub', () => {
    expect(editorConfig('local')).toMatchObject({ backend: { name: 'proxy', proxy_url: '/api/v1' } });
    expect(editorConfig('local')).not.toHaveProperty('publish_mode');
    expect(editorConfig('production')).toMatchObject({
      backend: { name: 'github', repo: editorRepository.repo, branch: editorRepository.branch },
      publish_mode: 'editorial_workflow',
    });
  });

  it("should open the preview whose status CI records (npm run preview:status), Sweden's", () => {
    expect(editorConfig('production').backend).toMatchObject({ preview_context: previewStatusContext('se') });
    expect(editorConfig('local').backend).not.toHaveProperty('preview_context');
  });
});

const validSweden = {
  sv: {
    terms: 'https://www.playcentre.se/villkor',
    familyTerms: 'https://www.playcentre.se/f',
    privacyPolicy: 'https://www.playcentre.se/p',
    careAndSafety: 'https://www.playcentre.se/c',
    sportClassesMore: 'https://www.playcentre.se/s',
    summerCampMore: 'https://www.playcentre.se/s',
    winterCampMore: 'https://www.playcentre.se/w',
    faq: 'https://www.playcentre.se/q',
    familyMembership: 'https://www.playcentre.se/m',
    groupBooking: 'https://www.playcentre.se/g',
    bistro: 'https://www.playcentre.se/b',
    socialMedia: {},
  },
  en: {
    terms: 'https://www.playcentre.se/en/terms',
    familyTerms: 'https://www.playcentre.se/en/f',
    privacyPolicy: 'https://www.playcentre.se/en/p',
    careAndSafety: 'https://www.playcentre.se/en/c',
    sportClassesMore: 'https://www.playcentre.se/en/s',
    summerCampMore: 'https://www.playcentre.se/en/s',
    winterCampMore: 'https://www.playcentre.se/en/w',
    socialMedia: {},
  },
};
