import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { accountReady } from './support/account.ts';
import { bringIdentityBack, signInAtProvider, takeIdentityDown } from './support/standIns.ts';

// Runs in its own Playwright project after all others: the outage is for every test at once.
test.beforeEach(({ context }) => withAnsweredConsent(context));

test.describe('identity service down', () => {
  // The browser reports the failed loads themselves; what must not appear is an uncaught error.
  test.use({ allowedConsoleError: /Failed to load resource|net::ERR_/ });

  test('pages render signed out without an uncaught error, and sign-in works once it is back', async ({
    page,
  }) => {
    const url = `${endpointsFor('development', 'de').host}/profile/de/fehler`;
    await takeIdentityDown();
    try {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.de.errorPage.heading);
      await accountReady(page);
      const account = page.locator('.footer-account');
      await expect(account).toHaveAttribute('data-session', 'signedOut', { timeout: 20_000 });

      // Trying to sign in while it is down: a translated snackbar, and the page stays.
      await account.getByRole('button', { name: messages.de.footer.signIn }).click();
      await expect(page.locator('[data-snackbar] .snackbar')).toContainText(
        messages.de.session.signInUnavailable,
      );
      expect(page.url()).toBe(url);
    } finally {
      await bringIdentityBack();
    }
    await page.locator('.footer-account').getByRole('button', { name: messages.de.footer.signIn }).click();
    await signInAtProvider(page, 'jonas.becker@example.com');
    await page.waitForURL(url);
    await expect(page.locator('.footer-account')).toHaveAttribute('data-session', 'signedIn');
  });
});
