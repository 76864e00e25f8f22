import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';

const se = endpointsFor('development', 'se').host;

// A returning visitor who has answered the consent question.
test.beforeEach(({ context }) => withAnsweredConsent(context));

test.describe('top bar', () => {
  test('is Grass by the page style', async ({ page }) => {
    await page.goto(`${se}/profile/sv/fel?origin=Site`);
    await expect(page.locator('[data-top-bar]')).toHaveClass(/toolbar--grass/);
    await expect(page.locator('[data-top-bar]')).toHaveAttribute('data-top-bar', 'Grass');
  });

  test('is Balloons for a visit from party booking', async ({ page }) => {
    await page.goto(`${se}/profile/sv/fel?intent=Booking&origin=PartyBooking`);
    await expect(page.locator('[data-top-bar]')).toHaveClass(/toolbar--balloons/);
    await expect(page.locator('[data-top-bar]')).not.toHaveClass(/toolbar--grass/);
  });
});

test.describe('the display face', () => {
  test.use({ displayFaceFromStart: false });

  test("comes after the first paint, then headings use it; the tab's next page has it from the start", async ({
    page,
  }) => {
    const face = "600 1em 'Fredoka Variable'";
    const fontRequests: number[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(Date.now());
    });
    await page.goto(`${se}/profile/sv/logga-in`);
    await expect(page.locator('html')).toHaveAttribute('data-display-font', '');
    expect(await page.evaluate((font) => document.fonts.check(font), face)).toBe(true);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCSS('font-family', /^"Fredoka Variable"/);
    // Asked for once the page had loaded, never by the first paint.
    const loadedAt = await page.evaluate(() => performance.timing.loadEventEnd);
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(Math.min(...fontRequests)).toBeGreaterThanOrEqual(loadedAt);

    // The next page of this tab: the face from its first paint (the head's script), before any module.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { faceAtStart?: boolean }).faceAtStart =
          document.documentElement.hasAttribute('data-display-font');
      });
    });
    await page.goto(`${se}/profile/sv/lekland`);
    expect(await page.evaluate(() => (window as { faceAtStart?: boolean }).faceAtStart)).toBe(true);
  });
});

test.describe('island wrappers', () => {
  test('take no box of their own, by the stylesheet in the head', async ({ page }) => {
    await page.goto(`${se}/profile/sv/lekland/barkarby`);
    await expect(page.locator('[data-island]').first()).toBeAttached();
    const displays = await page
      .locator('[data-island]')
      .evaluateAll((wrappers) => wrappers.map((wrapper) => getComputedStyle(wrapper).display));
    expect(new Set(displays)).toEqual(new Set(['contents']));
    await expect(page.locator('body style')).toHaveCount(0);
  });
});

test.describe('visibility restrictions', () => {
  test('show and hide any element by session and environment', async ({ page }) => {
    await page.goto(`${se}/profile/en/error`);
    await expect(page.locator('html')).toHaveAttribute('data-session', 'signedOut');
    await page.evaluate(() => {
      for (const when of ['signedIn', 'signedOut', 'nonProduction', 'development']) {
        const element = document.createElement('p');
        element.dataset['when'] = when;
        element.textContent = when;
        document.querySelector('main')?.append(element);
      }
    });
    await expect(page.locator('main [data-when="signedIn"]')).toBeHidden();
    await expect(page.locator('main [data-when="signedOut"]')).toBeVisible();
    // This is the development build.
    await expect(page.locator('main [data-when="nonProduction"]')).toBeVisible();
    await expect(page.locator('main [data-when="development"]')).toBeVisible();
  });
});

test.describe('notices', () => {
  test('an error nobody caught shows the translated unknown-error notice, once, and can be dismissed', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`${se}/profile/sv/fel`);
    // The shell's script has started (it marks the session on <html>).
    await expect(page.locator('html')).toHaveAttribute('data-session', 'signedOut');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown on purpose by the test');
      });
      void Promise.reject(new Error('rejected on purpose by the test'));
    });
    const notice = page.getByRole('alert').filter({ hasText: messages.sv.general['error-unknown'] });
    await expect(notice).toHaveCount(1);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: messages.sv.notice.dismiss }).click();
    await expect(notice).toHaveCount(0);
    // The browser still reported both; they were the test's own.
    expect(consoleErrors.splice(0).sort()).toEqual([
      'rejected on purpose by the test',
      'thrown on purpose by the test',
    ]);
  });
});

test.describe('snackbar', () => {
  test('a sign-in that came back failed says so at the top of the screen, once', async ({ page }) => {
    await page.goto(`${se}/profile/sv/fel?signin=failed&x=1`);
    const snackbar = page.locator('.snackbar-area [role="alert"] .snackbar');
    await expect(snackbar).toHaveText(messages.sv.session.signInFailed);
    const box = await snackbar.boundingBox();
    expect(box?.y).toBeLessThan(40);
    // The marker leaves the address, so a reload does not say it again.
    await expect(page).toHaveURL(`${se}/profile/sv/fel?x=1`);
    await snackbar.getByRole('button', { name: messages.sv.snackbar.close }).click();
    await expect(snackbar).toHaveCount(0);
  });
});
