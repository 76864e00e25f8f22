import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagesConfigFor, pagesConfigPath, type DeployedEnvironment } from '../../src/config/cloudflare.ts';
import type { CountryCode } from '../../src/config/countries.ts';
import { bin, childEnv, projectRoot } from './processes.ts';
import { wranglerEnv } from './sites.ts';

/**
 * Wrangler reads a Pages project's configuration from `wrangler.json` in the folder it runs
 * in, and its Functions from `functions/` there. Five projects share one repository, so each
 * deploy runs in `.deploy/{environment}/{country}/`, holding that country's committed
 * configuration and a link to the shared functions/ folder.
 */
export function prepareDeployDir(country: CountryCode, environment: DeployedEnvironment): string {
  const committedPath = join(projectRoot, pagesConfigPath(country, environment));
  const committed = readFileSync(committedPath, 'utf8');
  const expected = `${JSON.stringify(pagesConfigFor(country, environment), null, 2)}\n`;
  if (committed !== expected) {
    throw new Error(
      `${pagesConfigPath(country, environment)} is out of date with src/config: run \`npm run generate\`.`,
    );
  }
  const dir = join(projectRoot, '.deploy', environment, country);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'wrangler.json'), committed);
  symlinkSync(join(projectRoot, 'functions'), join(dir, 'functions'), 'dir');
  return dir;
}

/**
 * Bundles the Functions exactly as `wrangler pages deploy` would for this project (same
 * command, folder and configuration), so a Function that would fail to deploy fails here.
 */
export function bundleFunctions(
  country: CountryCode,
  environment: DeployedEnvironment,
): { dir: string; outdir: string } {
  const dir = prepareDeployDir(country, environment);
  const outdir = join(dir, '.bundle');
  const result = spawnSync(bin('wrangler'), ['pages', 'functions', 'build', '--outdir', outdir], {
    cwd: dir,
    env: childEnv(wranglerEnv),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `Bundling the Functions for ${country} (${environment}) failed:\n${result.stderr}${result.stdout}`,
    );
  }
  return { dir, outdir };
}
