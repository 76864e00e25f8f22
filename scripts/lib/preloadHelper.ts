import type { Plugin } from 'vite';

/*
 * Vite wraps every dynamic `import()` (an island's code, the session code, loaded on demand) in
 * a preload helper of about 0.6 kB gzip that every first visit would carry for CSS preloading
 * and an error event this product does not use. Ours imports at once and adds `modulepreload`
 * links for the imported chunk's own imports, so they download in parallel, not one level
 * after another. A link costs the main thread about a millisecond to insert (two to eight
 * under Lighthouse's 4× slowdown), and the sign-in island alone has fifteen: inserted in one
 * go they were the page's one long task after its first paint. So each link gets a task of
 * its own, and a chunk already asked for (React, the shell) is not asked for again.
 */

const helperId = '\0vite/preload-helper.js';

/** The helper's source: the module Vite imports `__vitePreload` from. */
export const preloadHelperSource = `const requested = new Set();
export const __vitePreload = (load, deps) => {
  const pending = (deps ?? []).filter((dep) => !requested.has(dep));
  for (const dep of pending) requested.add(dep);
  const preloadNext = () => {
    const dep = pending.shift();
    if (dep === undefined) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = '/' + dep;
    document.head.append(link);
    setTimeout(preloadNext);
  };
  setTimeout(preloadNext);
  return load();
};`;

/** The Vite plugin that puts `preloadHelperSource` in place of Vite's own helper. */
export function smallPreloadHelper(): Plugin {
  return {
    name: 'small-preload-helper',
    enforce: 'pre',
    resolveId: (source) => (source === helperId ? helperId : undefined),
    load: (id) => (id === helperId ? preloadHelperSource : undefined),
  };
}
