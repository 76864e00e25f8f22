import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { InlineHashes } from '../../src/lib/edge/securityHeaders.ts';
import { htmlFiles } from './htmlFiles.ts';

const inlineScript =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/g;

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * Hashes of every inline script and style in a built site, so the Content-Security-Policy can
 * allow exactly those (Astro inlines its island loader and small stylesheets) and nothing else.
 */
export async function collectInlineHashes(dir: string): Promise<InlineHashes> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    for (const match of html.matchAll(inlineScript)) if (match[1]) scripts.add(sha256(match[1]));
    for (const match of html.matchAll(inlineStyle)) if (match[1]) styles.add(sha256(match[1]));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
