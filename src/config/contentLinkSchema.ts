import { z } from 'zod';
import { countries, type CountryCode } from './countries.ts';
import type { Language } from './languages.ts';

/**
 * The schema of marketing's content links, one file per country (`content-links/{country}.json`,
 * one file each so that the browser editor, which writes an entry's whole file, saves one
 * country without touching another). It is built from the country table, so the JSON Schemas
 * beside the files, the editor's configuration and the build-time check can never disagree about
 * which countries, languages and fields exist. `npm run generate` writes the first two.
 */

/** The food-ordering (bistro) link exists only in these languages (spec §2). */
export const bistroLanguages: readonly Language[] = ['sv', 'nb', 'da'];

/** FAQ, family membership and group booking pages have no English version (spec §2). */
export const pagesWithoutEnglish = ['faq', 'familyMembership', 'groupBooking'] as const;

const httpsUrl = (what: string) =>
  z
    .url({ protocol: /^https$/, error: 'must be a complete https:// address' })
    .regex(/^https:\/\/[^\s]+$/, { error: 'must be a complete https:// address' })
    .describe(what);

const socialMedia = z
  .strictObject({
    facebook: httpsUrl('Facebook page').optional(),
    instagram: httpsUrl('Instagram profile').optional(),
    youtube: httpsUrl('YouTube channel').optional(),
    tiktok: httpsUrl('TikTok profile').optional(),
  })
  .describe('Social media links shown in the footer for this language.');

const commonLinks = {
  terms: httpsUrl('General terms and conditions.'),
  imprint: httpsUrl(
    'Imprint (legal notice): who runs the site. Required where the law wants it (Germany).',
  ).optional(),
  familyTerms: httpsUrl('Terms of the family membership.'),
  privacyPolicy: httpsUrl('Privacy policy.'),
  careAndSafety: httpsUrl('Care and safety questions and answers.'),
  sportClassesMore: httpsUrl('"Read more" about sport classes.'),
  summerCampMore: httpsUrl('"Read more" about summer camps.'),
  winterCampMore: httpsUrl('"Read more" about winter camps.'),
  socialMedia,
};

const pagesWithoutEnglishLinks = {
  faq: httpsUrl('Frequently asked questions (not in English).'),
  familyMembership: httpsUrl('Family membership page (not in English).'),
  groupBooking: httpsUrl('Group booking page (not in English).'),
};

const requiredImprint = {
  imprint: httpsUrl('Imprint (Impressum): who runs the site. Required by law here.'),
};

/**
 * The links one language of one country has: exactly the allowed fields, nothing else. The
 * imprint is required where the country's law wants one (the country table says where).
 */
export function languageLinksSchema(language: Language, imprintRequired = false) {
  return z.strictObject({
    ...commonLinks,
    ...(imprintRequired ? requiredImprint : {}),
    ...(language === 'en' ? {} : pagesWithoutEnglishLinks),
    ...(bistroLanguages.includes(language)
      ? { bistro: httpsUrl('Food ordering (bistro), only for sv, nb and da.') }
      : {}),
  });
}

/** One country's file: its two languages, and the address of its JSON Schema for editors. */
export function countryLinksSchema(code: CountryCode) {
  const [own, english] = countries[code].languages;
  return z
    .strictObject({
      $schema: z.string().optional(),
      [own]: languageLinksSchema(own, countries[code].imprintRequired),
      [english]: languageLinksSchema(english, countries[code].imprintRequired),
    })
    .describe(`Links of ${countries[code].slug}, per language.`) as unknown as z.ZodType<CountryLinks>;
}

export interface SocialMediaLinks {
  facebook?: string;
  instagram?: string;
  youtube?: string;
  tiktok?: string;
}

/** One language's links. Optional fields are the ones some languages must not have. */
export interface LanguageLinks {
  terms: string;
  /** Who runs the site; required in countries whose law wants it (`imprintRequired`). */
  imprint?: string;
  familyTerms: string;
  privacyPolicy: string;
  careAndSafety: string;
  sportClassesMore: string;
  summerCampMore: string;
  winterCampMore: string;
  socialMedia: SocialMediaLinks;
  faq?: string;
  familyMembership?: string;
  groupBooking?: string;
  bistro?: string;
}

/** One country's file: its own language and English. */
export type CountryLinks = { $schema?: string } & Partial<Record<Language, LanguageLinks>>;

/** Every country's links, as the build reads them from the country files. */
export type ContentLinks = Record<CountryCode, CountryLinks>;
