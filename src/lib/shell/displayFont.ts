import { storageKeyPrefix, storedKeys } from '../../config/storage.ts';

/**
 * The display face (styles/fonts.css) is asked for only after the page has loaded: a font the
 * first paint waits on put it 0.5–0.6 s later on a slow phone (Lighthouse, mobile: FCP 1.6 s
 * against 1.1 s), and headings are readable in its fallback, whose metrics match (styles/
 * fontFallback.css), so the swap moves nothing. The tab then remembers it has the face (the
 * HTTP cache keeps the file for good), and its next pages use it from their first paint.
 */

/** What `<html>` carries once the face may be used: the tokens switch `--font-display` to it. */
export const displayFontAttribute = 'data-display-font';

/** The face at the headings' weight, as CSS names it. */
export const displayFontFace = "600 1em 'Fredoka Variable'";

const key = storageKeyPrefix + storedKeys.displayFont.key;

/** For the head's inline script (layouts/ShellLayout.astro), before first paint. */
export function displayFontHintScript(): string {
  return (
    `try{if(sessionStorage.getItem(${JSON.stringify(key)}))` +
    `document.documentElement.setAttribute(${JSON.stringify(displayFontAttribute)},'')}catch(e){}`
  );
}

/** Once the page has loaded and the browser is idle: the face is fetched, then used. */
export function loadDisplayFont(
  root: HTMLElement,
  fonts: FontFaceSet,
  storage: Storage | null,
): Promise<void> {
  if (root.hasAttribute(displayFontAttribute)) return Promise.resolve();
  return fonts.load(displayFontFace, 'Aa').then(
    (faces) => {
      if (faces.length === 0) return;
      root.setAttribute(displayFontAttribute, '');
      try {
        storage?.setItem(key, '1');
      } catch {
        // A tab that refuses storage asks again on its next page: the file comes from the cache.
      }
    },
    () => undefined,
  );
}
