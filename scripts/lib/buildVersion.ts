import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applicationVersion, buildCommit } from '../../src/config/version.ts';
import { fileURLToPath } from 'node:url';

// Not processes.ts's projectRoot: astro.config.mjs imports this file, and that one starts servers.
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** HEAD of the repository the build runs in, or undefined without git or a repository. */
function gitHead(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: projectRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/**
 * This build's application version (src/config/version.ts), worked out once per build:
 * scripts/build.ts passes it to every country's Astro build as SITE_VERSION and writes it into
 * dist/build.json; astro.config.mjs asks here only when started without it (`astro dev`).
 */
export function buildVersion(env: NodeJS.ProcessEnv = process.env): string {
  const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return applicationVersion(
    version,
    buildCommit({ cloudflareCommit: env['CF_PAGES_COMMIT_SHA'], gitCommit: gitHead }),
  );
}
