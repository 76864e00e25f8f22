/**
 * `npm run deploy -- <country> [--env production|staging] [--dry-run]`
 * Uploads one country's build (dist/{country}/, made by `npm run build -- --env <env>`) to its
 * Cloudflare Pages project with `wrangler pages deploy`. Needs CLOUDFLARE_API_TOKEN and
 * CLOUDFLARE_ACCOUNT_ID in the environment (see README, "Deploy"). `--dry-run` prepares and
 * bundles everything and prints the command instead of uploading.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import {
  deployedEnvironments,
  pagesProjectName,
  type DeployedEnvironment,
} from '../src/config/cloudflare.ts';
import { readBuiltTarget } from './lib/builtTarget.ts';
import { countriesOption, failWith } from './lib/cli.ts';
import { bundleFunctions } from './lib/deployDir.ts';
import { bin, childEnv } from './lib/processes.ts';
import { wranglerEnv } from './lib/sites.ts';

function deployedEnvironment(value: string | undefined): DeployedEnvironment {
  const environment = value ?? 'production';
  if (!(deployedEnvironments as readonly string[]).includes(environment)) {
    throw new Error(
      `--env must be one of ${deployedEnvironments.join(', ')} (got "${environment}"); development is never deployed`,
    );
  }
  return environment as DeployedEnvironment;
}

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { env: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1)
    throw new Error('Name one country: npm run deploy -- se [--env production|staging]');
  const [country] = countriesOption(positionals);
  const environment = deployedEnvironment(values.env);
  if (!country) throw new Error('Name one country');

  const built = readBuiltTarget();
  if (built.environment !== environment || !built.countries.includes(country)) {
    throw new Error(
      `dist/ holds a ${built.environment} build of ${built.countries.join(', ')}; run \`npm run build -- --env ${environment}\` first.`,
    );
  }

  const { dir } = bundleFunctions(country, environment);
  const args = ['pages', 'deploy', '--branch', 'main'];
  const commit = git('rev-parse', 'HEAD');
  if (commit) args.push('--commit-hash', commit, '--commit-message', git('log', '-1', '--format=%s'));
  if (git('status', '--porcelain') !== '') args.push('--commit-dirty=true');

  console.log(`Project ${pagesProjectName(country, environment)} (${environment}), from ${dir}`);
  if (values['dry-run']) {
    console.log(`Dry run: Functions bundled. Would run in ${dir}:\n  wrangler ${args.join(' ')}`);
    return;
  }
  for (const name of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID']) {
    if (!process.env[name]) throw new Error(`${name} is not set; see README, "Deploy".`);
  }
  const result = spawnSync(bin('wrangler'), args, { cwd: dir, stdio: 'inherit', env: childEnv(wranglerEnv) });
  process.exit(result.status ?? 1);
}

try {
  main();
} catch (error) {
  failWith(error);
}
