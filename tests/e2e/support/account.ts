import { expect, type Page } from '@playwright/test';

/** Waits until the footer's account island has hydrated: a click before that does nothing. */
export async function accountReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island:has(.footer-account)')).not.toHaveAttribute('ssr', /.*/);
}
