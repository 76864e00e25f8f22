import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../src/config/countries.ts';
import type { Language } from '../../src/config/languages.ts';
import { playgroundPath } from '../../src/config/routes.ts';
import { seedChildClasses } from '../stand-ins/seed/childClasses.ts';
import { featuredPlaygroundSlug, playgroundGuid, seedCountries } from '../stand-ins/seed/countries.ts';
import { seedNotices } from '../stand-ins/seed/notices.ts';
import { featuredOpeningExceptions } from '../stand-ins/seed/openingHours.ts';
import { shopSeeds } from '../stand-ins/seed/shopSeeds.ts';
import { escaped, get } from './helpers.ts';

/**
 * WCAG 3.1.2, language of parts (issue 41): on an English page, the main API's own texts are in
 * the country's language, and say so, so a screen reader reads "Stängt för underhåll" in Swedish
 * instead of spelling it out in English. What the build prerendered, as a phone gets it.
 */
const now = new Date();
const seeded = seedCountries();

/** The main API's own words on a country's featured play centre's page. */
function serviceWords(code: (typeof countryCodes)[number]): string[] {
  const slug = featuredPlaygroundSlug(code);
  const guid = playgroundGuid(slug);
  const country = seeded[countryCodes.indexOf(code)];
  const notices = seedNotices(seeded, now).filter(
    (notice) =>
      !notice.disabled &&
      Date.parse(notice.endDate ?? '') > now.getTime() &&
      (notice.locationIds ?? []).some((id) => id === guid || id === country?.guid),
  );
  const classes = seedChildClasses(seeded, now).filter((childClass) => childClass.playgroundId === guid);
  return [
    ...notices.flatMap((notice) => [notice.name ?? '', notice.text ?? '']),
    ...Object.values(featuredOpeningExceptions(code, now)).map(([, comment]) => comment),
    ...classes.map((childClass) => childClass.name ?? ''),
    shopSeeds[code].passes[0]?.name ?? '',
  ].filter(Boolean);
}

const regExpText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The element that holds `text` alone says its language is `lang`, or holds only the link that
 * holds it (a shelf card's name is a heading around its link).
 */
const saysLanguage = (text: string, lang: Language) =>
  new RegExp(`<[a-z][a-z0-9]*\\s[^>]*\\blang="${lang}"[^>]*>(?:<a\\s[^>]*>)?${regExpText(escaped(text))}<`);

describe("the main API's texts in their own language", () => {
  it.each(countryCodes.map((code) => [code, countries[code].languages[0]] as const))(
    '%s/en: notices, day comments, class names and the shelf say lang="%s"',
    async (code, own) => {
      const response = await get(code, playgroundPath('en', featuredPlaygroundSlug(code)));
      expect(response.status).toBe(200);
      const html = await response.text();
      const words = serviceWords(code);
      expect(words.length).toBeGreaterThanOrEqual(6);
      for (const text of words) {
        expect(html, text).toContain(escaped(text));
        expect(html, text).toMatch(saysLanguage(text, own));
      }
    },
  );

  it.each(countryCodes.map((code) => [code, countries[code].languages[0]] as const))(
    '%s/%s: on the country’s own page they take the page’s language, with no lang of their own',
    async (code, own) => {
      const response = await get(code, playgroundPath(own, featuredPlaygroundSlug(code)));
      const html = await response.text();
      for (const text of serviceWords(code)) {
        expect(html, text).toContain(escaped(text));
        expect(html, text).not.toMatch(saysLanguage(text, own));
      }
    },
  );
});
