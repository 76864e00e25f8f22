import type { Page } from '@playwright/test';
import type { CountryCode } from '../../src/config/countries.ts';
import { externalDestinations } from '../../src/config/destinations.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import type { Language } from '../../src/config/languages.ts';
import { pagePath } from '../../src/config/routes.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { registerAndReadLink } from './support/emailConfirmation.ts';

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

  // On a phone the first-visit panel covers the foot of the screen.
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

  test('answered by keyboard, the panel leaves focus on the page’s main heading, not on the body', async ({
    page,
  }) => {
    await page.goto(`${se}/profile/sv/fel`);
    await expect(page.locator('[data-island="ConsentDialog"][data-hydrated]')).toHaveCount(1);
    await page.getByRole('button', { name: sv.necessaryOnly }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: sv.title })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
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

/** An iPhone 13 held upright: the phone the first-visit panel is measured on. */
const iPhone13 = { width: 390, height: 844 };
const places = [
  { country: 'se', language: 'sv' },
  { country: 'no', language: 'nb' },
  { country: 'dk', language: 'da' },
  { country: 'fi', language: 'fi' },
  { country: 'de', language: 'de' },
  { country: 'se', language: 'en' },
] as const satisfies readonly { country: CountryCode; language: Language }[];

test.describe('the first-visit panel on an iPhone 13', () => {
  test.use({ viewport: iPhone13, isMobile: true, hasTouch: true });

  for (const { country, language } of places) {
    const t = messages[language].consent;

    test(`${country}/${language}: is a bar of at most 30 % of the screen, with two equal choices and the settings a tap away`, async ({
      page,
    }) => {
      await page.goto(`${endpointsFor('development', country).host}${pagePath('error', language)}`);
      const consent = page.getByRole('dialog', { name: t.title });
      await expect(consent).toBeVisible();
      await expect(page.locator('[data-island="ConsentDialog"][data-hydrated]')).toHaveCount(1);
      expect(await consent.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
      const panel = (await consent.boundingBox())!;
      expect(panel.height).toBeLessThanOrEqual(iPhone13.height * 0.3);
      expect(Math.round(panel.y + panel.height)).toBe(iPhone13.height);
      // The page has room below it for the panel, so its own last lines can scroll above it.
      expect(
        await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).paddingBottom)),
      ).toBeGreaterThanOrEqual(Math.floor(panel.height));

      // Saying no is as easy as saying yes: the same size, the same look, side by side, in sight.
      const no = consent.getByRole('button', { name: t.necessaryOnly, exact: true });
      const yes = consent.getByRole('button', { name: t.acceptAll, exact: true });
      await expect(no).toBeInViewport({ ratio: 1 });
      await expect(yes).toBeInViewport({ ratio: 1 });
      const [noBox, yesBox] = [(await no.boundingBox())!, (await yes.boundingBox())!];
      expect(noBox.width).toBeCloseTo(yesBox.width, 0);
      expect(noBox.height).toBeCloseTo(yesBox.height, 0);
      expect(noBox.y).toBeCloseTo(yesBox.y, 0);
      const look = (element: HTMLElement) => {
        const style = getComputedStyle(element);
        return [
          style.color,
          style.backgroundColor,
          style.borderColor,
          style.fontSize,
          style.fontWeight,
        ].join();
      };
      expect(await no.evaluate(look)).toBe(await yes.evaluate(look));

      // The settings: each kind of cookie to tick, and who receives the marketing data.
      await consent.getByRole('button', { name: t.choose }).click();
      await expect(consent).toBeVisible();
      expect(await consent.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      await expect(consent.getByRole('checkbox', { name: new RegExp(t.statistics) })).not.toBeChecked();
      await expect(consent.getByRole('checkbox', { name: new RegExp(t.marketing) })).not.toBeChecked();
      await expect(consent.getByText(t.marketingText)).toBeVisible();
      await expect(consent.getByText(t.marketingText)).toContainText('Google');
      await expect(consent.getByRole('button', { name: t.save })).toBeInViewport();
    });
  }

  for (const { country, language } of [
    { country: 'se', language: 'sv' },
    { country: 'de', language: 'de' },
  ] as const) {
    const t = messages[language].emailConfirmation;

    test(`${country}/${language}: the e-mail confirmation opened from the mail keeps its words and its one button in sight, and the button works`, async ({
      page,
    }) => {
      const { link } = await registerAndReadLink(country, language);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: t.confirmedHeading })).toBeVisible();
      const consent = page.getByRole('dialog', { name: messages[language].consent.title });
      await expect(consent).toBeVisible();
      const button = page.getByRole('link', { name: t.toAccount });
      await expect(page.getByText(t.confirmedText)).toBeInViewport({ ratio: 1 });
      await expect(button).toBeInViewport({ ratio: 1 });
      // Nothing lies over the button: above the panel, and the point in its middle is the button.
      const box = (await button.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual((await consent.boundingBox())!.y);
      expect(
        await button.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        }),
      ).toBe(true);
      await button.click({ trial: true });

      // A tap, with the panel still open, goes where the button says: the account site.
      const endpoints = endpointsFor('development', country);
      await page.route(`${endpoints.accountBase}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Account</title>' }),
      );
      await button.tap();
      await expect(page).toHaveURL(externalDestinations(endpoints, language).profile);
    });
  }
});
