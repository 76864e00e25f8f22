import type { Page } from '@playwright/test';
import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const se = endpointsFor('development', 'se').host;
const sv = messages.sv.consent;

/** What the page put in the Google Tag Manager data layer, as plain data. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      typeof entry === 'object' && entry !== null && 'length' in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
const events = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => !Array.isArray(entry) && (entry as { event?: string }).event);

test.describe('cookie consent', () => {
  test('asks on a first visit, with Consent Mode denied and no analytics event before an answer', async ({
    page,
  }) => {
    await page.goto(`${se}/profile/sv/fel`);
    const consent = page.getByRole('dialog', { name: sv.title });
    await expect(consent).toBeVisible();
    // Non-modal: the page behind stays usable.
    expect(await consent.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
    await expect(page.locator('[data-island="ConsentDialog"][data-hydrated]')).toHaveCount(1);
    await page.waitForTimeout(500);
    expect(await dataLayer(page)).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
        }),
      ],
    ]);
    expect(await events(page)).toEqual([]);
  });

  test('after accepting statistics only, sends a guest page view and remembers the choice', async ({
    page,
  }) => {
    await page.goto(`${se}/profile/sv/fel`);
    const consent = page.getByRole('dialog', { name: sv.title });
    await expect(page.locator('[data-island="ConsentDialog"][data-hydrated]')).toHaveCount(1);
    await consent.getByText(sv.choose).click();
    await consent.getByRole('checkbox', { name: new RegExp(sv.statistics) }).check();
    await expect(consent.getByRole('checkbox', { name: new RegExp(sv.marketing) })).not.toBeChecked();
    await consent.getByRole('button', { name: sv.save }).click();
    await expect(consent).toBeHidden();

    await expect
      .poll(() => events(page))
      .toEqual([
        { event: 'page_view', user_type: 'guest', page_type: 'error', language: 'sv', country: 'se' },
      ]);
    expect(await dataLayer(page)).toContainEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ]);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('playcentre:consent') ?? 'null'),
    );
    expect(stored).toMatchObject({ v: 4, value: { statistics: true, marketing: false } });

    // The next page neither asks again nor flashes the dialog, and counts its view.
    await page.goto(`${se}/profile/sv/404`);
    await expect(page.getByRole('dialog', { name: sv.title })).toBeHidden();
    await expect
      .poll(() => events(page))
      .toEqual([
        { event: 'page_view', user_type: 'guest', page_type: 'notFound', language: 'sv', country: 'se' },
      ]);
  });

  // On a phone the first-visit panel covers about half the screen.
  test.describe('the panel on a phone never hides what it covers', () => {
    const panelTop = async (page: Page) =>
      (await page.getByRole('dialog', { name: sv.title }).boundingBox())?.y ?? 0;
    const shellReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    const roomBelow = (page: Page) =>
      page.evaluate(() => getComputedStyle(document.documentElement).paddingBottom);

    test('a link reached with Tab scrolls above the panel', async ({ page }) => {
      await page.goto(`${se}/profile/sv/logga-in`);
      await shellReady(page);
      const createAccount = page.getByRole('link', { name: messages.sv.signIn.createAccount });
      for (let tabs = 0; tabs < 20; tabs += 1) {
        if (await createAccount.evaluate((link) => link === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(createAccount).toBeFocused();
      const link = await createAccount.boundingBox();
      expect(link!.y + link!.height).toBeLessThanOrEqual(await panelTop(page));
    });

    test('the page scrolls its footer above the panel, and gives the room back once answered', async ({
      page,
    }) => {
      await page.goto(`${se}/profile/sv/fel`);
      await shellReady(page);
      const lastLink = page.locator('footer a').last();
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const box = await lastLink.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(await panelTop(page));
      }).toPass({ timeout: 5000 });
      await page.getByRole('button', { name: sv.necessaryOnly }).click();
      await expect.poll(() => roomBelow(page)).toBe('0px');
    });
  });

  test('"Necessary only" sends nothing, now or on the next page', async ({ page }) => {
    await page.goto(`${se}/profile/en/error`);
    const consent = page.getByRole('dialog', { name: messages.en.consent.title });
    await expect(page.locator('[data-island="ConsentDialog"][data-hydrated]')).toHaveCount(1);
    await consent.getByRole('button', { name: messages.en.consent.necessaryOnly }).click();
    await expect(consent).toBeHidden();
    await page.goto(`${se}/profile/en/404`);
    await page.waitForTimeout(500);
    expect(await events(page)).toEqual([]);
    await expect(page.getByRole('dialog', { name: messages.en.consent.title })).toBeHidden();
  });

  test('reopened from the menu, shows the stored choice and can change it', async ({ page }) => {
    await page.goto(`${se}/profile/sv/fel`);
    await expect(page.locator('[data-island="ConsentDialog"][data-hydrated]')).toHaveCount(1);
    await page.getByRole('button', { name: sv.acceptAll }).click();
    await page.reload();

    await page.getByRole('button', { name: messages.sv.shell.openMenu }).click();
    await page.getByRole('button', { name: messages.sv.sidebar.cookieSettings }).click();
    const consent = page.getByRole('dialog', { name: sv.title });
    await expect(consent).toBeVisible();
    await expect(consent.getByRole('checkbox', { name: new RegExp(sv.statistics) })).toBeChecked();
    await expect(consent.getByRole('checkbox', { name: new RegExp(sv.marketing) })).toBeChecked();
    await consent.getByRole('checkbox', { name: new RegExp(sv.marketing) }).uncheck();
    await consent.getByRole('button', { name: sv.save }).click();
    await expect(consent).toBeHidden();
    await expect(page.getByRole('button', { name: messages.sv.shell.openMenu })).toBeFocused();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('playcentre:consent') ?? 'null'),
    );
    expect(stored).toMatchObject({ value: { statistics: true, marketing: false } });
  });
});
