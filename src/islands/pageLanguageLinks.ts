import type { Language } from '../config/languages.ts';
import { site } from '../config/site.ts';

/**
 * Each language button leads to this page in that language: the built page knows only its
 * folder (one page serves every booking, article or order), the address names what it shows.
 * `pathIn` gives the page's path in a language, or null to leave that button as the build
 * wrote it. For a page whose script starts with `mountPage`.
 */
export function pointLanguageLinks(pathIn: (language: Language) => string | null): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-keep-query][hreflang]')) {
    const language = site.country.languages.find((each) => each === link.hreflang);
    const path = language ? pathIn(language) : null;
    if (path !== null) link.href = path;
  }
}
