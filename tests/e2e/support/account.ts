import { expect, type Page } from '@playwright/test';
import { signInAtIdentity } from './standIns.ts';

/** Waits until the footer's account island has hydrated: a click before that does nothing. */
export async function accountReady(page: Page): Promise<void> {
  await expect(page.locator('footer [data-island="AccountCorner"]')).toHaveAttribute('data-hydrated', '');
}

/**
 * Signs in at the identity service (as our sign-in page does, over REST), then opens `url`,
 * whose session picks the sign-in up by itself (a silent authorization when the page is idle),
 * and waits until the page says signed in.
 */
export async function openSignedIn(page: Page, url: string, email: string): Promise<void> {
  await signInAtIdentity(page.context(), email);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-session', 'signedIn', { timeout: 15_000 });
}
