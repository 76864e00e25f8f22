import type { Page } from '@playwright/test';
import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { openSignedIn } from './support/account.ts';
import { signInForm, signInReady } from './support/signIn.ts';
import { addIdentityFault, bringIdentityBack, standInUrls } from './support/standIns.ts';

// Runs in its own Playwright project after all others: a fault on the identity service's
// sign-out is for every test at once.
test.beforeEach(({ context }) => withAnsweredConsent(context));

const sweden = endpointsFor('development', 'se').host;
const account = (page: Page) => page.locator('.footer-account');

/** Whether the identity service still knows this browser's parent (its cookie). */
function identityKnowsParent(page: Page): Promise<boolean> {
  return page.evaluate(async (identity) => {
    const response = await fetch(`${identity}/api/Authentication`, { credentials: 'include' });
    return (await response.json()) as boolean;
  }, standInUrls.identity);
}

test.describe('a sign-out the identity service does not complete', () => {
  test.afterEach(() => bringIdentityBack());
  // The browser reports the refused or dropped call itself; no uncaught error may appear.
  test.use({ allowedConsoleError: /Failed to load resource|net::ERR_/ });

  for (const [what, fault] of [
    ['revocation answering 503', { path: '/token/revocation', kind: 'status', status: 503 }],
    ['end-session dropped', { path: '/session/end*', kind: 'drop' }],
  ] as const) {
    test(`${what}: the parent is not signed in again, and is told`, async ({ page }) => {
      test.setTimeout(60_000);
      const url = `${sweden}/profile/sv/fel`;
      await openSignedIn(page, url, 'astrid.lindqvist@example.com');
      await expect(account(page)).toHaveAttribute('data-session', 'signedIn');
      await addIdentityFault(fault);

      await account(page).getByRole('button', { name: messages.sv.account.signOut }).click();
      const t = messages.sv.signIn;
      await expect(page.getByRole('status').filter({ hasText: t.notices.signOutIncomplete })).toBeVisible({
        timeout: 30_000,
      });
      // The identity service may still know the parent; the page does not go on with that.
      expect(await identityKnowsParent(page)).toBe(true);
      await page.waitForTimeout(2_000);
      expect(new URL(page.url()).pathname).toBe('/profile/sv/logga-in');
      await expect(page.getByLabel(t.emailLabel)).toBeVisible();

      // Elsewhere on the site the parent is signed out too: the footer offers sign-in, and
      // stays so once the page's session has had time to start.
      await page.goto(url);
      const signIn = page.getByRole('contentinfo').getByRole('link', { name: messages.sv.account.signIn });
      await expect(signIn).toBeVisible();
      await page.waitForTimeout(4_000);
      await expect(page.locator('html')).toHaveAttribute('data-session', 'signedOut');
      await expect(signIn).toBeVisible();

      // Whoever taps "Logga in" later, with the service back, is asked for the password: the
      // sign-in page does not take up the session the service still has.
      await bringIdentityBack();
      const authorizations: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.includes('/authorize')) authorizations.push(request.url());
      });
      await signIn.click();
      await page.waitForURL(/\/profile\/sv\/logga-in/);
      await signInReady(page);
      const form = signInForm(page, { country: 'se', language: 'sv' });
      await form.email.fill('astrid.lindqvist@example.com');
      await form.continue.click();
      await expect(form.password).toBeFocused();
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/profile/sv/logga-in');
      expect(authorizations).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('data-session', 'signedOut');
    });
  }
});
