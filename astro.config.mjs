// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { buildTargetFrom } from './src/config/buildTarget.ts';
import { loadContentLinks } from './src/config/contentLinksFile.ts';
import { buildVersion } from './scripts/lib/buildVersion.ts';
import { countryRouteSlugs } from './scripts/lib/countryRouteSlugs.ts';
import { firstVisitChunk } from './scripts/lib/chunks.ts';
import { localPictures } from './scripts/lib/localPictures.ts';
import { paintFirst } from './scripts/lib/paintFirst.ts';
import { noNulBytes } from './scripts/lib/withoutNulBytes.ts';
import { smallPreloadHelper } from './scripts/lib/preloadHelper.ts';
import { stripOidcLogging } from './scripts/lib/stripOidcLogging.ts';

// One build per country (scripts/build.ts sets SITE_COUNTRY and SITE_ENVIRONMENT): Astro's
// per-domain i18n needs server output, and each country is its own Cloudflare Pages project.
// scripts/build.ts works the version out once for all countries; `astro dev` and `astro check`
// run without it.
const target = buildTargetFrom({ ...process.env, SITE_VERSION: process.env.SITE_VERSION ?? buildVersion() });
const [defaultLocale] = target.country.languages;
// Marketing's links are checked before anything is built (scripts/build.ts checks them too).
loadContentLinks(process.env.CONTENT_LINKS_DIR);

export default defineConfig({
  site: target.endpoints.host,
  outDir: process.env.SITE_OUT_DIR ?? `./dist/${target.country.code}`,
  output: 'static',
  trailingSlash: 'ignore',
  // `preserve` keeps `404.astro` as `404.html` in every language folder, which is how
  // Cloudflare Pages finds the nearest not-found page for a path.
  build: { format: 'preserve', inlineStylesheets: 'auto' },
  i18n: {
    locales: [...target.country.languages],
    defaultLocale,
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  // Module scripts start after the first paint (scripts/lib/paintFirst.ts); a prerendered
  // article's picture is served by the site itself (scripts/lib/localPictures.ts).
  integrations: [react(), paintFirst(), localPictures(target.endpoints.mainApi), noNulBytes()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [smallPreloadHelper(), stripOidcLogging(), countryRouteSlugs(target.country.languages)],
    build: {
      rollupOptions: {
        output: {
          // Fewer, larger first-visit chunks (scripts/lib/chunks.ts).
          manualChunks: firstVisitChunk,
        },
      },
    },
    define: {
      // Read by client code (islands) that must know its build target without a fetch.
      'import.meta.env.SITE_COUNTRY': JSON.stringify(target.country.code),
      'import.meta.env.SITE_ENVIRONMENT': JSON.stringify(target.environment.name),
      'import.meta.env.SITE_TARGET': JSON.stringify(target),
    },
  },
});
