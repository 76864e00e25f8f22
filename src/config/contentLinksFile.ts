import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ContentLinksError,
  countryName,
  parseCountryLinks,
  type ContentLinkProblem,
} from './contentLinks.ts';
import type { ContentLinks } from './contentLinkSchema.ts';
import { countryCodes, isCountryCode } from './countries.ts';

/** Where marketing edits the content links: one `{country}.json` per country. */
export const contentLinksDir = fileURLToPath(new URL('./content-links/', import.meta.url));

/** The folder from the project root, as the editor's configuration and the docs name it. */
export const contentLinksFolder = 'src/config/content-links';

export const countryLinksFileName = (country: string) => `${country}.json`;
export const countrySchemaFileName = (country: string) => `${country}.schema.json`;

/**
 * Reads and validates every country's content-link file in `dir` (Node only: the build and its
 * config). Throws one ContentLinksError that names the file, country, language and field of
 * every problem in every file, so one build run lists all there is to fix.
 */
export function loadContentLinks(dir: string = contentLinksDir): ContentLinks {
  const problems: ContentLinkProblem[] = [];
  const shown = (path: string) => relative(process.cwd(), path) || path;
  const links: Partial<ContentLinks> = {};
  for (const country of countryCodes) {
    const path = join(dir, countryLinksFileName(country));
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      problems.push({
        file: shown(path),
        country,
        message: `is missing: ${countryName(country)} needs its file`,
      });
      continue;
    }
    try {
      links[country] = parseCountryLinks(country, text, shown(path));
    } catch (error) {
      if (!(error instanceof ContentLinksError)) throw error;
      problems.push(...error.problems);
    }
  }
  problems.push(
    ...unknownCountryFiles(dir).map((name) => ({ file: shown(join(dir, name)), message: unknownFile })),
  );
  if (problems.length > 0) throw new ContentLinksError(problems);
  return links as ContentLinks;
}

const unknownFile = `is no country's file; the countries are ${countryCodes.join(', ')}`;

/** A `.json` file beside the countries' that no country reads: a typo would otherwise be lost. */
function unknownCountryFiles(dir: string): string[] {
  return readdirSync(dir).filter(
    (name) =>
      name.endsWith('.json') &&
      !name.endsWith('.schema.json') &&
      !isCountryCode(name.slice(0, -'.json'.length)),
  );
}
