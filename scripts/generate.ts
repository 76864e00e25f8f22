/** `npm run generate`: rewrites every committed generated file (see scripts/lib/generatedFiles.ts). */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { generatedFiles } from './lib/generatedFiles.ts';
import { projectRoot } from './lib/processes.ts';

for (const file of generatedFiles) {
  const path = join(projectRoot, file.path);
  const next = file.generate();
  const current = await readFile(path, 'utf8').catch(() => '');
  if (current === next) {
    console.log(`unchanged  ${file.path}`);
  } else {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, next);
    console.log(`written    ${file.path}`);
  }
}
