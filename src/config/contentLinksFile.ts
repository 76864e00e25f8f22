import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseContentLinks } from './contentLinks.ts';
import type { ContentLinksFile } from './contentLinkSchema.ts';

/** Where marketing edits the content links. */
export const contentLinksPath = fileURLToPath(new URL('./content-links.json', import.meta.url));

/**
 * Reads and validates a content-link file (Node only: the build and its config). Throws a
 * ContentLinksError that names the file, country, language and field of every problem.
 */
export function loadContentLinks(path: string = contentLinksPath): ContentLinksFile {
  const shownPath = relative(process.cwd(), path) || path;
  return parseContentLinks(readFileSync(path, 'utf8'), shownPath);
}
