/**
 * `npm start`: builds the development environment and runs the whole product locally:
 * the five country sites on wrangler pages dev (ports 8781-8785) and the stand-ins for the
 * identity service (8790), the main API (8791) and the account site (8792). Ctrl-C stops all.
 *   npm start -- --no-build   serve the existing dist/ (what the browser tests use)
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { countries, countryCodes } from '../src/config/countries.ts';
import { failWith } from './lib/cli.ts';
import { projectRoot } from './lib/processes.ts';
import { siteUrl, startSites } from './lib/sites.ts';

async function main() {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
  if (!values['no-build']) {
    const build = spawnSync(process.execPath, ['scripts/build.ts', '--env', 'development'], {
      stdio: 'inherit',
      cwd: projectRoot,
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const sites = await startSites();
  console.log('\nThe play-centre account front is running:');
  for (const code of countryCodes) {
    const country = countries[code];
    console.log(
      `  ${country.flag}  ${country.nativeName.padEnd(12)} ${siteUrl(code)}/profile/${country.languages[0]}/404`,
    );
  }
  console.log('\nPress Ctrl-C to stop.\n');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await sites.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch(failWith);
