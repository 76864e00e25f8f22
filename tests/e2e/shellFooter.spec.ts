import { countryList } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { countryLanguagePairs, expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { openSignedIn } from './support/account.ts';

const se = endpointsFor('development', 'se').host;

// A returning visitor who has answered the consent question.
test.beforeEach(({ context }) => withAnsweredConsent(context));

test.describe('footer', () => {
  test('the country button reads without stray punctuation (sv)', async ({ page }) => {
    await page.goto(`${se}/profile/sv/fel`);
    // "Sverige, välj land": not "Sverige , välj land".
    await expect(
      page.getByRole('contentinfo').getByRole('button', {
        name: `Sverige, ${messages.sv.footer.chooseCountry}`,
        exact: true,
      }),
    ).toHaveCount(1);
  });

  test('the country list does not read its drawn tick (sv)', async ({ page }) => {
    await page.goto(`${se}/profile/sv/fel`);
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /^Sverige/ })
      .click();
    // The current country is marked by aria-current; its tick is drawn, not read ("Sverige ✓").
    await expect(page.locator('#country-dialog a[aria-current="true"]')).toBeVisible();
    await expect(
      page.locator('#country-dialog').getByRole('link', { name: 'Sverige', exact: true }),
    ).toHaveCount(1);
  });

  test('offers sign-in to a signed-out visitor as a link to our sign-in page, and nothing of a member', async ({
    page,
  }) => {
    await page.goto(`${se}/profile/sv/fel?origin=PartyBooking`);
    const footer = page.getByRole('contentinfo');
    const signIn = footer.getByRole('link', { name: messages.sv.account.signIn });
    await expect(signIn).toBeVisible();
    // It names this very page, query and all, as where to come back to, and the visit's origin.
    await expect(signIn).toHaveAttribute(
      'href',
      `${se}/profile/sv/logga-in?intent=Default&origin=PartyBooking&continuePath=${encodeURIComponent(
        `${se}/profile/sv/fel?origin=PartyBooking`,
      )}`,
    );
    await expect(footer.getByRole('button', { name: messages.sv.account.signOut })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: messages.sv.account.editProfile })).toHaveCount(0);
    // With the page's scripts run, it still shows the same: nobody is signed in, and a visitor
    // never downloads the account corners' code.
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    await page.waitForLoadState('networkidle');
    await expect(signIn).toBeVisible();
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('accountCorners')),
      ),
    ).toBe(false);
  });

  test('shows the initials badge, profile-edit link and sign-out to a signed-in member', async ({ page }) => {
    await openSignedIn(page, `${se}/profile/sv/fel`, 'karin.sjoberg@example.com');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('[data-initials]')).toHaveAttribute('data-initials', 'KS');
    await expect(footer.getByRole('link', { name: messages.sv.account.editProfile })).toHaveAttribute(
      'href',
      `${endpointsFor('development', 'se').accountBase}/sv/account/edit`,
    );
    await expect(footer.getByRole('button', { name: messages.sv.account.signOut })).toBeVisible();
    await expect(footer.getByRole('link', { name: messages.sv.account.signIn })).toBeHidden();
  });

  test('shows the logo, the website link and the language’s social media links', async ({ page }) => {
    await page.goto(`${se}/profile/sv/fel`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', { name: 'Play Centre' })).toBeVisible();
    await expect(footer.getByRole('link', { name: messages.sv.footer.website })).toHaveAttribute(
      'href',
      /\/se\/www\/$/,
    );
    const social = footer.getByRole('list', { name: messages.sv.footer.socialMedia }).getByRole('link');
    await expect(social.first()).toHaveAccessibleName(/^Play Centre på (Facebook|Instagram|YouTube|TikTok)$/);
    await expect(social.first()).toHaveAttribute('href', /^https:\/\//);
  });

  for (const { code, language, host } of countryLanguagePairs.filter(
    (pair) => pair.code === 'se' || pair.code === 'fi',
  )) {
    test(`${code}/${language}: language buttons switch language and keep the page and its query`, async ({
      page,
    }) => {
      await page.goto(`${host}/profile/${language}/404?userId=42#top`);
      const other = countryLanguagePairs.find((pair) => pair.code === code && pair.language !== language)!;
      const nav = page.getByRole('navigation', { name: messages[language].footer.language });
      await expect(nav.locator('[aria-current="true"]')).toHaveAttribute('hreflang', language);
      await nav.locator(`a[hreflang="${other.language}"]`).click();
      await expect(page).toHaveURL(`${host}/profile/${other.language}/404?userId=42#top`);
      await expect(page.locator('html')).toHaveAttribute('lang', other.language);
    });
  }
});

test.describe('country dialog', () => {
  test('lists the five countries by native name, marks the current one and links to each profile base address', async ({
    page,
  }) => {
    await page.goto(`${endpointsFor('development', 'dk').host}/profile/da/fejl`);
    const button = page.getByRole('button', { name: /Danmark/ });
    await button.click();
    const dialog = page.getByRole('dialog', { name: messages.da.countryDialog.title });
    await expect(dialog).toBeVisible();
    const links = dialog.getByRole('link');
    await expect(links).toHaveText(countryList.map((country) => country.nativeName));
    for (const country of countryList) {
      await expect(dialog.getByRole('link', { name: country.nativeName })).toHaveAttribute(
        'href',
        endpointsFor('development', country.code).profileBase,
      );
    }
    await expect(dialog.locator('[aria-current="true"]')).toHaveText('Danmark');
    await expect(dialog.locator('[aria-current="true"]')).toHaveCSS('border-top-color', 'rgb(209, 52, 91)');
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(425);
  });

  test('choosing the current country only closes the dialog; another goes to that site', async ({ page }) => {
    const dk = endpointsFor('development', 'dk').host;
    await page.goto(`${dk}/profile/da/fejl`);
    await page.getByRole('button', { name: /Danmark/ }).click();
    const dialog = page.getByRole('dialog', { name: messages.da.countryDialog.title });
    await dialog.getByRole('link', { name: 'Danmark' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${dk}/profile/da/fejl`);
    await expect(page.getByRole('button', { name: /Danmark/ })).toBeFocused();

    // The account site is another product; a stand-in page answers for it here.
    const finland = endpointsFor('development', 'fi');
    await page.route(`${finland.accountBase}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Tili</title>' }),
    );
    await page.getByRole('button', { name: /Danmark/ }).click();
    await dialog.getByRole('link', { name: 'Suomi' }).click();
    // Finland's profile base address sends a visitor on to its account page.
    await expect(page).toHaveURL(`${finland.accountBase}/fi/account`);
  });

  test('closes with Escape and with its close button', async ({ page }) => {
    await page.goto(`${se}/profile/en/error`);
    const dialog = page.getByRole('dialog', { name: messages.en.countryDialog.title });
    await page.getByRole('button', { name: /Sverige/ }).click();
    // A tap before the shell's script runs is held and replayed once it does: Escape is for a
    // dialog the parent sees open.
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /Sverige/ }).click();
    await dialog.getByRole('button', { name: messages.en.countryDialog.close }).click();
    await expect(dialog).toBeHidden();
  });
});
