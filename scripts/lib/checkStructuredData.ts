import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { assertStructuredData, structuredDataOf } from './schemaVocabulary.ts';

/**
 * Checks the JSON-LD of every built HTML page of a site against the schema.org vocabulary
 * (schemaVocabulary.ts), and throws on the first page that does not fit, naming it: the build
 * stops rather than publish structured data a search engine would drop. Here, over the built
 * files, not in each page: a page never imports build tools, and every page that writes
 * JSON-LD, now or later, is checked the same way. Returns how many blocks it checked.
 */
export async function checkStructuredData(siteDir: string): Promise<number> {
  let checked = 0;
  for (const entry of await readdir(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    for (const block of structuredDataOf(await readFile(file, 'utf8'))) {
      assertStructuredData(block, relative(siteDir, file));
      checked += 1;
    }
  }
  return checked;
}
