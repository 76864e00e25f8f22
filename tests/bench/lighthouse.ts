/**
 * `npm run bench:lighthouse`: Lighthouse (mobile settings: emulated mid-range phone,
 * simulated slow 4G and 4× CPU slowdown) in Debian's Chromium, on every page of
 * `pageRoutes` but the signed-in-only ones (so a new page is measured as soon as it exists) in one country per
 * language, after one uncounted warm-up run. Prints the four category scores, LCP, TBT and
 * CLS, and every audit that kept a category below 100. Target: 100 in each category.
 *   BENCH_LANGUAGES=sv,fi   only these languages        BENCH_PAGES=error   only these pages
 *   CHROME_FLAGS="…"        extra Chromium flags (e.g. --host-rules to reach other ports)
 *   BENCH_REPORTS=dir       also write each full report there ({page}-{lang}.json, or
 *                           {page}-{lang}-{run}.json with BENCH_RUNS), to see why
 *   BENCH_RUNS=5            measure each page that often and show the median run (by
 *                           performance) with the range, as Lighthouse's own guidance on
 *                           variability advises; one run by default
 * Not-found pages answer 404 by design; Lighthouse is told to measure them anyway.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { requireDevelopmentBuild } from '../../scripts/lib/builtTarget.ts';
import { siteUrl, startSites } from '../../scripts/lib/sites.ts';
import { countryList, defaultCountryCode, type CountryCode } from '../../src/config/countries.ts';
import { languageCodes, type Language } from '../../src/config/languages.ts';
import { ensureStandIns } from '../stand-ins/ensure.ts';
import type { PageId } from '../../src/config/routes.ts';
import { benchAddress, firstVisitPages } from './pageAddresses.ts';
import { requireTestTool } from '../../scripts/lib/testTools.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const only = (name: string) => process.env[name]?.split(',').map((value) => value.trim());
const languages = languageCodes.filter((language) => only('BENCH_LANGUAGES')?.includes(language) ?? true);
const pages = firstVisitPages.filter((page) => only('BENCH_PAGES')?.includes(page) ?? true);
const runs = Math.max(1, Number.parseInt(process.env['BENCH_RUNS'] ?? '1', 10) || 1);

/** English is measured on the default country's site; every other language on its own country's. */
const countryFor = (language: Language): CountryCode =>
  countryList.find((country) => country.languages[0] === language)?.code ?? defaultCountryCode;

interface Result {
  page: PageId;
  language: Language;
  url: string;
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  misses: string[];
  /** The lowest and highest performance score of the page's runs. */
  performanceRange: [number, number];
}

/** One run's figures; `measure` adds the range over a page's runs. */
type Run = Omit<Result, 'performanceRange'>;

/** Chromium with a debugging port for Lighthouse; resolves once it listens. */
function startChromium(profile: string): Promise<{ port: number; process: ChildProcess }> {
  const flags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // The local sites use a self-signed certificate (README, "Local https").
    '--ignore-certificate-errors',
    `--user-data-dir=${profile}`,
    '--remote-debugging-port=0',
    ...(process.env['CHROME_FLAGS']?.split(/\s+(?=--)/).filter(Boolean) ?? []),
    'about:blank',
  ];
  const chromium = spawn(requireTestTool('chromium'), flags, { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    chromium.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ port: Number(match[1]), process: chromium });
    });
    chromium.once('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)),
    );
  });
}

/** One Lighthouse run; a run that failed to record (NO_NAVSTART and the like) is tried again. */
async function lighthouseReport(port: number, url: string, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
      { extends: 'lighthouse:default', settings: { ignoreStatusCode: true } },
    );
    const problem = run
      ? run.lhr.runtimeError
      : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (run && !problem) return run.lhr;
    if (attempt === attempts) throw new Error(`${url}: ${problem?.code} ${problem?.message}`);
    console.error(`  ${url}: ${problem?.code}, trying again`);
  }
}

