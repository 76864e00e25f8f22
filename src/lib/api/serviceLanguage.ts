import type { Country } from '../../config/countries.ts';
import type { Language } from '../../config/languages.ts';
import type { Playground } from './types/location.ts';

/**
 * The `lang` of a text the main API wrote itself (a notice, a day's comment, a class's or an
 * article's name, an article's rules) on a page in `pageLanguage`: the main API writes them in
 * its country's own language only, so on a page in another language (English) they say which
 * one they are in (WCAG 3.1.2, language of parts) and a screen reader reads "Stängt för
 * underhåll" as Swedish. `undefined` where they are in the page's language: no attribute at
 * all, so React and Astro write the same markup whichever draws the page.
 */
export function serviceLanguage(
  pageLanguage: Language,
  country: Pick<Country, 'languages'>,
): Language | undefined {
  const [own] = country.languages;
  return pageLanguage === own ? undefined : own;
}

/**
 * The `lang` of a play centre's name as `playgroundName` shows it: none where it has a name
 * in the page's language, the country's where the page falls back to its own name.
 */
export function playgroundNameLanguage(
  playground: Pick<Playground, 'translatednames'>,
  pageLanguage: Language,
  country: Pick<Country, 'languages'>,
): Language | undefined {
  return playground.translatednames?.[pageLanguage]?.trim()
    ? undefined
    : serviceLanguage(pageLanguage, country);
}
