/**
 * `npm run bench:inp`: how quickly the pages answer a tap or a key, as Interaction to Next Paint
 * counts it. In Debian's Chromium with a Pixel 7's screen and 4× CPU slowdown, a parent types
 * into and submits sign-in, registration and booking, accepts the shop's terms (signed in; its
 * "pay" leaves for the payment pages), and opens the menu. The Event Timing API gives each
 * interaction's duration, from the input to the next paint, as web-vitals reads it; it reports
 * those of 16 ms and more, so the percentile is of the slower ones. Prints each step's worst interaction, then the 75th percentile of all,
 * against the goal of 200 ms; exits 1 above it.
 *   BENCH_COUNTRY=se BENCH_LANGUAGE=sv (a development build in dist/; sites and stand-ins are
 *   started when they do not answer)
 */
import { devices, type Page } from '@playwright/test';
import { requireDevelopmentBuild } from '../../scripts/lib/builtTarget.ts';
import { siteUrl, startSites } from '../../scripts/lib/sites.ts';
import { pagePath } from '../../src/config/routes.ts';
import { seededPassword } from '../stand-ins/seed/accounts.ts';
import { ensureStandIns } from '../stand-ins/ensure.ts';
import { standInUrls } from '../stand-ins/shared/origins.ts';
import { benchPath } from './pageAddresses.ts';
import { benchPlace, launchBenchChromium } from './benchSetup.ts';

const goalMs = 200;
const { country, language } = benchPlace();
requireDevelopmentBuild();

/** One interaction of the bench: what the parent does on which page. */
interface Step {
  page: string;
  what: string;
  act: (page: Page) => Promise<void>;
}

const type = (selector: string, text: string) => async (page: Page) => {
  await page.locator(selector).click();
  await page.locator(selector).pressSequentially(text, { delay: 80 });
};
const click = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().click();
};

const signIn = pagePath('signIn', language);
const register = pagePath('register', language);
const booking = benchPath('childClassBooking', language, country);
const article = benchPath('shopArticle', language, country);
const steps: Step[] = [
  { page: signIn, what: 'types an address', act: type('#sign-in-email', 'anna@example.com') },
  { page: signIn, what: 'submits it', act: click('form.sign-in-form button[type="submit"]') },
  { page: register, what: 'types a first name', act: type('#register-firstName', 'Anna') },
  { page: register, what: 'submits the form', act: click('form.sign-in-form button[type="submit"]') },
  { page: booking, what: 'types a first name', act: type('#booking-parentFirstName', 'Anna') },
  { page: booking, what: 'submits the form', act: click('form.booking-form button[type="submit"]') },
  { page: article, what: 'accepts the terms', act: click('#shop-acceptTerms') },
  // Its "pay" leaves for the payment pages: the tap's next paint is theirs, not this page's.
  { page: pagePath('error', language), what: 'opens the menu', act: click('#menu-button') },
];

/** Each interaction's longest event (input to next paint), by interaction id, since the page opened. */
declare global {
  interface Window {
    interactions?: Map<number, number>;
  }
}

/** The bench's visits: each page once, its steps one after another (typing, then submitting). */
const visits = [...new Set(steps.map((step) => step.page))].map((page) => ({
  page,
  steps: steps.filter((step) => step.page === page),
}));

const standIns = await ensureStandIns({ log: () => undefined });
const sites = await startSites([country]);
const browser = await launchBenchChromium();
try {
  const context = await browser.newContext({ ...devices['Pixel 7'], ignoreHTTPSErrors: true });
  await context.addInitScript(() => {
    window.interactions = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (!entry.interactionId) continue;
        const longest = window.interactions!.get(entry.interactionId) ?? 0;
        window.interactions!.set(entry.interactionId, Math.max(longest, entry.duration));
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const interactionsOf = (page: Page) =>
    page.evaluate(() => [...window.interactions!.entries()]).then((entries) => new Map(entries));
  const results: { step: Step; durations: number[] }[] = [];
  for (const visit of visits) {
    // The shop's buy form is a signed-in parent's: signed in at the identity service, as our
    // sign-in page does it, before the article (sign-in and registration are measured before).
    if (visit.page === article) {
      const login = await context.request.post(`${standInUrls.identity}/api/Authentication/login`, {
        data: { email: 'karin.sjoberg@example.com', password: seededPassword },
      });
      if (!login.ok()) throw new Error(`login: ${login.status()}`);
    }
    const page = await context.newPage();
    await page.goto(`${siteUrl(country)}${visit.page}`);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const step of visit.steps) {
      const before = await interactionsOf(page);
      await step.act(page);
      // The answer's paint (and a submit's call) within the second after the last input.
      await page.waitForTimeout(1_000);
      const after = await interactionsOf(page);
      results.push({ step, durations: [...after].filter(([id]) => !before.has(id)).map(([, ms]) => ms) });
    }
    await page.close();
  }

  const all = results.flatMap((result) => result.durations).sort((a, b) => a - b);
  const p75 = all[Math.min(all.length - 1, Math.ceil(all.length * 0.75) - 1)] ?? 0;
  console.log(`\nInteractions, ${country}/${language}, Pixel 7, 4× CPU slowdown (ms, input to next paint)\n`);
  for (const { step, durations } of results) {
    const worst = Math.max(0, ...durations);
    console.log(`${String(Math.round(worst)).padStart(5)}  ${step.page}: ${step.what} (${durations.length})`);
  }
  console.log(`\n75th percentile of ${all.length} interactions: ${Math.round(p75)} ms (goal ${goalMs} ms)`);
  if (p75 > goalMs) process.exitCode = 1;
  await context.close();
} finally {
  await browser.close();
  await sites.stop();
  await standIns.stop();
}
