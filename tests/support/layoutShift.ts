import type { Page } from '@playwright/test';

/**
 * The layout shift of a page's visit, summed as Lighthouse sums CLS (shifts right after input
 * left out), recorded from the first byte of the document on. Call before `page.goto`; read with
 * `layoutShiftOf`.
 */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shift = { total: 0 };
    (window as unknown as { layoutShift: typeof shift }).layoutShift = shift;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shift.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What `recordLayoutShift` has summed so far. */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: { total: number } }).layoutShift.total);
}
