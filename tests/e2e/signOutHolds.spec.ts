import type { Page, Request } from '@playwright/test';
import { endpointsFor } from '../../src/config/environments.ts';
import { pagePath } from '../../src/config/routes.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { accountReady, openSignedIn } from './support/account.ts';
import { bookingUrl, seededAgeGroupId } from './support/booking.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { registerParent } from './support/onboarding.ts';
import { signInForm, signInReady } from './support/signIn.ts';
import { addIdentityFault, removeIdentityFault, standInUrls } from './support/standIns.ts';

/*
 * A sign-out that holds (docs/sign-in.md, "Sign-out"): with the identity service slow or away,
 * in every tab, and for whoever uses the computer next. Each test signs out a parent of its own
 * and aims the faults at that parent alone, so the tests beside it sign out as usual.
 */

test.beforeEach(({ context }) => withAnsweredConsent(context));
// The browser reports the refused or dropped calls itself; no uncaught error may appear.
test.use({ allowedConsoleError: /Failed to load resource|net::ERR_/ });

const sweden = endpointsFor('development', 'se').host;
const sv = messages.sv;
const footerAccount = (page: Page) => page.locator('.footer-account');
const signOutButton = (page: Page) => footerAccount(page).getByRole('button', { name: sv.account.signOut });
const markKey = 'playcentre:session.signedOut';

/** The faults of one test, removed when it ends. */
function faults() {
  const ids: number[] = [];
  return {
    async add(...rules: Parameters<typeof addIdentityFault>[0][]) {
      for (const rule of rules) ids.push(await addIdentityFault(rule));
    },
    async removeAll() {
      for (const id of ids.splice(0)) await removeIdentityFault(id);
    },
  };
}

/** Whether the identity service still knows this browser's parent (its cookie). */
function identityKnowsParent(page: Page): Promise<boolean> {
  return page.evaluate(async (identity) => {
    const response = await fetch(`${identity}/api/Authentication`, { credentials: 'include' });
    return (await response.json()) as boolean;
  }, standInUrls.identity);
}

const signedOutMark = (page: Page) => page.evaluate((key) => localStorage.getItem(key), markKey);
const storedUser = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('oidc_user:')));
/** Silent sign-ins (prompt=none authorizations) a page starts. */
const silentSignIns = (requests: Request[]) =>
  requests.filter((request) => {
    const url = new URL(request.url());
    return url.pathname === '/auth' && url.searchParams.get('prompt') === 'none';
  });

