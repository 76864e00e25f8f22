import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './htmlFiles.ts';

/**
 * React 18's server renderer pads a 2 kB chunk with NUL bytes when a multi-byte character (an
 * en dash, "ø") would straddle its end (facebook/react#26228, fixed after 18.3.1, the last 18).
 * A prerendered island large enough to fill chunks gets them in the middle of its text
 * ("SportKidz \0\0– prøvetime"): browsers show them as nothing or as boxes, the HTML checker
 * refuses them. The bytes are padding, never content, so they are taken out of every page the
 * build writes.
 */
export function withoutNulBytes(html: string): string {
  return html.includes('\u0000') ? html.replaceAll('\u0000', '') : html;
}

/** The Astro integration: applies `withoutNulBytes` to every page once the build is written. */
export function noNulBytes(): AstroIntegration {
  return {
    name: 'no-nul-bytes',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const clean = withoutNulBytes(html);
          if (clean !== html) await writeFile(file, clean);
        }
      },
    },
  };
}
