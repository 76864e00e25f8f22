import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every `.html` file below a folder of a built site, in a stable order. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
