import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { countries, type CountryCode } from '../../src/config/countries.ts';
import type { Language } from '../../src/config/languages.ts';
import { pagePath } from '../../src/config/routes.ts';
import { localeTag } from '../../src/config/localeTag.ts';
import { messages } from '../../src/i18n/index.ts';
import { openSignedIn } from './support/account.ts';
import { bookingUrl, seededAgeGroupId } from './support/booking.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { visibleTextPlaces as places } from './support/firstVisit.ts';
import { featuredPlaygroundSlug } from './support/playground.ts';
import { newAddress, registrationForm } from './support/register.ts';
import { host, mailResetLink, newAccount, signInForm, signInReady } from './support/signIn.ts';
import { englishIn, expectNoEnglish } from './support/visibleText.ts';
import { expect, test } from './fixtures.ts';

/**
 * No English reaches a Swedish, German or Finnish parent: the visible text of every page, as a
 * first visit sees it, with the shell's panels open, in the forms' error states and signed in,
 * holds none of a small stoplist of English words (support/visibleText.ts). Every page's first
 * visit, cookie panel open, and the open menu are read in a11y.spec.ts, on the visits of its axe
 * scan, so that each page is loaded once for both.
 */
/** The booking page of the country's featured play centre, for its 3-year-olds' SportKidz group. */
function featuredBooking(country: CountryCode, language: Language): string {
  const slug = featuredPlaygroundSlug(country);
  return bookingUrl(country, language, slug, seededAgeGroupId(slug, 'SportKidz', 3));
}

/** Islands that wake by themselves have woken and the page's calls have come back. */
async function settled(page: Page) {
  await expect(
    page.locator('[data-island]:not([data-wake="visible"]):not([data-wake="changed"]):not([data-hydrated])'),
  ).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test('the check finds English, and only English', () => {
  expect(englishIn('The password must be at least 8 characters.')).toEqual(['the', 'must']);
  expect(englishIn('Please try again; your e-mail was sent.')).toEqual([
    'was sent',
    'please',
    'your',
    'try again',
  ]);
  expect(englishIn('Lösenordet måste ha minst 8 tecken. Theodor, Mustang, Yourself.')).toEqual([]);
  expect(englishIn('Das hat nicht geklappt. Versuch es noch einmal.')).toEqual([]);
});

for (const place of places) {
  const { country, language } = place;
  const site = host(place);

  test.describe(`${country}/${language}`, () => {
    test.describe(() => {
      // A wrong password and a refused address are refused calls, which the browser logs.
      test.use({ allowedConsoleError: /status of (400|401)/ });
      test("the forms' error states: sign-in, registration, reset, booking, e-mail confirmation", async ({
        page,
        context,
      }) => {
        test.setTimeout(90_000);
        await withAnsweredConsent(context);

        // Sign-in: an address without an account, then a wrong password.
        await page.goto(`${site}${pagePath('signIn', language)}`);
        await signInReady(page);
        const form = signInForm(page, place);
        await form.email.fill(newAddress('nobody'));
        await form.continue.click();
        await expect(
          page.getByRole('heading', { name: messages[language].signIn.signup.heading }),
        ).toBeVisible();
        await expectNoEnglish(page, 'sign-in, no account');
        const email = await newAccount(place);
        await page.goto(`${site}${pagePath('signIn', language)}`);
        await signInReady(page);
        await form.email.fill(email);
        await form.continue.click();
        await form.password.fill('not-the-password-1A!');
        await form.submit.click();
        await expect(form.alert).toBeVisible();
        await expectNoEnglish(page, 'sign-in, wrong password');

        // Registration: nothing filled in, then an address whose domain takes no mail.
        await page.goto(`${site}${pagePath('register', language)}`);
        const register = registrationForm(page, language);
        await expect(page.locator('[data-island]:has(form.register-form)')).toHaveAttribute(
          'data-hydrated',
          '',
        );
        await register.submit.click();
        await expect(register.form.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expectNoEnglish(page, 'registration, nothing filled in');
        await register.firstName.fill('Lena');
        await register.lastName.fill('Berg');
        await register.email.fill(`lena.${randomUUID().slice(0, 8)}@beispiel.invalid`);
        await register.phone.fill(countries[country].mobileExample);
        await register.password.fill('Sommar-2026-lekland!');
        await register.submit.click();
        await expect(register.form.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible({
          timeout: 15_000,
        });
        await expectNoEnglish(page, 'registration, undeliverable address');

        // Reset: a weak new password from a real link.
        await page.goto(await mailResetLink(email, localeTag(language, country as CountryCode)));
        const reset = messages[language].signIn.reset;
        await page.getByLabel(reset.passwordLabel, { exact: true }).fill('abc');
        await page.getByRole('button', { name: reset.save }).click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expectNoEnglish(page, 'reset, weak password');

        // Booking: sent empty.
        await page.goto(featuredBooking(country as CountryCode, language as Language));
        await page.getByTestId('booking-submit').click();
        await expect(page.getByTestId('booking-alert')).toBeVisible();
        await expectNoEnglish(page, 'booking, nothing filled in');

        // E-mail confirmation: a link whose code is wrong.
        await page.goto(
          `${site}${pagePath('emailConfirmation', language)}?${new URLSearchParams({ userId: randomUUID(), code: 'not-a-code' })}`,
        );
        await settled(page);
        await expectNoEnglish(page, 'e-mail confirmation, wrong code');
      });
    });

    test('signed in: onboarding, and the booking form filled from the account', async ({ page, context }) => {
      await withAnsweredConsent(context);
      const email = await newAccount(place);
      await openSignedIn(page, `${site}${pagePath('onboarding', language)}`, email);
      await settled(page);
      await expectNoEnglish(page, 'onboarding');
      await page.goto(featuredBooking(country as CountryCode, language as Language));
      await expect(page.locator('html')).toHaveAttribute('data-session', 'signedIn', { timeout: 15_000 });
      await settled(page);
      await expectNoEnglish(page, 'booking, signed in');
    });
  });
}
