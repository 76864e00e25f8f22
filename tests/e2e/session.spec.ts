import type { Page } from '@playwright/test';
import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { accountReady } from './support/account.ts';
import {
  resetAccessTokenLifetime,
  setAccessTokenLifetime,
  signInAtProvider,
  standInUrls,
} from './support/standIns.ts';

const sweden = endpointsFor('development', 'se').host;
const norway = endpointsFor('development', 'no').host;

/** The footer's account corner once the session is known. */
const account = (page: Page) => page.locator('.footer-account');

/** The stored OIDC user of this tab (sessionStorage, prefix oidc_), or null. */
function storedUser(page: Page) {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc_user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? 'null') as { access_token: string }) : null;
  });
}

/** Signs in from the footer of `url` and waits to be back there, signed in. */
async function signInFrom(page: Page, url: string, email: string, signInLabel: string) {
  await page.goto(url);
  await accountReady(page);
  await account(page).getByRole('button', { name: signInLabel }).click();
  await signInAtProvider(page, email);
  await page.waitForURL(url);
  await expect(account(page)).toHaveAttribute('data-session', 'signedIn');
}

test.beforeEach(({ context }) => withAnsweredConsent(context));

test.describe('sign-in session', () => {
  test('signs in from the footer, returns to the same page with the user loaded, and survives a reload', async ({
    page,
  }) => {
    const url = `${sweden}/profile/sv/fel`;
    await signInFrom(page, url, 'astrid.lindqvist@example.com', messages.sv.footer.signIn);
    await expect(account(page).locator('[data-initials]')).toHaveAttribute('data-initials', 'AL');
    expect((await storedUser(page))?.access_token).toBeTruthy();

    await page.reload();
    await expect(account(page)).toHaveAttribute('data-session', 'signedIn');
    await expect(account(page).locator('[data-initials]')).toHaveAttribute('data-initials', 'AL');
  });

  test('signs out at the provider and locally, then lands on login with intent SignOut', async ({ page }) => {
    const url = `${norway}/profile/nb/feil`;
    await signInFrom(page, url, 'ingrid.haugen@example.com', messages.nb.footer.signIn);
    const loginRequest = page.waitForRequest(
      (request) =>
        request.url().startsWith(`${standInUrls.identity}/auth`) && request.frame() === page.mainFrame(),
    );
    await account(page).getByRole('button', { name: messages.nb.footer.signOut }).click();
    const authorize = new URL((await loginRequest).url());
    expect(authorize.searchParams.get('intent')).toBe('SignOut');
    await page.waitForURL((target) => target.origin === standInUrls.identity);

    await page.goto(url);
    await expect(account(page)).toHaveAttribute('data-session', 'signedOut');
    expect(await storedUser(page)).toBeNull();
    const providerSaysSignedIn = await page.evaluate(async (identity) => {
      const response = await fetch(`${identity}/api/Authentication`, { credentials: 'include' });
      return response.json();
    }, standInUrls.identity);
    expect(providerSaysSignedIn).toBe(false);
  });

  test('notices a sign-out in another tab within the 5-second check and sends this tab to login', async ({
    context,
  }) => {
    const first = await context.newPage();
    const url = `${sweden}/profile/en/error`;
    await signInFrom(first, url, 'mads.kjaergaard@example.com', messages.en.footer.signIn);

    const second = await context.newPage();
    await second.goto(`${sweden}/profile/sv/fel`);
    await accountReady(second);
    await expect(account(second)).toHaveAttribute('data-session', 'signedIn');
    const signedOutAt = Date.now();
    await account(second).getByRole('button', { name: messages.sv.footer.signOut }).click();

    // The main frame's own trip to login, not the hidden iframes of the session check.
    const loginRequest = first.waitForRequest(
      (request) =>
        request.url().startsWith(`${standInUrls.identity}/auth`) && request.frame() === first.mainFrame(),
      { timeout: 12_000 },
    );
    const authorize = new URL((await loginRequest).url());
    expect(Date.now() - signedOutAt).toBeLessThan(10_000);
    expect(authorize.searchParams.get('intent')).toBe('SignOut');

    // Signing in again brings this tab back to the page it was on (the continue path).
    await signInAtProvider(first, 'mads.kjaergaard@example.com');
    await first.waitForURL(url);
    await expect(account(first)).toHaveAttribute('data-session', 'signedIn');
  });

  test('renews an access token that expires during the visit, silently', async ({ page }) => {
    const email = 'aino.virtanen@example.com';
    // oidc-client-ts renews 60 s before expiry: a 65-second token is renewed after about 5 s.
    await setAccessTokenLifetime(email, 65);
    try {
      const url = `${endpointsFor('development', 'fi').host}/profile/fi/virhe`;
      await signInFrom(page, url, email, messages.fi.footer.signIn);
      const first = (await storedUser(page))?.access_token;
      await expect
        .poll(async () => (await storedUser(page))?.access_token, { timeout: 20_000 })
        .not.toBe(first);
      await expect(account(page)).toHaveAttribute('data-session', 'signedIn');
      expect(page.url()).toBe(url);
    } finally {
      await resetAccessTokenLifetime(email);
    }
  });
});
