import type { Page, Request } from '@playwright/test';
import { endpointsFor } from '../../src/config/environments.ts';
import type { Language } from '../../src/config/languages.ts';
import { messages } from '../../src/i18n/index.ts';
import { seedAccounts } from '../stand-ins/seed/accounts.ts';
import { expect, test } from './fixtures.ts';
import { openSignedIn } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { failForAccount, removeMainApiFault } from './support/onboarding.ts';
import { standInUrls } from './support/standIns.ts';

const profileDataPath = '/api/UserGathering/profile-data';

/** A seeded parent and what the main API stand-in's seed says they have booked. */
function seeded(email: string) {
  const account = seedAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a seeded account`);
  return account;
}

/** The badge's text alternative as the page should say it ("3 bokningar"). */
function bookingsLabel(language: Language, count: number): string {
  const { bookings_one: one, bookings_other: other } = messages[language].sidebarData;
  const form = new Intl.PluralRules(language).select(count) === 'one' ? one : other;
  return form.replace('{{count}}', String(count));
}

const isProfileData = (request: Request) =>
  request.url() === `${standInUrls.mainApi}${profileDataPath}` && request.method() === 'POST';

const sidebar = (page: Page, language: Language) =>
  page.getByRole('dialog', { name: messages[language].sidebar.title });

async function openSidebar(page: Page, language: Language) {
  await page.getByRole('button', { name: messages[language].shell.openMenu }).click();
  await expect(sidebar(page, language)).toBeVisible();
}

/** Signs in at the identity service and opens `url`, signed in. */
async function signInFrom(page: Page, url: string, email: string) {
  await openSignedIn(page, url, email);
  await expect(page.locator('.footer-account')).toHaveAttribute('data-session', 'signedIn');
}

/** Axe on the open sidebar only: the rest of the page is the shell's own scan (a11y.spec.ts). */
async function sidebarViolations(page: Page) {
  return axeViolations(page, { include: '#sidebar' });
}

// One spec at a time: the failure test makes the stand-in fail the call for whoever asks next.
test.describe.configure({ mode: 'serial' });
// A sign-in at the identity stand-in takes its seconds on a busy machine.
test.setTimeout(60_000);
test.beforeEach(({ context }) => withAnsweredConsent(context));

test.describe('sidebar booking counts', () => {
  test('a signed-in parent sees their entrance and party bookings beside the tickets and party links', async ({
    page,
  }) => {
    const astrid = seeded('astrid.lindqvist@example.com');
    const { entranceBookings, partyBookings } = astrid.activity;
    // The seed must give both links a badge, or this test would prove nothing.
    expect(entranceBookings).toBeGreaterThan(0);
    expect(partyBookings).toBeGreaterThan(0);
    const host = endpointsFor('development', astrid.country).host;
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (isProfileData(request)) requests.push(request);
    });

    await signInFrom(page, `${host}/profile/sv/fel`, astrid.email);
    // Asked when the sidebar opens, not before.
    expect(requests).toHaveLength(0);
    await openSidebar(page, 'sv');
    const menu = sidebar(page, 'sv');
    const text = messages.sv.sidebar;
    const tickets = menu.getByRole('link', {
      name: `${text.tickets} ${bookingsLabel('sv', entranceBookings)}`,
    });
    const party = menu.getByRole('link', { name: `${text.party} ${bookingsLabel('sv', partyBookings)}` });
    await expect(tickets.locator('.count-badge')).toBeVisible();
    await expect(tickets.locator('.count-badge__number')).toHaveText(String(entranceBookings));
    await expect(party.locator('.count-badge__number')).toHaveText(String(partyBookings));
    // Only the two links carry a badge.
    await expect(menu.locator('.count-badge:visible')).toHaveCount(2);
    // Each number sits in the middle of its badge: its box is trimmed to the digits (cap height
    // to baseline), so the box's middle is the digits' middle, and that is the badge's middle.
    // Both boxes are read in one go: the menu may still be sliding in, and two reads would
    // measure it at two moments.
    for (const badge of await menu.locator('.count-badge:visible').all()) {
      const { outer, digits, fontSize } = await badge.evaluate((element) => ({
        outer: element.getBoundingClientRect().toJSON() as DOMRect,
        digits: element.querySelector('.count-badge__number')!.getBoundingClientRect().toJSON() as DOMRect,
        fontSize: parseFloat(getComputedStyle(element).fontSize),
      }));
      expect(digits.height).toBeLessThan(fontSize * 0.85);
      expect(Math.abs(digits.y + digits.height / 2 - (outer.y + outer.height / 2))).toBeLessThanOrEqual(0.5);
      expect(Math.abs(digits.x + digits.width / 2 - (outer.x + outer.width / 2))).toBeLessThanOrEqual(0.5);
    }

    expect(requests).toHaveLength(1);
    expect(requests[0]?.postDataJSON()).toEqual({
      entranceBookings: true,
      partyBookings: true,
      childAccounts: false,
      offers: false,
      sportKidzBookings: false,
      subscriptions: false,
      summerCampBookings: false,
    });
    expect(requests[0]?.headers()['authorization']).toMatch(/^Bearer \S+/);

    expect(await sidebarViolations(page)).toEqual([]);

    // Reopened within two minutes: served from the response cache, no second request.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await openSidebar(page, 'sv');
    await expect(tickets.locator('.count-badge__number')).toHaveText(String(entranceBookings));
    expect(requests).toHaveLength(1);
  });

  test('shows no badge for a count of zero', async ({ page }) => {
    const mads = seeded('mads.kjaergaard@example.com');
    expect(mads.activity.entranceBookings).toBe(0);
    const host = endpointsFor('development', mads.country).host;
    await signInFrom(page, `${host}/profile/da/fejl`, mads.email);
    await openSidebar(page, 'da');
    const menu = sidebar(page, 'da');
    const text = messages.da.sidebar;
    await expect(
      menu.getByRole('link', { name: `${text.party} ${bookingsLabel('da', mads.activity.partyBookings)}` }),
    ).toBeVisible();
    await expect(menu.getByRole('link', { name: text.tickets, exact: true })).toBeVisible();
    await expect(menu.locator('.count-badge:visible')).toHaveCount(1);
  });

  test.describe('when the main API fails the call', () => {
    // The browser reports the failed request itself; that is the point of this test.
    test.use({ allowedConsoleError: /status of 500/ });

    test('shows a translated notice inside the sidebar, and the links still work', async ({ page }) => {
      const jonas = seeded('jonas.becker@example.com');
      const host = endpointsFor('development', jonas.country).host;
      await signInFrom(page, `${host}/profile/de/fehler`, jonas.email);
      // Jonas's own call only, so a signed-in test running beside this one keeps its counts.
      const fault = await failForAccount(jonas.email, {
        path: profileDataPath,
        method: 'POST',
        kind: 'status',
        status: 500,
        times: 1,
      });
      try {
        const failed = page.waitForResponse((response) => isProfileData(response.request()));
        await openSidebar(page, 'de');
        expect((await failed).status()).toBe(500);
        const menu = sidebar(page, 'de');
        await expect(menu.getByText(messages.de.sidebarData.countsFailed)).toBeVisible();
        await expect(menu.locator('.count-badge:visible')).toHaveCount(0);
        // Not at the top of the page: the notice is the sidebar's own.
        await expect(
          page.locator('main [data-notices]').getByText(messages.de.sidebarData.countsFailed),
        ).toHaveCount(0);

        expect(await sidebarViolations(page)).toEqual([]);

        await menu.getByRole('link', { name: messages.de.sidebar.tickets }).click();
        await page.waitForURL((url) => url.origin === standInUrls.accountSite);
        await expect(page.getByTestId('path')).toContainText('book-entrance');
      } finally {
        // The fault removes itself once used; remove it (and only it) if the test ended before that.
        await removeMainApiFault(fault);
      }
    });
  });

  test('a signed-out visitor asks for nothing and downloads no counts code', async ({ page }) => {
    const host = endpointsFor('development', 'se').host;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isProfileData(request) || request.url().includes('startSidebarCounts')) asked.push(request.url());
    });
    await page.goto(`${host}/profile/sv/fel`);
    await expect(page.locator('html')).toHaveAttribute('data-session', 'signedOut');
    await openSidebar(page, 'sv');
    await page.keyboard.press('Escape');
    await openSidebar(page, 'sv');
    // Give a request that should not exist the time it would take.
    await page.waitForTimeout(1000);
    expect(asked).toEqual([]);
    await expect(sidebar(page, 'sv').locator('.count-badge:visible')).toHaveCount(0);
  });
});
