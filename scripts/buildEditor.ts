/**
 * `npm run build:editor`: copies Decap's prebuilt bundle and the chunks it loads into
 * `editor/decap/` (not committed), which makes `editor/` the whole deployable editor: its page,
 * its configuration (written by `npm run generate`), its sign-in Functions and Decap, so the
 * deployed editor needs no CDN either. Deploying it: docs/deploy.md, "The content editor".
 */
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { decapFolder, editorFolder } from '../src/config/editorSite.ts';
import { failWith } from './lib/cli.ts';
import { decapDistDir, isDeployedDecapFile } from './lib/editorServer.ts';
import { projectRoot } from './lib/processes.ts';

async function main() {
  const out = join(projectRoot, editorFolder, decapFolder);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const decapFiles = (await readdir(decapDistDir)).filter(isDeployedDecapFile);
  await Promise.all(decapFiles.map((name) => copyFile(join(decapDistDir, name), join(out, name))));
  console.log(`Copied Decap's bundle (${decapFiles.length} files) → ${editorFolder}/${decapFolder}/`);
}

main().catch(failWith);
