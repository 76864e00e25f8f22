/**
 * The content editor: Decap CMS, in which marketing changes the content links
 * (docs/content-links.md). `editor/` is its deployable site and Pages project: its page, the
 * configuration `npm run generate` writes from the content-link schema, the sign-in Functions,
 * and Decap's bundle, which `npm run build:editor` copies into `editor/decap/`.
 */

/** The editor's folder. */
export const editorFolder = 'editor';

/** Where the editor's page loads Decap's bundle from, inside the editor's folder. */
export const decapFolder = 'decap';

/**
 * The repository and branch a published change goes to. In production every save is a branch
 * and a pull request against this branch (Decap's editorial workflow), which CI checks and a
 * person merges; nothing reaches the sites unreviewed.
 */
export const editorRepository = { repo: 'playcentre/account-front', branch: 'main' } as const;

/**
 * The deployed editor's address: Decap opens its GitHub sign-in at `{base_url}/auth`, which the
 * editor's own Pages Functions (`editor/functions/`) answer, so this is the editor's own origin
 * (docs/deploy.md, "The content editor").
 */
export const editorProductionOrigin = 'https://editor.playcentre.se';

/**
 * Where the local editor's page reaches decap-server, Decap's local proxy: a path on the
 * editor's own https origin, which the local server passes on (no mixed content, no second
 * origin, and any port works since the address is relative).
 */
export const editorLocalApiPath = '/api/v1';

/** Decap's prebuilt bundle, served from node_modules: the editor needs no CDN. */
export const decapBundleFile = 'decap-cms.js';

/**
 * The GitHub commit status each country's preview of a `cms/` branch is reported under
 * (`npm run preview:status`). Decap's "View preview" reads one status, named by the editor's
 * `preview_context`: Sweden's, the default country's; the pull request lists all five.
 */
export function previewStatusContext(country: string): string {
  return `deploy/preview-${country}`;
}

/** The country whose preview the editor's "View preview" opens. */
export const editorPreviewCountry = 'se';
