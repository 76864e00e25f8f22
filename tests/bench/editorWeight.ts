/**
 * `npm run bench:editor`: what opening the content editor costs marketing's browser, from the
 * files the deployed editor serves (editor/: its page and configuration; Decap's bundle, which
 * `npm run build:editor` copies from node_modules). Sizes raw, gzip -9 and brotli (what
 * Cloudflare serves a browser that accepts it). The editor is a desktop tool behind Cloudflare
 * Access, opened now and then: it has no budget of its own; the figure is for docs/performance.md.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { decapBundleFile, editorFolder } from '../../src/config/editorSite.ts';
import { decapDistDir } from '../../scripts/lib/editorServer.ts';
import { projectRoot } from '../../scripts/lib/processes.ts';

const files: [name: string, path: string][] = [
  ['index.html', join(projectRoot, editorFolder, 'index.html')],
  ['config.yml', join(projectRoot, editorFolder, 'config.yml')],
  [`decap/${decapBundleFile}`, join(decapDistDir, decapBundleFile)],
];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(11);
let total = { raw: 0, gzip: 0, brotli: 0 };
console.log(`${'file'.padEnd(20)}${'raw'.padStart(11)}${'gzip'.padStart(11)}${'brotli'.padStart(11)}`);
for (const [name, path] of files) {
  const body = await readFile(path);
  const sizes = {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  total = { raw: total.raw + sizes.raw, gzip: total.gzip + sizes.gzip, brotli: total.brotli + sizes.brotli };
  console.log(`${name.padEnd(20)}${kb(sizes.raw)}${kb(sizes.gzip)}${kb(sizes.brotli)}`);
}
console.log(`${'total'.padEnd(20)}${kb(total.raw)}${kb(total.gzip)}${kb(total.brotli)}`);