/**
 * One Lighthouse run; `run` numbers its report: 0 when each page runs once, 1… with BENCH_RUNS,
 * and -1 for the warm-up, whose report is not kept.
 */
async function audit(port: number, page: PageId, language: Language, run: number): Promise<Run> {
  const country = countryFor(language);
  const url = `${siteUrl(country)}${await benchAddress(page, language, country, true)}`;
  const lhr = await lighthouseReport(port, url);
  const reports = process.env['BENCH_REPORTS'];
  if (reports && run >= 0) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${page}-${language}${runs > 1 ? `-${run}` : ''}.json`), JSON.stringify(lhr));
  }
  const misses = categories.flatMap((id) =>
    lhr.categories[id]!.auditRefs.filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((result) => result.score !== null && result.score < 1)
      .map((result) => `${id}: ${result.id} (${result.displayValue ?? result.score})`),
  );
  return {
    page,
    language,
    url,
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]!.score ?? 0) * 100)]),
    ) as Run['scores'],
    lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN,
    misses,
  };
}

/** The page's median run by performance score, with the range of all its runs. */
async function measure(port: number, page: PageId, language: Language): Promise<Result> {
  const measured: Run[] = [];
  for (let run = 1; run <= runs; run += 1)
    measured.push(await audit(port, page, language, runs > 1 ? run : 0));
  const byPerformance = measured.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = byPerformance[Math.floor(byPerformance.length / 2)]!;
  const range: Result['performanceRange'] = [
    byPerformance[0]!.scores.performance,
    byPerformance.at(-1)!.scores.performance,
  ];
  return { ...median, performanceRange: range };
}

requireDevelopmentBuild();
// Pages that show data (the playground page) call the main API: the local stand-ins serve it.
const standIns = await ensureStandIns({ log: () => undefined });
const sites = await startSites([...new Set(languages.map(countryFor))]);
const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
const chromium = await startChromium(profile);
const results: Result[] = [];
try {
  // One run that is not counted: the first page a fresh Chromium loads pays for starting
  // itself (its renderer, fonts and caches), which no visitor's browser pays for our page.
  await audit(chromium.port, pages[0]!, languages[0]!, -1);
  for (const language of languages) {
    for (const page of pages) {
      results.push(await measure(chromium.port, page, language));
      const last = results.at(-1)!;
      console.error(`  measured ${last.url}`);
    }
  }
} finally {
  const exited = new Promise((resolve) => chromium.process.once('exit', resolve));
  chromium.process.kill();
  await exited;
  await sites.stop();
  await standIns.stop();
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}

console.log(
  `\nLighthouse 13, mobile (simulated slow 4G, 4× CPU), Debian Chromium${runs > 1 ? `, median of ${runs} runs` : ''}\n`,
);
console.log(
  `page       lang  country  perf  a11y  best  seo    LCP ms  TBT ms    CLS${runs > 1 ? '  perf range' : ''}`,
);
for (const result of results) {
  const { scores } = result;
  console.log(
    `${result.page.padEnd(10)} ${result.language.padEnd(5)} ${countryFor(result.language).padEnd(7)} ${[
      scores.performance,
      scores.accessibility,
      scores['best-practices'],
      scores.seo,
    ]
      .map((score) => String(score).padStart(4))
      .join(
        '  ',
      )}  ${result.lcp.toFixed(0).padStart(8)} ${result.tbt.toFixed(0).padStart(7)} ${result.cls.toFixed(3).padStart(6)}${
      runs > 1 ? `  ${result.performanceRange.join('–').padStart(10)}` : ''
    }`,
  );
}
const misses = [
  ...new Set(results.flatMap((result) => result.misses.map((miss) => `${result.page}: ${miss}`))),
];
console.log(
  misses.length === 0 ? '\nEvery category at 100.' : `\nBelow 100 because of:\n  ${misses.join('\n  ')}`,
);
