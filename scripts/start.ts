/**
 * `npm start`: builds the development environment and runs the whole product locally:
 * the five country sites on wrangler pages dev (ports 8781-8785), the stand-ins for the
 * identity service (8790), the main API (8791) and the account site (8792), and marketing's
 * content editor (8793), which saves into this working tree. Ctrl-C stops all.
 *   npm start -- --no-build   serve the existing dist/ (what the browser tests use)
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { countries, countryCodes, defaultLanguageOf } from '../src/config/countries.ts';
import { contentLinksFolder } from '../src/config/contentLinksFile.ts';
import { developmentPorts } from '../src/config/environments.ts';
import { languageRoot } from '../src/config/routes.ts';
import { failWith } from './lib/cli.ts';
import { startEditor, type RunningEditor } from './lib/editorServer.ts';
import { isAnswering, projectRoot } from './lib/processes.ts';
import { siteUrl, startSites } from './lib/sites.ts';
import { ensureStandIns } from '../tests/stand-ins/ensure.ts';
import { standInUrls } from '../tests/stand-ins/shared/origins.ts';

async function main() {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
  if (!values['no-build']) {
    const build = spawnSync(process.execPath, ['scripts/build.ts', '--env', 'development'], {
      stdio: 'inherit',
      cwd: projectRoot,
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // What the stand-ins "send" (e-mails with confirmation links) is printed here; the browser
  // tests start this script too and do not need it.
  const quiet = Boolean(process.env['CI']) || Boolean(process.env['QUIET_STAND_INS']);
  const standIns = await ensureStandIns(quiet ? { log: () => undefined } : {});
  const sites = await startSites().catch(async (error: unknown) => {
    await standIns.stop();
    throw error;
  });
  const editorUrl = `https://localhost:${developmentPorts.localEditor}/`;
  // Like the sites, an editor already running (another `npm start`) is used, not started twice.
  const editor: RunningEditor | undefined = (await isAnswering(editorUrl))
    ? undefined
    : await startEditor({ port: developmentPorts.localEditor, repoDir: projectRoot }).catch(
        async (error: unknown) => {
          await Promise.all([sites.stop(), standIns.stop()]);
          throw error;
        },
      );
  console.log('\nThe play-centre account front is running:');
  for (const code of countryCodes) {
    const country = countries[code];
    console.log(
      `  ${country.flag}  ${country.nativeName.padEnd(12)} ${siteUrl(code)}${languageRoot(defaultLanguageOf(country))}/`,
    );
  }
  console.log(
    `\n  identity service ${standInUrls.identity}  (sign in with a seeded account: tests/stand-ins/README.md)`,
  );
  console.log(`  main API         ${standInUrls.mainApi}`);
  console.log(`  account site     ${standInUrls.accountSite}  (stand-in for every outside site)`);
  console.log(`\n  content editor   ${editorUrl}  (Decap CMS; saves into ${contentLinksFolder}/)`);
  console.log('\nPress Ctrl-C to stop.\n');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all([sites.stop(), standIns.stop(), editor?.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch(failWith);
