import type { Page } from '@playwright/test';
import { countries, defaultLanguageOf, type CountryCode } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { openSignedIn } from './support/account.ts';
import { withAnsweredConsent } from './support/consent.ts';
import {
  newAccount,
  pageUrl,
  seededPassword,
  signInReady,
  signInWith,
  texts,
  type Place,
} from './support/signIn.ts';

/**
 * Calm hand-offs: wherever a page waits (the sign-in callback, a guard deciding, the sign-in
 * page between "signed in" and the sign-in service's redirect) the parent sees the site's
 * loader on the site's paper, never a blank or unstyled page. A page is held in its waiting
 * state by giving it empty scripts, or by holding back the one script that would end the wait.
 */

/** Every module script of the site answers empty: the page stays as it painted. */
async function emptyScripts(page: Page): Promise<void> {
  await page.route(/\/_astro\/[^?]*\.js(\?.*)?$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}

/** The site's paper and font (styles/global.css), not the browser's white page in its serif. */
async function expectSiteLook(page: Page): Promise<void> {
  const look = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { font: style.fontFamily, paper: getComputedStyle(document.documentElement).backgroundColor };
  });
  expect(look.font).toMatch(/^system-ui\b/);
  expect(look.font).not.toMatch(/Times|(?<!sans-)serif$/);
  expect(look.paper).toBe('rgb(255, 253, 247)');
}

const loader = (page: Page) => page.locator('[data-loader]');

test.beforeEach(({ context }) => withAnsweredConsent(context));

for (const country of ['se', 'fi'] as const satisfies readonly CountryCode[]) {
  const language = defaultLanguageOf(countries[country]);
  const { host } = endpointsFor('development', country);

  test(`${country}/${language}: the sign-in callback page is the site's loader, styled as the site`, async ({
    page,
  }) => {
    await emptyScripts(page);
    await page.goto(`${host}/profile/assets/oidc/signin-callback?code=held&state=held`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveTitle(
      messages[language].session.callbackTitle.replace('{{brand}}', countries[country].brand),
    );
    await expectSiteLook(page);
    await expect(loader(page)).toBeVisible();
    await expect(loader(page)).toHaveClass(/loader--shown/);
    await expect(loader(page)).toHaveCSS('opacity', '1');
    await expect(loader(page).locator('svg text')).toHaveText(countries[country].brand);
    await expect(page.getByRole('status')).toContainText(messages[language].session.callbackText);
    // Its styles are in the page itself, allowed by their hash: the fixture fails on any
    // Content-Security-Policy refusal, which the browser reports as a console error.
    await expect(page.locator('head style')).toHaveCount(1);
  });

  test(`${country}/${language}: onboarding opened signed out shows the loader, never a blank page, while its guard decides`, async ({
    page,
  }) => {
    // The guard's script never comes: the page stays as it is before the guard decides.
    await emptyScripts(page);
    await page.goto(pageUrl({ country, language }, 'onboarding'));
    await expectSiteLook(page);
    await expect(loader(page)).toBeVisible();
    await expect(loader(page)).toHaveCSS('opacity', '1');
    await expect(page.locator('main')).toHaveCSS('visibility', 'hidden');
  });
}

test.describe('the guard, deciding', () => {
  // A sign-in at the identity stand-in takes its seconds on a busy machine.
  test.setTimeout(60_000);

  test('sv: a visitor is taken to sign in with the loader up all the way', async ({ page }) => {
    const place: Place = { country: 'se', language: 'sv' };
    // What the guarded page showed as it was parsed and as it left, noted in the tab's storage
    // (the guard may leave before a test could look).
    await page.addInitScript(() => {
      const note = (when: string) => {
        const loader = document.getElementById('loader');
        const main = document.querySelector('main');
        if (!loader || !main || document.body.dataset['loginIntent'] === undefined) return;
        const shown = (element: Element) => getComputedStyle(element).visibility;
        sessionStorage.setItem(`guarded:${when}`, `loader ${shown(loader)}, main ${shown(main)}`);
      };
      document.addEventListener('DOMContentLoaded', () => note('parsed'));
      addEventListener('pagehide', () => note('left'));
    });
    await page.goto(pageUrl(place, 'onboarding'));
    await page.waitForURL((url) => url.pathname === new URL(pageUrl(place, 'signIn')).pathname);
    const noted = await page.evaluate(() => [
      sessionStorage.getItem('guarded:parsed'),
      sessionStorage.getItem('guarded:left'),
    ]);
    expect(noted).toEqual(['loader visible, main hidden', 'loader visible, main hidden']);
  });

  test('de: a signed-in parent sees the loader go and the page come', async ({ page }) => {
    const place: Place = { country: 'de', language: 'de' };
    await openSignedIn(page, pageUrl(place, 'onboarding'), 'jonas.becker@example.com');
    await expect(loader(page)).toBeHidden();
    await expect(page.locator('main')).toHaveCSS('visibility', 'visible');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

for (const place of [
  { country: 'se', language: 'sv' },
  { country: 'de', language: 'en' },
] as const satisfies readonly Place[]) {
  test(`${place.country}/${place.language}: signed in on our sign-in page, the loader shows until the sign-in service takes over`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = await newAccount(place);
    const start = pageUrl(place, 'error');
    // The OIDC sign-in's code held back: the page waits, signed in, for its redirect.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/signInRedirect\.[^/]*\.js$/, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${pageUrl(place, 'signIn')}?${new URLSearchParams({ continuePath: start })}`);
    await signInReady(page);
    await signInWith(page, place, email, seededPassword);
    await expect(page.getByRole('status').filter({ hasText: texts(place).leaving })).toBeVisible();
    await expect(loader(page)).toHaveClass(/loader--shown/);
    await expect(loader(page)).toBeVisible();

    release();
    // On through the identity service and the callback page (the test above: the loader too).
    await page.waitForURL(start, { timeout: 15_000 });
  });
}
