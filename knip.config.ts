import type { KnipConfig } from 'knip';

/**
 * `npm run lint` runs knip twice: over everything (tests count as users, so a helper or an
 * export nobody imports is found anywhere), and with `--production`, where only the product's
 * own entries count (pages, Functions, the build), so product code that only its tests still
 * call is found too. Entries marked `!` are the product's.
 */
const config: KnipConfig = {
  entry: [
    'astro.config.mjs!',
    'src/pages/**/*.astro!',
    'functions/**/*.ts!',
    // The content editor's sign-in Functions (its own Pages project).
    'editor/functions/**/*.ts!',
    'scripts/*.ts!',
    'tests/bench/*.ts',
    'tests/gallery/*.ts',
    'tests/stand-ins/*.ts',
    // Bundled by tests/e2e/sharedPieces.spec.ts with esbuild, by path.
    'tests/e2e/support/sharedPiecesHarness.ts',
    // Clients of spec §7 that no page calls yet, each named with why it stays. They are typed
    // and contract-tested against the stand-ins; counted as product entries until a page calls
    // them, when their line goes.
    // - the location hierarchy: spec §7 lists it among the product's calls, and its shape is
    //   known only from the spec, so a page needing it starts from a checked client.
    'src/lib/api/locationClient.ts!',
  ],
  project: [
    '*.{js,mjs,ts}',
    'src/**/*.{ts,tsx,astro}!',
    'functions/**/*.ts!',
    'editor/functions/**/*.ts!',
    'redirects/**/*.ts!',
    'scripts/**/*.ts!',
    'tests/**/*.ts',
  ],
  // The Astro plugin would take astro.config.mjs as tooling; here it is the product's build.
  astro: { config: [] },
  // A module may export what it uses itself, so its tests can reach it.
  ignoreExportsUsedInFile: true,

  // Debian's openssl makes the local certificate, and Debian's Xvfb the cross-engine suite's display
  // (tests/engines/webkit/webkit.ts); wrangler is run by path (scripts/lib/sites.ts);
  // vite is Astro's own, named by scripts/lib/preloadHelper.ts only for a type; vnu-jar is a Java
  // archive that scripts/checkHtml.ts resolves by path and runs with java; the display face's
  // files are named by `url()` in src/styles/fonts.css, a stylesheet knip does not read; the
  // content editor serves Decap's prebuilt bundle (decap-cms) as files and runs decap-server by
  // path (scripts/lib/editorServer.ts).
  ignoreBinaries: ['openssl', 'Xvfb'],
  ignoreDependencies: [
    'wrangler',
    'vite',
    'vnu-jar',
    '@fontsource-variable/fredoka',
    'decap-cms',
    'decap-server',
  ],
};

export default config;