test.describe('a sign-out that holds', () => {
  test('revocation 500 and end-session unreachable, then the service back: nobody is signed in by itself, and the product finishes it', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const { email } = await registerParent('sign-out-away');
    const identity = faults();
    const url = `${sweden}/profile/sv/fel`;
    await openSignedIn(page, url, email);
    await accountReady(page);
    await identity.add(
      { path: '/token/revocation', kind: 'status', status: 500, account: email },
      { path: '/session/end', kind: 'drop', account: email },
    );
    const requests: Request[] = [];
    context.on('request', (request) => requests.push(request));
    const kept = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc_user:')) ?? '';
      return { key, user: sessionStorage.getItem(key) ?? '' };
    });

    await signOutButton(page).click();
    await page.waitForURL(/\/profile\/sv\/logga-in\?/);
    await expect(
      page.getByRole('status').filter({ hasText: sv.signIn.notices.signOutIncomplete }),
    ).toBeVisible();
    expect(await identityKnowsParent(page)).toBe(true);
    expect(await signedOutMark(page)).not.toBeNull();

    // A tab that kept the parent's user (it missed the word: asleep, frozen) takes nothing up.
    const other = await context.newPage();
    await other.goto(url);
    await other.evaluate(({ key, user }) => sessionStorage.setItem(key, user), kept);
    await other.reload();
    await expect(other.locator('html')).toHaveAttribute('data-session', 'signedOut');
    expect(await storedUser(other)).toBe(false);
    // Its session code done loading first: leaving a page while a dozen of its chunks are in
    // flight made the local server's next answer fail (net::ERR_TOO_MANY_RETRIES).
    await other.waitForLoadState('networkidle');
    // A page that needs a parent (onboarding) sends whoever it is to sign in, with no silent sign-in.
    await other.goto(`${sweden}${pagePath('onboarding', 'sv')}`);
    await other.waitForURL(/\/profile\/sv\/logga-in\?/);
    expect(silentSignIns(requests)).toEqual([]);

    // The service is back: whoever taps "Logga in" is asked for the password…
    await identity.removeAll();
    await other.goto(url);
    await other.getByRole('contentinfo').getByRole('link', { name: sv.account.signIn }).click();
    await other.waitForURL(/\/profile\/sv\/logga-in/);
    await signInReady(other);
    const form = signInForm(other, { country: 'se', language: 'sv' });
    await form.email.fill(email);
    await form.continue.click();
    await expect(form.password).toBeFocused();
    expect(silentSignIns(requests)).toEqual([]);

    // …and the product ends the service's session on its own: the open sign-in page tries again
    // (every 20 s; here the next page's start does it), and only then does the mark come down.
    await page.reload();
    await expect
      .poll(() => signedOutMark(page), { timeout: 20_000, message: 'the mark comes down' })
      .toBeNull();
    expect(requests.some((request) => new URL(request.url()).pathname === '/session/end')).toBe(true);
    expect(await identityKnowsParent(page)).toBe(false);
    await expect(page.getByRole('status').filter({ hasText: sv.signIn.notices.signedOut })).toBeVisible();
  });

  test('two tabs, the service unreachable: the other tab forgets the parent within 2 s and never calls with the old token', async ({
    page,
    context,
  }) => {
    test.setTimeout(45_000);
    const { email } = await registerParent('sign-out-tabs');
    const identity = faults();
    await openSignedIn(page, `${sweden}/profile/sv/fel`, email);
    await accountReady(page);
    const booking = await context.newPage();
    await booking.goto(
      bookingUrl('se', 'sv', 'kungens-kurva', seededAgeGroupId('kungens-kurva', 'SportKidz', 7)),
    );
    const firstName = booking.getByLabel(sv.childClassBooking.parent.firstName, { exact: true });
    await expect(firstName).toHaveValue('Saga', { timeout: 15_000 });
    const token = await accessToken(booking);
    await identity.add(
      { path: '/token/revocation', kind: 'drop', account: email },
      { path: '/session/end', kind: 'drop', account: email },
    );
    const withOldToken: string[] = [];
    booking.on('request', (request) => {
      if (request.headers()['authorization'] === `Bearer ${token}`) withOldToken.push(request.url());
    });

    const signedOutAt = Date.now();
    await signOutButton(page).click();
    await expect
      .poll(
        async () =>
          !(await storedUser(booking).catch(() => false)) &&
          !(await booking
            .getByText('Saga', { exact: false })
            .count()
            .catch(() => 0)) &&
          (await booking
            .getByLabel(sv.childClassBooking.parent.firstName, { exact: true })
            .count()
            .catch(() => 0)) === 0,
        { timeout: 2_000, intervals: [50] },
      )
      .toBe(true);
    expect(Date.now() - signedOutAt).toBeLessThan(2_500);
    // On to our sign-in page, which says the parent is signed out.
    await booking.waitForURL(/\/profile\/sv\/logga-in\?intent=SignOut/);
    await page.waitForURL(/\/profile\/sv\/logga-in\?/);
    expect(withOldToken).toEqual([]);
    await identity.removeAll();
  });

  test('end-session and revocation each 20 s late: "signing out" at once, signed out here within 5 s, nothing to act as the parent meanwhile', async ({
    page,
  }) => {
    test.setTimeout(45_000);
    const { email } = await registerParent('sign-out-slow');
    const identity = faults();
    await openSignedIn(page, `${sweden}/profile/sv/fel`, email);
    await accountReady(page);
    await identity.add(
      { path: '/token/revocation', kind: 'delay', ms: 20_000, account: email },
      { path: '/session/end', kind: 'delay', ms: 20_000, account: email },
    );
    const tappedAt = Date.now();
    await signOutButton(page).click();
    const signingOut = page.getByRole('status').filter({ hasText: sv.account.signingOut });
    await expect(signingOut).toBeVisible({ timeout: 500 });
    // Nothing offers to act as the parent: no account corner, and the page under the words is inert.
    await expect(footerAccount(page)).toBeHidden();
    await expect(page.locator('main')).toHaveJSProperty('inert', true);
    await expect(page.locator('header')).toHaveJSProperty('inert', true);
    await page.waitForURL(/\/profile\/sv\/logga-in\?/, { timeout: 5_000 });
    expect(Date.now() - tappedAt).toBeLessThan(5_000);
    await expect(
      page.getByRole('status').filter({ hasText: sv.signIn.notices.signOutIncomplete }),
    ).toBeVisible();
    await identity.removeAll();
  });
});

/** The access token this tab holds. */
function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc_user:'));
    const user = JSON.parse((key && sessionStorage.getItem(key)) ?? '{}') as { access_token?: string };
    if (!user.access_token) throw new Error('no access token in this tab');
    return user.access_token;
  });
}
