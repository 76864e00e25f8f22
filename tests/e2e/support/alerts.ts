import type { Page } from '@playwright/test';

/**
 * Records what is added to the page's alert regions from now on, as a screen reader announces
 * it: each node put into a `role="alert"` (a new text, or the same text put there again), and
 * each text changed in one. `alertsHeard` gives what was recorded.
 */
export async function recordAlerts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { alertsHeard: string[] }).alertsHeard = heard;
    const inAlert = (node: Node) =>
      (node instanceof Element ? node : node.parentElement)?.closest('[role="alert"]') ?? null;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!inAlert(record.target)) continue;
        const added = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
        for (const node of added) {
          const text = node.textContent?.trim();
          if (text) heard.push(text);
        }
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

export function alertsHeard(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { alertsHeard: string[] }).alertsHeard);
}
