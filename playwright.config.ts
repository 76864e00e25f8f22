import { defineConfig, devices } from '@playwright/test';
import { findTestTool } from './scripts/lib/testTools.ts';
import type { EngineOptions } from './tests/engines/fixtures.ts';
import { countries, countryCodes } from './src/config/countries.ts';
import { endpointsFor } from './src/config/environments.ts';
import { pagePath } from './src/config/routes.ts';

// A page that answers 200 on the last site `npm start` starts (Playwright treats 404 as not ready).
const lastCountry = countries[countryCodes[countryCodes.length - 1]!];
const lastSiteReady = `${endpointsFor('development', lastCountry.code).host}${pagePath('error', lastCountry.languages[0])}`;

// Pages are tested in Chromium (scripts/lib/testTools.ts finds it) against the servers `npm start` runs, started once for the whole suite from the existing dev build.
// The e-mail-confirmation Function waits three seconds for the identity service instead of
// ten, so the slow-service test is quick (scripts/lib/sites.ts passes it on as a binding).
process.env['IDENTITY_TIMEOUT_MS'] ??= '3000';

// The content editor's project starts its own editor on a copy of the files and needs none of
// the sites: asked for alone (`--project editor`), it does not wait for `npm start`'s servers.
const askedProjects = process.argv.flatMap((arg, index, args) =>
  arg === '--project'
    ? [args[index + 1]]
    : arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : [],
);
const onlyEditor = askedProjects.length > 0 && askedProjects.every((name) => name === 'editor');

export default defineConfig<object, EngineOptions>({
  testDir: 'tests/e2e',
  // A minute a test: on the 2-core machine the suite's pages took two to three times longer on
  // 28 November 2026 than before (docs/performance.md), and an axe scan of a form page then ran
  // past 30 s. The expectations' own limit stays 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  projects: [
    { name: 'site', testIgnore: /Outage\.spec\.ts$/ },
    // The cross-engine suite (tests/engines): the same runner and servers, with WebKitGTK and
    // Firefox of our own in place of Playwright's Chromium. After the site's tests, which set
    // global faults and places on the booking calls that the engines' journeys also make.
    ...(['webkit', 'firefox'] as const).map((engineName) => ({
      name: engineName,
      testDir: 'tests/engines',
      dependencies: ['site'],
      use: { engineName },
    })),
    // Marketing's content editor (Decap CMS) in desktop Chromium, on its local backend.
    {
      name: 'editor',
      testDir: 'tests/editor',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
    },
    // `*Outage.spec.ts` take a stand-in down or change it for everyone, so they run after the
    // rest, one at a time.
    {
      name: 'outage',
      testMatch: /Outage\.spec\.ts$/,
      dependencies: ['site', 'webkit', 'firefox'],
      workers: 1,
    },
  ],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: {
      executablePath: findTestTool('chromiumShell') ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    // Local sites use a self-signed certificate for https://localhost (see README).
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
  },
  webServer: onlyEditor
    ? undefined
    : {
        command: 'node scripts/start.ts --no-build',
        url: lastSiteReady,
        ignoreHTTPSErrors: true,
        reuseExistingServer: !process.env['CI'],
        timeout: 180_000,
        // SIGTERM lets scripts/start.ts stop its servers; Playwright's default SIGKILL would
        // leave the wrangler processes (in their own process groups) running.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
