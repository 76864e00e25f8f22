/**
 * `npm run rebuild [-- --country se,no] [--env staging]`: asks Cloudflare Pages to build and
 * deploy the countries again from the main branch, by calling each project's deploy hook. The
 * play centres' pages carry the main API's data as the build saw it (name, address, hours,
 * notices, classes); the page asks for hours, notices and classes again after paint, so a
 * rebuild is what keeps what a crawler and a first paint see fresh (docs/deploy.md, "Rebuilds").
 *
 * Run daily by the scheduler and whenever content changes (the content system calls the same
 * hooks). Each hook's URL is a secret (whoever has it can start builds): it comes from the
 * environment, `PAGES_DEPLOY_HOOK_SE` … (`PAGES_DEPLOY_HOOK_SE_STAGING` for staging), never
 * from the repository. A country without one is named, and the script exits 1 after calling
 * the others.
 */
import { parseArgs } from 'node:util';
import { countries } from '../src/config/countries.ts';
import { countriesOption, failWith } from './lib/cli.ts';

/** The environment variable holding a project's deploy hook. */
function deployHookVariable(country: string, environment: 'production' | 'staging'): string {
  return `PAGES_DEPLOY_HOOK_${country.toUpperCase()}${environment === 'staging' ? '_STAGING' : ''}`;
}

async function main() {
  const { values } = parseArgs({
    options: { country: { type: 'string', multiple: true }, env: { type: 'string', default: 'production' } },
  });
  const environment = values.env === 'staging' ? 'staging' : 'production';
  if (values.env !== environment)
    throw new Error(`--env must be production or staging (got "${values.env}")`);
  let missing = 0;
  for (const country of countriesOption(values.country)) {
    const variable = deployHookVariable(country, environment);
    const hook = process.env[variable];
    if (!hook?.startsWith('https://')) {
      console.error(`✖ ${countries[country].slug}: no deploy hook in ${variable}`);
      missing += 1;
      continue;
    }
    const reply = await fetch(hook, { method: 'POST', signal: AbortSignal.timeout(30_000) });
    if (!reply.ok) throw new Error(`${countries[country].slug}: the deploy hook answered ${reply.status}`);
    console.log(`✔ ${countries[country].slug} (${environment}): build started`);
  }
  if (missing > 0) process.exitCode = 1;
}

main().catch(failWith);
