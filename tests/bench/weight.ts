/**
 * `npm run bench:weight`: what a first visit costs, per page type. For each page of
 * `pageRoutes` but the signed-in-only ones (so a new page is measured as soon as it exists) in one country and
 * language, a fresh Chromium profile on a phone (Pixel 7) loads the page and waits until
 * the islands that wake on their own (idle, and visible in the first screen) have
 * hydrated; then prints the HTML and the JavaScript it loaded, in bytes and gzip -9.
 * Nothing is clicked or scrolled, so this is exactly what arrives before any interaction.
 *   WEIGHT_BUDGET=80000 (gzip bytes of JavaScript; exit 1 when a page is over)
 *   BENCH_COUNTRY=se BENCH_LANGUAGE=sv
 *   BENCH_BASE_URL=https://…  (another server of that country's build; default: the local
 *                              site, started from dist/ when it is not running, with the
 *                              stand-in services the pages call)
 *   BENCH_PLAYGROUND_SLUG=…    (the play centre the playground page is measured with)
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { devices, type Page } from '@playwright/test';
import { requireDevelopmentBuild } from '../../scripts/lib/builtTarget.ts';
import { shellReadyAttribute } from '../../src/lib/shell/shellReady.ts';
import { siteUrl, startSites } from '../../scripts/lib/sites.ts';
import { ensureStandIns } from '../stand-ins/ensure.ts';
import { benchAddress, firstVisitPages } from './pageAddresses.ts';
import { benchPlace, launchBenchChromium } from './benchSetup.ts';

const budget = Number(process.env['WEIGHT_BUDGET'] ?? 80_000);
const { country, language } = benchPlace();

const gzip = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
/** For comparison only: Cloudflare serves brotli to browsers that accept it. */
const brotli = (data: Buffer | string) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

interface Weight {
  page: string;
  path: string;
  htmlBytes: number;
  htmlGzip: number;
  scriptFiles: number;
  scriptBytes: number;
  scriptGzip: number;
  scriptBrotli: number;
  inlineScriptGzip: number;
  blockingScripts: number;
  /** Each JavaScript file and its gzip size, largest first. */
  files: { name: string; gzip: number }[];
}

/**
 * Waits for the islands (components/Island.astro) that wake by themselves: load and idle ones, and
 * visible ones with markup on screen. An island's wrapper has no box, so its children are measured.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')].every((island) => {
      // One that waits for a signed-in parent never wakes on a first visit, nor one that waits
      // for its page to change (a play centre's page whose live answer matches its HTML).
      if (island.dataset['wake'] === 'signedIn' || island.dataset['wake'] === 'changed') return true;
      if (island.dataset['wake'] !== 'visible') return false;
      const onScreen = [...island.children].some((child) => {
        const box = child.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
      });
      return !onScreen;
    }),
  );
}

async function measure(page: Page, pageId: string, path: string): Promise<Weight> {
  const scripts = new Map<string, Buffer>();
  let html = '';
  // Each body is read as it comes; all of them are awaited before counting, so a slow read on a
  // busy machine cannot leave a file out.
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'document') return;
    reads.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          if (type === 'script') scripts.set(response.url(), body);
          else if (response.request().frame() === page.mainFrame()) html = body.toString('utf8');
        }),
    );
  });
  await page.goto(path, { waitUntil: 'load' });
  // The page's module scripts start after the first paint (scripts/lib/paintFirst.ts): on a busy
  // machine, after the load event. The shell marks the page once it has run.
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    shellReadyAttribute,
  );
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  // Inline scripts, except data (`type="application/json"`), which is not JavaScript.
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => m[1] ?? '');
  // A classic external script without async/defer stops parsing and painting until it has run.
  const blocking = [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)].filter(
    ([tag]) => !/type="module"|\basync\b|\bdefer\b/.test(tag),
  ).length;
  const files = [...scripts.values()];
  return {
    page: pageId,
    path: new URL(path).pathname,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzip(html),
    scriptFiles: files.length,
    scriptBytes: files.reduce((sum, body) => sum + body.length, 0),
    scriptGzip: files.reduce((sum, body) => sum + gzip(body), 0),
    scriptBrotli:
      files.reduce((sum, body) => sum + brotli(body), 0) +
      inline.reduce((sum, text) => sum + brotli(text), 0),
    inlineScriptGzip: inline.reduce((sum, text) => sum + gzip(text), 0),
    blockingScripts: blocking,
    files: [...scripts]
      .map(([url, body]) => ({ name: new URL(url).pathname, gzip: gzip(body) }))
      .sort((a, b) => b.gzip - a.gzip),
  };
}

const baseUrl = process.env['BENCH_BASE_URL'] ?? siteUrl(country);
if (!process.env['BENCH_BASE_URL']) requireDevelopmentBuild();
const local = !process.env['BENCH_BASE_URL'];
const standIns = local ? await ensureStandIns({ log: () => undefined }) : { stop: async () => {} };
const sites = local ? await startSites([country]) : { stop: async () => {} };
const browser = await launchBenchChromium();
const weights: Weight[] = [];
try {
  for (const pageId of firstVisitPages) {
    const context = await browser.newContext({ ...devices['Pixel 7'], ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const url = `${baseUrl}${await benchAddress(pageId, language, country, local)}`;
    weights.push(await measure(page, pageId, url));
    await context.close();
  }
} finally {
  await browser.close();
  await sites.stop();
  await standIns.stop();
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);
console.log(
  `\nFirst visit, ${country}/${language}, Pixel 7, before any interaction (gzip -9; kB = 1,000 bytes)\n`,
);
console.log(
  'page        path                     HTML      HTML gz   JS files  JS        JS gz     inline JS gz  JS total gz  (brotli)  blocking',
);
let over = false;
for (const weight of weights) {
  const total = weight.scriptGzip + weight.inlineScriptGzip;
  over ||= total > budget;
  console.log(
    `${weight.page.padEnd(11)} ${weight.path.padEnd(24)} ${kb(weight.htmlBytes)} ${kb(weight.htmlGzip)} ${String(weight.scriptFiles).padStart(8)}  ${kb(weight.scriptBytes)} ${kb(weight.scriptGzip)} ${kb(weight.inlineScriptGzip)}    ${kb(total)} ${kb(weight.scriptBrotli)}  ${String(weight.blockingScripts).padStart(8)}`,
  );
}
const [first] = weights;
if (first) {
  console.log(`\nJavaScript files of ${first.path} (gzip -9):`);
  for (const file of first.files) console.log(`  ${kb(file.gzip)}  ${file.name}`);
  // What each other page loads beyond the first one: its own code.
  for (const weight of weights.slice(1)) {
    const own = weight.files.filter((file) => !first.files.some((shared) => shared.name === file.name));
    if (own.length === 0) continue;
    const total = own.reduce((sum, file) => sum + file.gzip, 0);
    console.log(`\n${weight.page} loads ${kb(total).trim()} more than ${first.page}:`);
    for (const file of own) console.log(`  ${kb(file.gzip)}  ${file.name}`);
  }
}
console.log(
  `\nBudget: ${kb(budget).trim()} of JavaScript (gzip) per first visit, none of it blocking first paint.`,
);
if (over || weights.some((weight) => weight.blockingScripts > 0)) {
  console.log('Over budget.');
  process.exitCode = 1;
}
