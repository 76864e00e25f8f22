import { messages } from '../../src/i18n/index.ts';
import { countries } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { expect, test } from './fixtures.ts';

const host = endpointsFor('development', 'se').host;
const sv = messages.sv.sidebar;

test.describe('sidebar', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${host}/profile/sv/fel`);
  });

  test('opens from the menu button by keyboard alone, keeps Tab inside, and Escape returns focus', async ({
    page,
  }) => {
    const sidebar = page.getByRole('dialog', { name: sv.title });
    const menu = page.getByRole('button', { name: messages.sv.shell.openMenu });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');

    // Twice round, forwards and backwards. The platform's modal dialog makes the page behind
    // it inert; past the last element focus may visit the browser's own controls (the page
    // then has no focused element), never anything else on the page.
    const focusable = await sidebar.locator('a[href]:visible, button:visible').count();
    const visited = new Set<string>();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step < focusable * 2 + 2; step += 1) {
        await page.keyboard.press(key);
        const where = await sidebar.evaluate((dialog) => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return dialog.contains(active)
            ? `inside:${active.textContent}${active.getAttribute('aria-label')}`
            : 'outside';
        });
        expect(where).not.toBe('outside');
        visited.add(where);
      }
    }
    expect([...visited].filter((where) => where.startsWith('inside:'))).toHaveLength(focusable);

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('gives focus back to the menu button after Escape and after its close button, once its transition is over', async ({
    page,
  }) => {
    const sidebar = page.getByRole('dialog', { name: sv.title });
    const menu = page.getByRole('button', { name: messages.sv.shell.openMenu });
    for (const how of ['Escape', 'close button'] as const) {
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(sidebar).toBeVisible();
      if (how === 'close button') await sidebar.getByRole('button', { name: sv.close }).focus();
      await page.keyboard.press(how === 'Escape' ? 'Escape' : 'Enter');
      await expect(sidebar).toBeHidden();
      // The slide out takes 600 ms; focus is on the button then, and still once it is over.
      await expect(menu, how).toBeFocused();
      await page.waitForTimeout(700);
      await expect(menu, `${how}, after the transition`).toBeFocused();
    }
  });

  test('closes on a click on the backdrop, and with its close button', async ({ page }) => {
    const sidebar = page.getByRole('dialog', { name: sv.title });
    await page.getByRole('button', { name: messages.sv.shell.openMenu }).click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toHaveJSProperty('open', true);
    // The sidebar is at most 340 px wide on the right; the left of the screen is backdrop.
    expect(await sidebar.evaluate((dialog) => getComputedStyle(dialog).maxWidth)).toBe('340px');
    expect(
      await sidebar.evaluate((dialog) => Math.round(dialog.getBoundingClientRect().width)),
    ).toBeLessThanOrEqual(340);
    await page.mouse.click(20, 400);
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: messages.sv.shell.openMenu }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('button', { name: sv.close }).click();
    await expect(sidebar).toBeHidden();
  });

  test('links to booking and ordering, every play centre, the account, family membership and FAQ, in Swedish', async ({
    page,
  }) => {
    await page.getByRole('button', { name: messages.sv.shell.openMenu }).click();
    const sidebar = page.getByRole('dialog', { name: sv.title });
    const book = sidebar.getByRole('list', { name: sv.bookAndOrder });
    await expect(book.getByRole('link')).toHaveText([
      sv.tickets,
      sv.party,
      sv.shop,
      sv.groupBooking,
      sv.sportClasses,
    ]);
    await expect(book.getByRole('link', { name: sv.tickets })).toHaveAttribute(
      'href',
      /\/order\/book-entrance$/,
    );
    const more = sidebar.getByRole('list', { name: sv.more });
    await expect(more.getByRole('link')).toHaveText([
      messages.sv.playground.finder.all,
      sv.profile,
      sv.familyMembership,
      sv.faq,
    ]);
    await expect(more.getByRole('link', { name: messages.sv.playground.finder.all })).toHaveAttribute(
      'href',
      '/profile/sv/lekland',
    );
    await expect(more.getByRole('link', { name: sv.profile })).toHaveAttribute('href', /\/se\/sv\/account$/);
    await expect(more.getByRole('button', { name: sv.cookieSettings })).toBeVisible();
  });

  test('has no FAQ or family membership in English, which have no English pages', async ({ page }) => {
    await page.goto(`${host}/profile/en/error`);
    await page.getByRole('button', { name: messages.en.shell.openMenu }).click();
    const more = page.getByRole('dialog', { name: messages.en.sidebar.title }).getByRole('list', {
      name: messages.en.sidebar.more,
    });
    await expect(more.getByRole('link')).toHaveText([
      messages.en.playground.finder.all,
      messages.en.sidebar.profile,
    ]);
    await expect(more.getByRole('link', { name: messages.en.sidebar.profile })).toHaveAttribute(
      'href',
      /\/se\/en\/account$/,
    );
  });

  test('closes when a navigation starts, and the loader shows', async ({ page }) => {
    await page.getByRole('button', { name: messages.sv.shell.openMenu }).click();
    const sidebar = page.getByRole('dialog', { name: sv.title });
    await expect(sidebar).toBeVisible();
    // The shell has seen the click (its listener is on the document); the test keeps the
    // browser from actually leaving (a window listener runs later), so the page can be looked at.
    await page.evaluate(() => addEventListener('click', (event) => event.preventDefault()));
    await sidebar.getByRole('link', { name: sv.tickets }).click();
    await expect(sidebar).toBeHidden();
    await expect(page.locator('[data-loader]')).toHaveClass(/loader--shown/);
    await expect(page.locator('[data-loader]')).toBeVisible();
  });

  test('reopens the consent dialog from the cookie-settings button, in place of the menu', async ({
    page,
  }) => {
    await page.getByRole('button', { name: messages.sv.shell.openMenu }).click();
    await page.getByRole('button', { name: sv.cookieSettings }).click();
    await expect(page.getByRole('dialog', { name: sv.title })).toBeHidden();
    const consent = page.getByRole('dialog', { name: messages.sv.consent.title });
    await expect(consent).toBeVisible();
    expect(await consent.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  });
});

// A phone held upright, on a page longer than the screen (the error page and its footer).
for (const { language, path } of [
  { language: 'sv', path: '/profile/sv/fel' },
  { language: 'en', path: '/profile/en/error' },
] as const) {
  test.describe(`${language}: the open sidebar holds the page behind it still`, () => {
    test.use({ viewport: { width: 390, height: 600 } });

    test('the page behind is inert, says the menu is modal, and does not scroll under it', async ({
      page,
    }) => {
      const t = messages[language];
      await page.goto(`${host}${path}`);
      await page.getByRole('button', { name: t.consent.necessaryOnly }).click();
      const behind = page.locator('body > header, body > main, body > footer');
      await expect(behind).toHaveCount(3);
      const scrollY = () => page.evaluate(() => window.scrollY);
      // The page is longer than the screen, so a swipe would scroll it.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(700);

      await page.getByRole('button', { name: t.shell.openMenu }).click();
      const sidebar = page.getByRole('dialog', { name: t.sidebar.title });
      await expect(sidebar).toBeVisible();
      await expect(sidebar).toHaveAttribute('aria-modal', 'true');
      for (const element of await behind.all()) await expect(element).toHaveJSProperty('inert', true);
      await expect(sidebar).toHaveJSProperty('inert', false);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      // A swipe over the backdrop and one over the menu move nothing behind it.
      await page.mouse.move(20, 300);
      await page.mouse.wheel(0, 600);
      await page.mouse.move(300, 300);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300);
      expect(await scrollY()).toBe(0);

      await sidebar.getByRole('button', { name: t.sidebar.close }).click();
      await expect(sidebar).toBeHidden();
      // Hidden, it has no role to be found by: the element itself.
      await expect(page.locator('#sidebar')).not.toHaveAttribute('aria-modal', 'true');
      for (const element of await behind.all()) await expect(element).toHaveJSProperty('inert', false);
      // Closed, the page scrolls again.
      await page.mouse.move(200, 300);
      await page.mouse.wheel(0, 600);
      await expect.poll(scrollY).toBeGreaterThan(0);
    });
  });
}

test('the Finnish loader carries Finland’s own logo', async ({ page }) => {
  await page.goto(`${endpointsFor('development', 'fi').host}/profile/fi/virhe`);
  await expect(page.locator('[data-loader] svg text')).toHaveText(countries.fi.brand);
  await expect(page.locator('[data-loader]')).toBeHidden();
});

test('the loader is gone when the visitor comes back to a page they left', async ({ page }) => {
  await page.goto(`${host}/profile/sv/fel`);
  await page.getByRole('button', { name: messages.sv.consent.necessaryOnly }).click();
  await page
    .getByRole('navigation', { name: messages.sv.footer.language })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(`${host}/profile/en/error`);
  await page.goBack();
  await expect(page).toHaveURL(`${host}/profile/sv/fel`);
  await expect(page.locator('[data-loader]')).not.toHaveClass(/loader--shown/);
  await expect(page.locator('[data-loader]')).toBeHidden();
});
