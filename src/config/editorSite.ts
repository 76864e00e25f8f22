/**
 * The content editor: Decap CMS, in which marketing changes the content links
 * (docs/content-links.md). Its own files live in `editor/`; `npm run generate` writes its
 * configuration from the content-link schema, `npm run build:editor` its deployable site.
 */

/** The editor's folder: its page, its generated local configuration, its Pages project. */
export const editorFolder = 'editor';

/** Where `npm run build:editor` writes the deployable editor (page, configuration, Decap's bundle). */
export const editorDistFolder = 'dist/editor';

/**
 * The repository and branch a published change goes to. In production every save is a branch
 * and a pull request against this branch (Decap's editorial workflow), which CI checks and a
 * person merges; nothing reaches the sites unreviewed.
 */
export const editorRepository = { repo: 'playcentre/account-front', branch: 'main' } as const;

/**
 * The deployed editor's address: Decap opens its GitHub sign-in at `{base_url}/auth`, which the
 * editor's own Pages Functions (`editor/functions/`) answer, so this is the editor's own origin
 * (its Pages project's default domain).
 */
export const editorProductionOrigin = 'https://playcentre-content-editor.pages.dev';

/**
 * Where the local editor's page reaches decap-server, Decap's local proxy: a path on the
 * editor's own https origin, which the local server passes on (no mixed content, no second
 * origin, and any port works since the address is relative).
 */
export const editorLocalApiPath = '/api/v1';

/** Decap's prebuilt bundle, served from node_modules: the editor needs no CDN. */
export const decapBundleFile = 'decap-cms.js';
