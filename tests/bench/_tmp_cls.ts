import { chromium, devices } from '@playwright/test';
import { ensureStandIns } from '../stand-ins/ensure.ts';
import { startSites } from '../../scripts/lib/sites.ts';
const standIns = await ensureStandIns({ log: () => undefined });
const sites = await startSites(['se']);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ ...devices['Pixel 7'], ignoreHTTPSErrors: true });
const page = await context.newPage();
await page.addInitScript(() => {
  (window as any).shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as any[]) {
      (window as any).shifts.push({ value: entry.value, t: entry.startTime, sources: (entry.sources ?? []).map((s: any) => ({ node: s.node?.outerHTML?.slice(0, 120), prev: JSON.stringify(s.previousRect), cur: JSON.stringify(s.currentRect) })) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto('https://localhost:8781/profile/sv/lekland/barkarby');
await page.waitForTimeout(4000);
console.log(JSON.stringify(await page.evaluate(() => (window as any).shifts), null, 1));
await browser.close();
await sites.stop();
await standIns.stop();
