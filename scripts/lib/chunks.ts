/**
 * How the build groups first-visit JavaScript into chunks (astro.config.mjs `manualChunks`).
 * Fewer, larger chunks: every file costs its own gzip header and loses the dictionary it would
 * share with its neighbours (about 0.1 kB each).
 */

/**
 * The stores of src/stores/ that every page's shell uses at once, bundled with the shell. A
 * store only one page needs stays in that page's chunk: a name here pulls its module into
 * every first visit. tests/unit/build/chunks.test.ts fails when src/stores/ gains or loses a
 * store that is in neither list.
 */
export const shellStores = [
  'consent',
  'countryDialog',
  'navigation',
  'notices',
  'session',
  'sidebar',
  'snackbar',
] as const;

/**
 * Stores of one page, or loaded on demand, left out of the shell's chunk: each page's form and
 * flow, a form's wait through a rate limit and the countdown of one, the sidebar's booking counts (loaded when a signed-in
 * parent opens the menu); analytics is
 * imported only once the visitor allows statistics (islands/behaviours/consentMode.ts).
 * @internal Read by the test that holds both lists to the folder.
 */
export const pageStores = [
  'analytics',
  'articleCheckout',
  'booking',
  'countdown',
  'emailResend',
  'onboarding',
  'passwordReset',
  'playground',
  'register',
  'shopOrder',
  'sidebarCounts',
  'signIn',
  'wait',
] as const;

const shellStorePath = new RegExp(`/src/stores/(${shellStores.join('|')})\\.ts$`);

/** The chunk a module goes into, or undefined to let the bundler decide. */
export function firstVisitChunk(id: string): string | undefined {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  // The islands' React glue goes with React (and imports nothing else, so that no page script
  // imports React's chunk for something bundled with it), with every island's error boundary;
  // the waking of islands with the shell.
  if (/\/src\/islands\/(useStore\.ts|hydrateIsland\.ts|IslandBoundary\.tsx)$/.test(id)) return 'react';
  if (/\/src\/islands\/behaviours\/islands\.ts$/.test(id)) return 'shell';
  // A page's configuration is read by most pages' scripts, React or not: a file of its own
  // would cost each of them a request for a few lines.
  if (/\/src\/islands\/pageConfig\.ts$/.test(id)) return 'shell';
  if (/node_modules\/(nanostores|@nanostores)\//.test(id)) return 'shell';
  // The versioned storage holds the consent choice, which every page reads.
  if (/\/src\/lib\/(shell|storage)\//.test(id) || shellStorePath.test(id)) return 'shell';
  return undefined;
}
