import type { Page } from '@playwright/test';
import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { accountReady, openSignedIn } from './support/account.ts';
import { bookingUrl, seededAgeGroupId } from './support/booking.ts';
import { storedValues } from './support/storage.ts';
import {
  resetAccessTokenLifetime,
  setAccessTokenLifetime,
  signInAtIdentity,
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

/** Signs in at the identity service, opens `url` and waits for the footer to know the member. */
async function signInFrom(page: Page, url: string, email: string) {
  await openSignedIn(page, url, email);
  await expect(account(page)).toHaveAttribute('data-session', 'signedIn');
}

/** Loads the page again: the session now starts from the user stored in this tab. */
async function reloadSignedIn(page: Page) {
  await page.reload();
  await expect(account(page)).toHaveAttribute('data-session', 'signedIn');
}

/** Our sign-in page's address as the session sends a visitor there (spec §4). */
function signInPage(host: string, path: string, query: Record<string, string>) {
  return `${host}${path}?${new URLSearchParams(query)}`;
}

test.beforeEach(({ context }) => withAnsweredConsent(context));

test.describe('sign-in session', () => {
  test('picks up a sign-in at the identity service with the user loaded, and survives a reload', async ({
    page,
  }) => {
    const url = `${sweden}/profile/sv/fel`;
    await signInFrom(page, url, 'astrid.lindqvist@example.com');
    await expect(account(page).locator('[data-initials]')).toHaveAttribute('data-initials', 'AL');
    expect((await storedUser(page))?.access_token).toBeTruthy();

    // With the user stored in this tab the page starts without oidc-client-ts (storedSession.ts).
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(account(page)).toHaveAttribute('data-session', 'signedIn');
    await expect(account(page).locator('[data-initials]')).toHaveAttribute('data-initials', 'AL');
    expect(scripts.some((path) => path.includes('/storedSession.'))).toBe(true);
    expect(scripts.filter((path) => /\/(userManager|controller)\./.test(path))).toEqual([]);
  });

  for (const start of ['a silent sign-in', 'the stored user']) {
    test(`signs out at the provider and locally, then lands on our sign-in page with intent SignOut (started by ${start})`, async ({
      page,
    }) => {
      const url = `${norway}/profile/nb/feil`;
      await signInFrom(page, url, 'ingrid.haugen@example.com');
      if (start === 'the stored user') await reloadSignedIn(page);
      await account(page).getByRole('button', { name: messages.nb.account.signOut }).click();
      await page.waitForURL(
        signInPage(norway, '/profile/nb/logg-inn', { intent: 'SignOut', origin: 'None', continuePath: url }),
      );

      await page.goto(url);
      // Signed out, the page offers sign-in (the corners' code is for signed-in pages only).
      await expect(page.locator('html')).toHaveAttribute('data-session', 'signedOut');
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: messages.nb.account.signIn }),
      ).toBeVisible();
      expect(await storedUser(page)).toBeNull();
      const providerSaysSignedIn = await page.evaluate(async (identity) => {
        const response = await fetch(`${identity}/api/Authentication`, { credentials: 'include' });
        return response.json();
      }, standInUrls.identity);
      expect(providerSaysSignedIn).toBe(false);
    });

    test(`notices a sign-out in another tab within the 5-second check and sends this tab to our sign-in page (started by ${start})`, async ({
      context,
    }) => {
      const first = await context.newPage();
      const url = `${sweden}/profile/en/error`;
      await signInFrom(first, url, 'mads.kjaergaard@example.com');
      if (start === 'the stored user') await reloadSignedIn(first);

      const second = await context.newPage();
      await second.goto(`${sweden}/profile/sv/fel`);
      await accountReady(second);
      await expect(account(second)).toHaveAttribute('data-session', 'signedIn');
      const signedOutAt = Date.now();
      await account(second).getByRole('button', { name: messages.sv.account.signOut }).click();

      const signInAgain = signInPage(sweden, '/profile/en/sign-in', {
        intent: 'SignOut',
        origin: 'None',
        continuePath: url,
      });
      await first.waitForURL(signInAgain, { timeout: 12_000 });
      expect(Date.now() - signedOutAt).toBeLessThan(10_000);

      // Signed in again once the sign-out is done (the other tab has left for the sign-in page),
      // the page it was on (the continue path) knows the member again.
      await second.waitForURL(/\/profile\/sv\/logga-in\?intent=SignOut/);
      await signInAtIdentity(context, 'mads.kjaergaard@example.com');
      await first.goto(new URL(first.url()).searchParams.get('continuePath') ?? '');
      await expect(account(first)).toHaveAttribute('data-session', 'signedIn');
      expect(first.url()).toBe(url);
    });

    test(`renews an access token that expires during the visit, silently (started by ${start})`, async ({
      page,
    }) => {
      const email = 'aino.virtanen@example.com';
      // oidc-client-ts renews 60 s before expiry: a 65-second token is renewed after about 5 s.
      await setAccessTokenLifetime(email, 65);
      try {
        const url = `${endpointsFor('development', 'fi').host}/profile/fi/virhe`;
        await signInFrom(page, url, email);
        if (start === 'the stored user') await reloadSignedIn(page);
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
  }
});

test.describe('a shared computer after sign-out', () => {
  test('keeps no e-mail, name, phone or child in any storage, after a reset asked for and a booking begun', async ({
    page,
  }) => {
    const email = 'astrid.lindqvist@example.com';
    const t = messages.sv.signIn;
    // A reset asked for on this computer: the address is kept for the reset page in this tab.
    await page.goto(`${sweden}/profile/sv/logga-in`);
    await page.getByLabel(t.emailLabel).fill(email);
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByRole('button', { name: t.forgotPassword }).click();
    await page.waitForURL((url) => url.pathname === '/profile/sv/kolla-inkorgen');
    expect(page.url()).not.toContain('@');

    // Signed in, a booking begun: the account's details filled in, a child typed.
    const b = messages.sv.childClassBooking;
    await openSignedIn(
      page,
      bookingUrl('se', 'sv', 'kungens-kurva', seededAgeGroupId('kungens-kurva', 'SportKidz', 7)),
      email,
    );
    await expect(page.getByLabel(b.parent.email, { exact: true })).toHaveValue(email);
    await page.getByLabel(b.child.firstName, { exact: true }).fill('Vera');
    await page.getByLabel(b.child.birthdate, { exact: true }).fill('2018-08-05');
    await expect.poll(() => storedValues(page)).toContain('Vera');

    // The footer's account corner wakes when it comes into view.
    await account(page).scrollIntoViewIfNeeded();
    await accountReady(page);
    await account(page).getByRole('button', { name: messages.sv.account.signOut }).click();
    await page.waitForURL((url) => url.pathname === '/profile/sv/logga-in');
    await expect(page.getByRole('status').filter({ hasText: t.notices.signedOut })).toBeVisible();
    const stored = await storedValues(page);
    for (const personal of [email, 'Astrid', 'Lindqvist', 'Vera', '2018-08-05'])
      expect(stored).not.toContain(personal);
  });
});
