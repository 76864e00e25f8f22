import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { openSignedIn } from './support/account.ts';
import { bringIdentityBack, takeIdentityDown } from './support/standIns.ts';

// Runs in its own Playwright project after all others: the outage is for every test at once.
test.beforeEach(({ context }) => withAnsweredConsent(context));

test.describe('identity service down', () => {
  // The browser reports the failed loads themselves; what must not appear is an uncaught error.
  test.use({ allowedConsoleError: /Failed to load resource|net::ERR_/ });

  test('pages render signed out without an uncaught error, and sign-in works once it is back', async ({
    page,
  }) => {
    const host = endpointsFor('development', 'de').host;
    const url = `${host}/profile/de/fehler`;
    await takeIdentityDown();
    try {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.de.errorPage.heading);
      // Signed out: the footer offers sign-in, and no account corner's code was needed.
      await expect(page.locator('html')).toHaveAttribute('data-session', 'signedOut');
      await expect(page.locator('footer [data-account-corner]')).not.toHaveAttribute('data-ready', '');

      // Sign-in is our own page, so the link still leads there; that page tells about the outage.
      await page.getByRole('contentinfo').getByRole('link', { name: messages.de.account.signIn }).click();
      await expect(page).toHaveURL(
        `${host}/profile/de/anmelden?intent=Default&origin=None&continuePath=${encodeURIComponent(url)}`,
      );
      // Its form has come to life: leaving while its scripts still load cuts their connections,
      // and Chromium then gave up on the next page's request (ERR_TOO_MANY_RETRIES, 1 run in 16).
      await expect(page.locator('[data-island="SignIn"]')).toHaveAttribute('data-hydrated', '');
    } finally {
      await bringIdentityBack();
    }
    // Off our sign-in page first: once the identity service is back and the member signed in,
    // that page moves on by itself, and would abort the navigation below.
    await page.goto(url);
    await openSignedIn(page, url, 'jonas.becker@example.com');
    await expect(page.locator('.footer-account')).toHaveAttribute('data-session', 'signedIn');
  });
});
