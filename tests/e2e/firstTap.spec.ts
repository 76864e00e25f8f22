import type { Page } from '@playwright/test';
import { endpointsFor } from '../../src/config/environments.ts';
import { consentBackendKey } from '../../src/lib/shell/consent.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';

/**
 * A tap before any script of ours has run must not be lost (a phone on a slow connection):
 * the CPU slowed four times, the network to a slow mobile one, and every script file of the
 * site held back until the test lets it through. Each control is tapped while nothing but the
 * page's inline head scripts has run, then the scripts arrive, and the tap must have done what
 * it does.
 */
const se = endpointsFor('development', 'se').host;
const sv = messages.sv;

/** Slows the page down and holds every script file back; the returned function lets them through. */
async function slowPhone(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/[^?]*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Nothing of ours has run but the inline head scripts: no shell, no island hydrated. */
async function expectNoScriptsYet(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-shell', /.*/);
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);
}

test.describe('the first tap, before any script has loaded', () => {
  test.describe('returning visitor', () => {
    test.beforeEach(({ context }) => withAnsweredConsent(context));

    test('“Sign in” in the footer reaches our sign-in page with intent, origin and this page to come back to', async ({
      page,
    }) => {
      const release = await slowPhone(page);
      const url = `${se}/profile/sv/fel?origin=PartyBooking&x=1`;
      await page.goto(url, { waitUntil: 'commit' });
      const signIn = page.getByRole('contentinfo').getByRole('link', { name: sv.account.signIn });
      await expect(signIn).toBeVisible();
      await expectNoScriptsYet(page);
      await signIn.tap();
      // The sign-in page's own scripts are held too: its address is what counts here.
      await page.waitForURL((address) => address.pathname === '/profile/sv/logga-in', {
        waitUntil: 'commit',
      });
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        intent: 'Default',
        origin: 'PartyBooking',
        continuePath: url,
      });
      release();
    });

    test('the menu button opens the sidebar once the shell has loaded', async ({ page }) => {
      const release = await slowPhone(page);
      await page.goto(`${se}/profile/sv/fel`, { waitUntil: 'commit' });
      const menu = page.getByRole('button', { name: sv.shell.openMenu });
      await expect(menu).toBeVisible();
      await expectNoScriptsYet(page);
      await menu.tap();
      const sidebar = page.getByRole('dialog', { name: sv.sidebar.title });
      await expect(sidebar).toBeHidden();
      release();
      await expect(sidebar).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    });

    test('the country button opens the country dialog once the shell has loaded', async ({ page }) => {
      const release = await slowPhone(page);
      await page.goto(`${se}/profile/sv/fel`, { waitUntil: 'commit' });
      const country = page.getByRole('contentinfo').getByRole('button', { name: /Sverige/ });
      await expect(country).toBeVisible();
      await expectNoScriptsYet(page);
      await country.tap();
      release();
      await expect(page.getByRole('dialog', { name: sv.countryDialog.title })).toBeVisible();
    });

    const languageTaps = [
      ['keeps the query and fragment', '/profile/sv/404?userId=42#top', '/profile/en/404?userId=42#top'],
      [
        'on a play centre leads to the same play centre',
        '/profile/sv/lekland/barkarby?x=1',
        '/profile/en/play-centres/barkarby?x=1',
      ],
    ] as const;
    for (const [what, from, to] of languageTaps) {
      test(`a language button ${what}`, async ({ page }) => {
        const release = await slowPhone(page);
        await page.goto(`${se}${from}`, { waitUntil: 'commit' });
        const english = page
          .getByRole('navigation', { name: sv.footer.language })
          .getByRole('link', { name: 'English' });
        await expect(english).toBeVisible();
        await expectNoScriptsYet(page);
        await english.tap();
        await expect(page).toHaveURL(`${se}${to}`);
        release();
      });
    }
  });

  test.describe('first visit', () => {
    for (const [button, statistics] of [
      [sv.consent.acceptAll, true],
      [sv.consent.necessaryOnly, false],
    ] as const) {
      test(`“${button}” in the consent dialog keeps the choice once its island has loaded`, async ({
        page,
      }) => {
        const release = await slowPhone(page);
        await page.goto(`${se}/profile/sv/fel`, { waitUntil: 'commit' });
        const dialog = page.getByRole('dialog', { name: sv.consent.title });
        const choice = dialog.getByRole('button', { name: button, exact: true });
        await expect(choice).toBeVisible();
        await expectNoScriptsYet(page);
        await choice.tap();
        await expect(dialog).toBeVisible();
        release();
        await expect(dialog).toBeHidden();
        // Kept in the versioned storage: {v, exp, value}.
        const stored = await page.evaluate((key) => localStorage.getItem(key), consentBackendKey);
        expect(JSON.parse(stored ?? '{}')).toMatchObject({
          v: 4,
          value: { statistics, marketing: statistics },
        });
      });
    }
  });
});
