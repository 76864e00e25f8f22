import type { Page } from '@playwright/test';
import { localeTag } from '../../src/config/localeTag.ts';
import { messages } from '../../src/i18n/index.ts';
import { fill } from '../../src/i18n/fill.ts';
import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { newAddress, pageUrl as registerUrl, registrationForm } from './support/register.ts';
import { mailResetLink, newAccount, signInReady, texts, type Place } from './support/signIn.ts';

/**
 * Every service message in our words (src/lib/forms/README.md, "What the services say"): a
 * parent never reads the services' English, only our text for its code, in the page's language.
 * The stand-ins code their refusals as an ASP.NET service does (tests/stand-ins/README.md).
 */
test.beforeEach(({ context }) => withAnsweredConsent(context));
// The refusals provoked here (400) and the rules kept from one page (aborted) are logged by the
// browser as failed loads.
test.use({
  allowedConsoleError:
    /Failed to load resource: (the server responded with a status of 400\b|net::ERR_FAILED)/,
});

/** Words of the services' own that must never be our text on the page. */
const serviceEnglish = /Passwords must|characters\.|cannot receive e-mail|Validation failed/;

const places: Place[] = [
  { country: 'se', language: 'sv' },
  { country: 'de', language: 'de' },
];

/** The reset page of a fresh mailed link, ready for a new password. */
async function openResetLink(page: Page, place: Place) {
  const email = await newAccount(place);
  await page.goto(await mailResetLink(email, localeTag(place.language, place.country)));
  await signInReady(page);
  const t = texts(place);
  return {
    password: page.getByLabel(t.reset.passwordLabel, { exact: true }),
    save: page.getByRole('button', { name: t.reset.save }),
    problem: page.locator('#reset-password-problem'),
    form: page.locator('form.sign-in-form'),
  };
}

for (const place of places) {
  const { language } = place;
  const t = messages[language];

  test.describe(`${place.country}/${language}: resetting with the weak password "abc"`, () => {
    test('is refused before it is sent, the checklist saying what is missing', async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/User/reset-password')) sent.push(request.url());
      });
      const reset = await openResetLink(page, place);
      await expect(page.locator('.password-rules__list li')).toHaveCount(5);
      await reset.password.fill('abc');
      await reset.save.click();

      await expect(reset.problem).toHaveText(t.signIn.problems.newPasswordRules);
      await expect(reset.password).toBeFocused();
      await expect(reset.password).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('.password-rules__list li:not([data-met])')).toHaveCount(4);
      await expect(page.locator('[data-rule="length"]')).toContainText(
        fill(t.passwordRules.rules.length, { number: 8 }),
      );
      await expect(reset.form).not.toContainText(serviceEnglish);
      expect(sent).toEqual([]);
    });

    test("without the rules, the service refuses it, in the checklist's words", async ({ page }) => {
      // Only this page misses the rules (a stand-in fault would reach every test running).
      await page.route('**/api/User/GetPasswordOptions/**', (route) => route.abort('failed'));
      const reset = await openResetLink(page, place);
      await expect(page.locator('#reset-password-rules')).toHaveText(t.passwordRules.unavailable);
      await reset.password.fill('abc');
      await reset.save.click();

      // PasswordTooShort, PasswordRequiresDigit, PasswordRequiresUpper, PasswordRequiresUniqueChars.
      const { heading, rules } = t.passwordRules;
      const missing = [
        fill(rules.length, { number: 8 }),
        rules.digit,
        rules.uppercase,
        fill(rules.uniqueChars, { number: 4 }),
      ];
      await expect(reset.problem).toHaveText(`${heading} ${missing.join(', ')}.`);
      await expect(reset.password).toBeFocused();
      await expect(reset.problem.locator('q')).toHaveCount(0);
      await expect(reset.form).not.toContainText(serviceEnglish);
      await expect(reset.password).toHaveValue('abc');
    });
  });
}

test('de: registering an address whose domain takes no mail says so in German, never in English', async ({
  page,
}) => {
  const t = messages.de;
  const email = `${newAddress('domain').split('@')[0]}@beispiel.invalid`;
  await page.goto(registerUrl('de', 'de', 'register'));
  const form = registrationForm(page, 'de');
  await form.firstName.fill('Lena');
  await form.lastName.fill('Becker');
  await form.email.fill(email);
  await expect(form.playcentre.locator('option')).not.toHaveCount(1);
  await form.playcentre.selectOption({ index: 1 });
  await form.password.fill('Spielpark-2025');
  await form.submit.click();

  // The stand-in's code EmailDomainUndeliverable, in our German words.
  await expect(form.notice).toHaveText(t.register.notices.fixFields);
  await expect(form.email).toBeFocused();
  await expect(form.email).toHaveAccessibleDescription(
    `${t.serviceMessages.emailUndeliverable} ${t.register.emailHint}`,
  );
  await expect(form.form.locator('.service-detail')).toHaveCount(0);
  await expect(form.form).not.toContainText(serviceEnglish);
  await expect(form.email).toHaveValue(email);
});
