/*
 * The names of the prerendered pages that answer for addresses only the browser can read (a
 * play centre the build did not know, a class, an article, an order): one page per language,
 * built under these names, and the edge's rewrites send every such address to it
 * (redirects/playgroundRules.ts, redirects/shopRules.ts). Here because the pages and the edge
 * both need them, and the pages import nothing from the edge layer. None can be a slug, an id
 * or an order reference: those never start with `_`.
 */

/** The play centre's page for any play centre (slugs are lowercase letters, digits and hyphens). */
export const playgroundShellName = '__playground';

/** The booking page of each language, below the play centre's own shell. */
export const childClassBookingShellName = '__booking';

/** The shop's three pages of each language. */
export const shopShellNames = { article: '__article', order: '__order', redeem: '__redeem' } as const;

/** The kind's segment of each shop page's path: no kind slug starts with `_`. */
export const shopKindShellName = '__kind';
