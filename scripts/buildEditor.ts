/**
 * `npm run build:editor`: the deployable content editor in dist/editor/: its page, the
 * production configuration (GitHub sign-in, every save a pull request) and Decap's own bundle
 * with the chunks it loads, so the deployed editor needs no CDN either.
 */
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { editorDistFolder, editorFolder } from '../src/config/editorSite.ts';
import { failWith } from './lib/cli.ts';
import { editorConfigYaml } from './lib/editorConfig.ts';
import { decapDistDir, isDeployedDecapFile } from './lib/editorServer.ts';
import { projectRoot } from './lib/processes.ts';

/** The editor folder's own static files; `_headers` is there once the Pages project has one. */
const staticFiles = ['index.html', '_headers'];

async function main() {
  const out = join(projectRoot, editorDistFolder);
  await rm(out, { recursive: true, force: true });
  await mkdir(join(out, 'decap'), { recursive: true });
  for (const name of staticFiles) {
    const source = join(projectRoot, editorFolder, name);
    if (existsSync(source)) await copyFile(source, join(out, name));
  }
  await writeFile(join(out, 'config.yml'), editorConfigYaml('production'));
  const decapFiles = (await readdir(decapDistDir)).filter(isDeployedDecapFile);
  await Promise.all(decapFiles.map((name) => copyFile(join(decapDistDir, name), join(out, 'decap', name))));
  console.log(
    `Built the content editor → ${editorDistFolder}/ (config.yml for GitHub, ${decapFiles.length} Decap files)`,
  );
}

main().catch(failWith);
