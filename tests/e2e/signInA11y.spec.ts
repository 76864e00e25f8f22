import type { Page } from '@playwright/test';
import type { CountryCode } from '../../src/config/countries.ts';
import { languageCodes, type Language } from '../../src/config/languages.ts';
import { localeTag } from '../../src/config/localeTag.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { withAnsweredConsent } from './support/consent.ts';
import {
  mailResetLink,
  newAccount,
  pageUrl,
  removePassword,
  signInForm,
  signInReady,
  texts,
} from './support/signIn.ts';

/**
 * axe (WCAG 2.2 A and AA, best practices) on every page and step of signing in, in all six
 * languages: the e-mail step with a problem, the password step with a failed sign-in, the
 * no-account notice, check-your-inbox, and the reset page with its rules and a refused link.
 */
const countryOf: Record<Language, CountryCode> = {
  sv: 'se',
  nb: 'no',
  da: 'dk',
  fi: 'fi',
  de: 'de',
  en: 'fi',
};

test.beforeEach(({ context }) => withAnsweredConsent(context));
// The refusals these steps provoke (401, 400) are logged by the browser as failed loads.
test.use({
  allowedConsoleError: /Failed to load resource: the server responded with a status of (400|401)\b/,
});

async function violations(page: Page, step: string) {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), step).toEqual([]);
}

for (const language of languageCodes) {
  const place = { country: countryOf[language], language };
  const t = texts(place);

  test(`${place.country}/${language}: every sign-in step passes axe`, async ({ page }) => {
    const email = await newAccount(place);
    const form = signInForm(page, place);
    await page.goto(pageUrl(place, 'signIn'));
    await signInReady(page);
    await form.continue.click();
    await expect(page.getByText(t.problems.emailRequired)).toBeVisible();
    await expect(form.email).toBeFocused();
    await violations(page, 'e-mail step with a problem');

    await form.email.fill(`nobody.${email}`);
    await form.continue.click();
    await expect(page.getByRole('heading', { name: t.signup.heading })).toBeFocused();
    await violations(page, 'no account');

    await page.getByRole('button', { name: t.signup.otherEmail }).click();
    await form.email.fill(email);
    await form.continue.click();
    await form.password.fill('Not-the-password-1');
    await form.submit.click();
    await expect(form.alert).toHaveText(t.notices.wrongCredentials);
    await violations(page, 'password step, wrong password');

    await form.forgot.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.inbox.heading);
    await expect(page.locator('.sign-in-inbox p:visible').first()).toContainText(email);
    await violations(page, 'check your inbox');
  });

  test(`${place.country}/${language}: the reset page and a refused link pass axe`, async ({ page }) => {
    const email = await newAccount(place);
    await removePassword(email);
    const link = await mailResetLink(email, localeTag(language, place.country));
    await mailResetLink(email, localeTag(language, place.country));
    await page.goto(link);
    await signInReady(page);
    await expect(page.locator('.password-rules__list li')).toHaveCount(5);
    await violations(page, 'reset form');

    await page.getByLabel(t.reset.passwordLabel, { exact: true }).fill('Ny-Lekplats-2026');
    await page.getByRole('button', { name: t.reset.save }).click();
    await expect(page.getByRole('heading', { name: t.reset.invalidLinkHeading })).toBeFocused();
    await violations(page, 'refused link');
  });
}
