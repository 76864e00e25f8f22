/**
 * `npm run bench:onboarding`: what the onboarding page loads for a signed-in parent. The page
 * is behind the login guard, so `bench:weight` (a first visit, signed out) only sees the way to
 * login. Here a parent of the bench's own is registered at the main API stand-in and signs in
 * at the identity stand-in, exactly as a person would (the guard sends them there); then the
 * page is loaded again with the browser cache off, reloaded in its tab and opened in a new tab
 * (where the session starts again with a silent sign-in), and each time all the JavaScript the
 * browser downloads until the first step is on screen and the network is quiet is counted (gzip -9):
 * every script file of the page and of its frames (the sign-in frames: check-session, silent
 * renew) and the inline scripts of every one of their documents, grouped by what it is for.
 * Prints each total against the budget every page keeps, and exits 1 over it.
 *   WEIGHT_BUDGET=80000 (gzip bytes of JavaScript, as bench:weight)
 *   BENCH_COUNTRY=se BENCH_LANGUAGE=sv (a development build in dist/; sites and stand-ins are
 *   started when they do not answer)
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { devices, type Page } from '@playwright/test';
import { requireDevelopmentBuild } from '../../scripts/lib/builtTarget.ts';
import { siteUrl, startSites } from '../../scripts/lib/sites.ts';
import { pagePath } from '../../src/config/routes.ts';
import { seededPassword } from '../stand-ins/seed/accounts.ts';
import { ensureStandIns } from '../stand-ins/ensure.ts';
import { standInUrls } from '../stand-ins/shared/origins.ts';
import { benchPlace, launchBenchChromium } from './benchSetup.ts';

const budget = Number(process.env['WEIGHT_BUDGET'] ?? 80_000);
const { country, language } = benchPlace();
requireDevelopmentBuild();

/** What each built chunk is for, by its file name. */
function groupOf(name: string): string {
  if (/\/react\./.test(name)) return 'React runtime';
  if (/\/(shell|site|ShellLayout|ConsentDialog|client)\./.test(name)) return 'shell (every page)';
  if (/\/(controller|userManager|callbacks)\./.test(name))
    return 'oidc-client-ts session (not loaded signed in)';
  if (/\/(storedSession|storedUser|pageGuard|checkSession|initialize|backends)\./.test(name)) {
    return 'sign-in session from the stored user';
  }
  if (/onboarding|mount\./i.test(name)) return 'onboarding (this page only)';
  return 'other';
}

/** A script the browser ran: a file, or the inline scripts of one document. */
interface Script {
  name: string;
  group: string;
  gzip: number;
}

const gzip = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

/** The inline scripts of an HTML document, except data (`type="application/json"`). */
function inlineScripts(html: string): string {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .join('\n');
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);

/**
 * Every script `load` makes the tab run (named by path on the site's `origin`), with the browser cache off, until the first step is on
 * screen, the session's check frame is open and the network is quiet: the files of the page and
 * of its frames, and the inline scripts of each of their documents.
 */
async function scriptsOf(page: Page, origin: string, load: () => Promise<unknown>): Promise<Script[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, Script>();
  const reading: Promise<void>[] = [];
  // A frame's whole download is the sign-in frames' (the session opens them: check-session,
  // and silent renew or sign-out).
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'document') return;
    const inFrame = response.frame() !== page.mainFrame();
    reading.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          const address = new URL(response.url());
          const name = `${address.origin === origin ? '' : address.origin}${address.pathname}`;
          const code = type === 'script' ? body : inlineScripts(body.toString('utf8'));
          if (code.length === 0) return;
          const group = inFrame ? 'sign-in frames (their own scripts)' : groupOf(name);
          scripts.set(`${type} ${name}`, {
            name: type === 'script' ? name : `${name} (inline scripts)`,
            group,
            gzip: gzip(code),
          });
        }),
    );
  });
  await load();
  await page.locator('.onboarding[data-phase="ready"]').waitFor();
  // The session monitor opens the check-session frame once the session has started.
  await page.waitForFunction(() => document.querySelector('iframe') !== null);
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  return [...scripts.values()];
}

const standIns = await ensureStandIns({ log: () => undefined });
const sites = await startSites([country]);
const browser = await launchBenchChromium();
try {
  const email = `bench-onboarding.${randomUUID().slice(0, 8)}@example.com`;
  const registered = await fetch(`${standInUrls.mainApi}/api/User/Register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      details: { firstName: 'Bench', lastName: 'Parent', email, phone: null },
      preferredPlaycenterId: null,
      password: seededPassword,
      registrationSource: 'Bench',
    }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status}`);

  const url = `${siteUrl(country)}${pagePath('onboarding', language)}?intent=Register&origin=IdServer`;
  const context = await browser.newContext({ ...devices['Pixel 7'], ignoreHTTPSErrors: true });
  const page = await context.newPage();
  // Signed in at the identity service as our sign-in page does it; the page picks it up.
  const login = await context.request.post(`${standInUrls.identity}/api/Authentication/login`, {
    data: { email, password: seededPassword },
  });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
  await page.goto(url);
  await page.locator('.onboarding[data-phase="ready"]').waitFor();

  // Signed in (user in this tab's sessionStorage): the page again from the network. Then a new
  // tab of the same browser, as a parent opens one: no sessionStorage, so the session starts
  // again from the identity service's cookie (a silent sign-in).
  const reload = await scriptsOf(page, new URL(url).origin, () => page.reload());
  const tab = await context.newPage();
  const newTab = await scriptsOf(tab, new URL(url).origin, () => tab.goto(url));
  for (const [title, files] of [
    ['reloaded in its tab', reload],
    ['opened in a new tab', newTab],
  ] as const) {
    console.log(
      `\nOnboarding ${title}, ${country}/${language}, signed in, Pixel 7, cache off (gzip -9; kB = 1,000 bytes)`,
    );
    console.log(`URL: ${new URL(url).pathname}${new URL(url).search}\n`);
    for (const group of [...new Set(files.map((file) => file.group))]) {
      const inGroup = files.filter((file) => file.group === group).sort((a, b) => b.gzip - a.gzip);
      console.log(`${kb(inGroup.reduce((sum, file) => sum + file.gzip, 0))}  ${group}`);
      for (const file of inGroup) console.log(`    ${kb(file.gzip)}  ${file.name}`);
    }
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    console.log(`${kb(total)}  in all, against a budget of ${kb(budget).trim()}`);
    if (total > budget) {
      console.log(`Over budget by ${kb(total - budget).trim()}.`);
      process.exitCode = 1;
    }
  }
  await context.close();
} finally {
  await browser.close();
  await sites.stop();
  await standIns.stop();
}
