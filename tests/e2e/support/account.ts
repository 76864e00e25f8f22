import { expect, type Page } from '@playwright/test';
import { signInAtIdentity } from './standIns.ts';

/**
 * Waits until a signed-in page's account corners work (islands/behaviours/accountCorners.ts):
 * a click on sign-out before that does nothing.
 */
export async function accountReady(page: Page): Promise<void> {
  await expect(page.locator('footer [data-account-corner]')).toHaveAttribute('data-ready', '');
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
