import type { Page } from '@playwright/test';
import { accountSiteUrl, externalDestinations } from '../../src/config/destinations.ts';
import type { CountryCode } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import type { Language } from '../../src/config/languages.ts';
import { pagePath } from '../../src/config/routes.ts';
import { fill } from '../../src/i18n/fill.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { openSignedIn } from './support/account.ts';

/**
 * Who is signed in, where a parent looks for it: the header (a badge that opens the way to the
 * account and to sign out), the menu (sign-in for a visitor, the account for a parent) and
 * the footer, one component in all three (components/AccountCorner.astro). Seeded parents of
 * two countries, each in the country's own language.
 */
const places = [
  {
    country: 'se',
    language: 'sv',
    email: 'karin.sjoberg@example.com',
    name: 'Karin Sjöberg',
    initials: 'KS',
  },
  { country: 'de', language: 'de', email: 'jonas.becker@example.com', name: 'Jonas Becker', initials: 'JB' },
] as const satisfies readonly {
  country: CountryCode;
  language: Language;
  email: string;
  name: string;
  initials: string;
}[];

// A returning visitor who has answered the consent question.
test.beforeEach(({ context }) => withAnsweredConsent(context));
// A sign-in at the identity stand-in takes its seconds on a busy machine.
test.setTimeout(60_000);

const header = (page: Page) => page.getByRole('banner');
const sidebar = (page: Page, language: Language) =>
  page.getByRole('dialog', { name: messages[language].sidebar.title });

for (const place of places) {
  const t = messages[place.language];
  const endpoints = endpointsFor('development', place.country);
  const errorPage = `${endpoints.host}${pagePath('error', place.language)}`;
  const signInPath = pagePath('signIn', place.language);
  const signedInAs = fill(t.account.signedInAs, { name: place.name });

  test.describe(`${place.country}/${place.language}`, () => {
    test('the header shows the signed-in parent, with the way to the account and to sign out', async ({
      page,
    }) => {
      await openSignedIn(page, errorPage, place.email);
      const toggle = header(page).getByRole('button', { name: signedInAs });
      await expect(toggle).toBeVisible();
      await expect(toggle.locator('[data-initials]')).toHaveAttribute('data-initials', place.initials);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // Signed in, the header offers no sign-in.
      await expect(header(page).getByRole('link', { name: t.account.signIn })).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(header(page).getByRole('paragraph').getByText(signedInAs, { exact: true })).toBeVisible();
      const account = header(page).getByRole('link', { name: t.account.myAccount });
      await expect(account).toBeVisible();
      await expect(account).toHaveAttribute('href', externalDestinations(endpoints, place.language).profile);
      const signOut = header(page).getByRole('button', { name: t.account.signOut });
      await expect(signOut).toBeVisible();

      // Escape closes the menu and gives focus back to the badge; so does a tap elsewhere.
      await page.keyboard.press('Escape');
      await expect(account).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await expect(account).toBeVisible();
      await page.getByRole('main').click({ position: { x: 10, y: 10 } });
      await expect(account).toBeHidden();

      // Sign-out from the header works as it does from the footer (spec §4: to our sign-in page).
      await toggle.click();
      await signOut.click();
      await page.waitForURL(
        `${endpoints.host}${signInPath}?${new URLSearchParams({
          intent: 'SignOut',
          origin: 'None',
          continuePath: errorPage,
        })}`,
      );
    });

    test('the menu offers sign-in to a visitor, and the account to a signed-in parent', async ({ page }) => {
      await page.goto(errorPage);
      await page.getByRole('button', { name: t.shell.openMenu }).click();
      const signIn = sidebar(page, place.language).getByRole('link', { name: t.account.signIn });
      await expect(signIn).toBeVisible();
      await expect(signIn).toHaveAttribute(
        'href',
        `${endpoints.host}${signInPath}?${new URLSearchParams({
          intent: 'Default',
          origin: 'None',
          continuePath: errorPage,
        })}`,
      );
      await expect(
        sidebar(page, place.language).getByRole('button', { name: t.account.signOut }),
      ).toHaveCount(0);

      await openSignedIn(page, errorPage, place.email);
      await page.getByRole('button', { name: t.shell.openMenu }).click();
      const menu = sidebar(page, place.language);
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: t.account.signIn })).toBeHidden();
      await expect(menu.locator('.sidebar-account [data-initials]')).toHaveAttribute(
        'data-initials',
        place.initials,
      );
      await expect(menu.getByText(place.name, { exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: t.account.editProfile })).toHaveAttribute(
        'href',
        accountSiteUrl(endpoints, place.language, 'account/edit'),
      );
      await expect(menu.getByRole('button', { name: t.account.signOut })).toBeVisible();
    });

    test('a tab that keeps a signed-in user never flashes the header’s sign-in link', async ({ page }) => {
      await openSignedIn(page, errorPage, place.email);
      // Every script of the site held back: only the head's inline script has run.
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_astro\/[^?]*\.js(\?.*)?$/, async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      });
      await page.reload({ waitUntil: 'commit' });
      await expect(page.locator('html')).toHaveAttribute('data-session', 'pending');
      await expect(header(page).getByRole('link', { name: t.account.signIn })).toBeHidden();
      release();
      await expect(header(page).getByRole('button', { name: signedInAs })).toBeVisible();
    });
  });
}

test.describe('before any script', () => {
  test.use({ javaScriptEnabled: false });

  for (const { country, language } of places) {
    test(`${country}/${language}: the header's sign-in is a real link to our sign-in page`, async ({
      page,
    }) => {
      const t = messages[language];
      const { host } = endpointsFor('development', country);
      const errorPage = `${host}${pagePath('error', language)}`;
      await page.goto(errorPage);
      const signIn = header(page).getByRole('link', { name: t.account.signIn });
      await expect(signIn).toBeVisible();
      await expect(signIn).toHaveAttribute(
        'href',
        `${pagePath('signIn', language)}?${new URLSearchParams({
          intent: 'Default',
          origin: 'None',
          continuePath: errorPage,
        })}`,
      );
      await signIn.click();
      await expect(page).toHaveURL((url) => url.pathname === pagePath('signIn', language));
    });
  }

  test('the pages of signing in offer no sign-in in the header', async ({ page }) => {
    const { host } = endpointsFor('development', 'se');
    for (const id of ['signIn', 'register', 'forgotPasswordSent'] as const) {
      await page.goto(`${host}${pagePath(id, 'sv')}`);
      await expect(header(page).getByRole('link', { name: messages.sv.account.signIn })).toHaveCount(0);
    }
  });
});
