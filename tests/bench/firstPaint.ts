/**
 * `npm run bench:firstpaint`: how soon a play centre's page shows its opening hours, on a
 * phone under Lighthouse's mobile conditions (slow 4G: 150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up; 4× CPU slowdown), in Debian's Chromium. For each measured page it loads the
 * page with a cold cache and reads:
 * - first contentful paint (FCP);
 * - when today's hours were on screen: the frame after the "open today" line (or, on a page
 *   that draws the hours in the browser, the week's table) is in the document;
 * - the layout shift of the whole visit until the live answers are in (CLS, as Lighthouse sums it).
 * Prints the median of the runs and the ratio hours / FCP against the goal (at most 1.1: the
 * hours come with the first paint), and exits 1 above it or with CLS above 0.01.
 *   BENCH_RUNS=5 (runs per page)   BENCH_PAGES=se/sv/barkarby,de/de/berlin-schoeneberg
 * (a development build in dist/; sites and stand-ins are started when they do not answer)
 */
import { devices, type Browser } from '@playwright/test';
import { requireDevelopmentBuild } from '../../scripts/lib/builtTarget.ts';
import { siteUrl, startSites } from '../../scripts/lib/sites.ts';
import { countries, isCountryCode, type CountryCode } from '../../src/config/countries.ts';
import { isLanguage, type Language } from '../../src/config/languages.ts';
import { playgroundPath } from '../../src/config/routes.ts';
import { featuredPlaygroundSlug } from '../stand-ins/seed/countries.ts';
import { ensureStandIns } from '../stand-ins/ensure.ts';
import { layoutShiftOf, recordLayoutShift } from '../support/layoutShift.ts';
import { launchBenchChromium } from './benchSetup.ts';

const goalRatio = 1.1;
const maxCls = 0.01;
const runs = Math.max(1, Number.parseInt(process.env['BENCH_RUNS'] ?? '5', 10) || 5);

interface Target {
  country: CountryCode;
  language: Language;
  slug: string;
}

/** The featured play centre of Sweden (Swedish) and Germany (German) unless BENCH_PAGES names others. */
function targets(): Target[] {
  const named = process.env['BENCH_PAGES']?.split(',').map((value) => value.trim().split('/'));
  if (!named) {
    return (['se', 'de'] as const).map((country) => ({
      country,
      language: countries[country].languages[0],
      slug: featuredPlaygroundSlug(country),
    }));
  }
  return named.map(([country = '', language = '', slug = '']) => {
    if (
      !isCountryCode(country) ||
      !isLanguage(language) ||
      !countries[country].languages.includes(language)
    ) {
      throw new Error(`BENCH_PAGES: ${country}/${language}/${slug} is no country/language/slug of ours`);
    }
    return { country, language, slug };
  });
}

interface Run {
  fcp: number;
  hours: number;
  cls: number;
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ ...devices['Pixel 7'], ignoreHTTPSErrors: true });
  const page = await context.newPage();
  // Recorded from the first byte of the document on: when the hours are on screen, and shifts.
  await recordLayoutShift(page);
  await page.addInitScript(() => {
    const seen = { hours: 0 };
    (window as unknown as { benchSeen: typeof seen }).benchSeen = seen;
    // The frame after today's hours (or, on a page that draws them later, the week's table)
    // are in the document: from the HTML as it is parsed, or once the page script drew them.
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="open-today"], [data-testid="opening-hours"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (seen.hours ||= performance.now())));
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  // The hours are on screen (from the HTML, or once the live answer is rendered), and the
  // live answers have come and been rendered: every shift they could cause is counted.
  await page.waitForFunction(
    () => {
      return (window as unknown as { benchSeen: { hours: number } }).benchSeen.hours > 0;
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    hours: (window as unknown as { benchSeen: { hours: number } }).benchSeen.hours,
  }));
  const result = { ...timing, cls: await layoutShiftOf(page) };
  await context.close();
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

requireDevelopmentBuild();
const chosen = targets();
const standIns = await ensureStandIns({ log: () => undefined });
const sites = await startSites([...new Set(chosen.map((target) => target.country))]);
const browser = await launchBenchChromium();
let failed = false;
try {
  console.log(
    `\nPlay centre's page: hours on screen vs first contentful paint, Pixel 7, slow 4G (150 ms, 1.6 Mbit/s), 4× CPU, cold cache, median of ${runs}\n`,
  );
  console.log('page                                   FCP       hours     ratio   CLS');
  for (const target of chosen) {
    const url = `${siteUrl(target.country)}${playgroundPath(target.language, target.slug)}`;
    await measure(browser, url); // warm-up: the sites' and stand-ins' first answers are slower
    const measured: Run[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await measure(browser, url));
    const fcp = median(measured.map((run) => run.fcp));
    const hours = median(measured.map((run) => run.hours));
    const ratio = hours / fcp;
    const cls = Math.max(...measured.map((run) => run.cls));
    if (ratio > goalRatio || cls > maxCls) failed = true;
    console.log(
      `${`${target.country}/${target.language}/${target.slug}`.padEnd(38)} ${`${Math.round(fcp)} ms`.padStart(8)}  ${`${Math.round(hours)} ms`.padStart(8)}  ${ratio.toFixed(2).padStart(6)}  ${cls.toFixed(3)}`,
    );
  }
  console.log(`\nGoal: hours / FCP at most ${goalRatio}, CLS (worst run) at most ${maxCls}.`);
} finally {
  await browser.close();
  await sites.stop();
  await standIns.stop();
}
if (failed) {
  console.log('Over the goal.');
  process.exitCode = 1;
}
