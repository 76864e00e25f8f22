/**
 * Builds every country (or those named) for one environment:
 *   npm run build                       production, all five countries
 *   npm run build -- --env development  what `npm start` serves
 *   npm run build -- --country se,fi    only some countries
 *   npm run build -- --out-dir .tmp/x   somewhere other than dist/ (tests of other environments)
 *   npm run build:dev -- --no-stand-ins as if the main API were away (nothing prerendered from it)
 * A development build starts the local stand-ins while it runs (unless they run already): each
 * play centre's page is prerendered from the main API (src/layouts/prerenderedPlaygrounds.ts).
 * Each country is its own Astro build into dist/{country}/, then gets its _headers and
 * _redirects. Prints the time each step took and each country's edge rules against Cloudflare's limits.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { countries, type CountryCode } from '../src/config/countries.ts';
import type { EnvironmentName } from '../src/config/environments.ts';
import { loadContentLinks } from '../src/config/contentLinksFile.ts';
import { countriesOption, environmentOption, failWith } from './lib/cli.ts';
import { buildVersion } from './lib/buildVersion.ts';
import { checkStructuredData } from './lib/checkStructuredData.ts';
import { defaultDistRoot, outputDir, writeEdgeFiles } from './lib/edgeFiles.ts';
import { bin, childEnv, projectRoot } from './lib/processes.ts';
import { localCertPath } from './lib/localCertificate.ts';
import { ensureStandIns } from '../tests/stand-ins/ensure.ts';

function astroBuild(
  country: CountryCode,
  environment: EnvironmentName,
  version: string,
  distRoot: string,
  contentLinks: string | undefined,
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(bin('astro'), ['build', '--silent'], {
      cwd: projectRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: childEnv({
        SITE_COUNTRY: country,
        SITE_ENVIRONMENT: environment,
        SITE_VERSION: version,
        SITE_OUT_DIR: outputDir(country, distRoot),
        ASTRO_TELEMETRY_DISABLED: '1',
        // The development main API is the local stand-in, on the project's own certificate.
        ...(environment === 'development' ? { NODE_EXTRA_CA_CERTS: localCertPath } : {}),
        ...(contentLinks ? { CONTENT_LINKS_DIR: contentLinks } : {}),
      }),
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build for ${country} failed (exit ${code})`)),
    );
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      env: { type: 'string' },
      country: { type: 'string', multiple: true },
      'content-links': { type: 'string' },
      'out-dir': { type: 'string', default: defaultDistRoot },
      'no-stand-ins': { type: 'boolean', default: false },
    },
  });
  const environment = environmentOption(values.env, 'production');
  const selected = countriesOption(values.country);
  const contentLinks = values['content-links'];
  const distRoot = values['out-dir'];

  // Validate marketing's files first: a bad link should stop the build in a second, naming
  // the file, country, language and field, not after five Astro builds.
  loadContentLinks(contentLinks);

  // Once for every country, so all five sites of one build say the same version.
  const version = buildVersion();
  // The play centres' pages are prerendered from the main API; in development that is the
  // local stand-in, started for the build unless it runs (`--no-stand-ins`: a build with the
  // main API away, which must still succeed).
  const standIns =
    environment === 'development' && !values['no-stand-ins']
      ? await ensureStandIns({ log: () => undefined })
      : { stop: async () => undefined };
  const started = performance.now();
  const timings: string[] = [];
  try {
    for (const country of selected) {
      const countryStarted = performance.now();
      await rm(outputDir(country, distRoot), { recursive: true, force: true });
      await astroBuild(country, environment, version, distRoot, contentLinks);
      await checkStructuredData(outputDir(country, distRoot));
      const edgeRules = await writeEdgeFiles(country, environment, distRoot);
      const seconds = ((performance.now() - countryStarted) / 1000).toFixed(1);
      timings.push(
        `  ${country}  ${countries[country].slug.padEnd(8)}  ${seconds} s  → ${outputDir(country, distRoot)}/  (${edgeRules})`,
      );
    }
  } finally {
    await standIns.stop();
  }
  // Tells tests and `npm start` which environment dist/ holds (outside every country folder,
  // so it is never deployed).
  await mkdir(distRoot, { recursive: true });
  await writeFile(
    join(distRoot, 'build.json'),
    `${JSON.stringify({ environment, version, countries: selected }, null, 2)}\n`,
  );
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\nBuilt ${selected.length} ${selected.length === 1 ? 'country' : 'countries'} for ${environment}, version ${version}:`,
  );
  console.log(timings.join('\n'));
  console.log(`Build time: ${total} s\n`);
}

main().catch(failWith);
