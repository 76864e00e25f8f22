import type { Language } from '../config/languages.ts';
import { site } from '../config/site.ts';
import type { Playground } from '../lib/api/types/location.ts';
import { playgroundNameLanguage, serviceLanguage } from '../lib/api/serviceLanguage.ts';

/**
 * The `lang` to give an element that holds only the main API's own words on a page in
 * `language` (lib/api/serviceLanguage.ts): the one rule every view uses, prerendered and in
 * the browser alike. Spread it: `<p lang={serviceLang(language)}>`.
 */
export const serviceLang = (language: Language) => serviceLanguage(language, site.country);

/** The `lang` of a play centre's name as `playgroundName` shows it on a page in `language`. */
export const nameLang = (playground: Pick<Playground, 'translatednames'>, language: Language) =>
  playgroundNameLanguage(playground, language, site.country);
