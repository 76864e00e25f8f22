import { pagePath } from '../../src/config/routes.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';
import {
  addFault,
  clearFaults,
  newAddress,
  pageUrl,
  registrationForm,
  ruleStates,
  seededPasswordRules,
  setPasswordRules,
} from './support/register.ts';
import { bringIdentityBack, takeIdentityDown } from './support/standIns.ts';

/**
 * Registration when a service is down or its password rules change: these change a stand-in
 * for everyone, so they run in the `outage` project, after the rest and one at a time, and
 * always put the stand-in back.
 */
test.beforeEach(({ context }) => withAnsweredConsent(context));
// The browser reports the failed loads themselves; what must not appear is an uncaught error.
test.use({ allowedConsoleError: /Failed to load resource|net::ERR_/ });

type Form = ReturnType<typeof registrationForm>;

async function fillIn(form: Form, email: string, password: string) {
  await form.firstName.fill('Saga');
  await form.lastName.fill('Nyström');
  await form.email.fill(email);
  await expect(form.playcentre.locator('option')).not.toHaveCount(1);
  // A Swedish mobile number on any site: the calling code says whose.
  await form.callingCode.selectOption('+46');
  await form.phone.fill('70 123 45 67');
  await form.playcentre.selectOption({ index: 1 });
  await form.password.fill(password);
}

async function expectKept(form: Form, email: string, playcentre: string) {
  await expect(form.firstName).toHaveValue('Saga');
  await expect(form.lastName).toHaveValue('Nyström');
  await expect(form.email).toHaveValue(email);
  await expect(form.callingCode).toHaveValue('+46');
  await expect(form.phone).toHaveValue('70 123 45 67');
  await expect(form.playcentre).toHaveValue(playcentre);
}

test('sv: identity service down: its own message, nothing created, every value kept (a reload too); registering works once it is back', async ({
  page,
}) => {
  const t = messages.sv.register;
  const email = newAddress('identity-down');
  await page.goto(pageUrl('se', 'sv', 'register'));
  const form = registrationForm(page, 'sv');
  await fillIn(form, email, 'Lekplats-2025');
  const playcentre = await form.playcentre.inputValue();
  await takeIdentityDown();
  try {
    await form.submit.click();
    await expect(form.notice).toHaveText(t.notices.identityUnavailable);
    await expectKept(form, email, playcentre);
    await expect(form.password).toHaveValue('Lekplats-2025');
    await page.reload();
    await expectKept(form, email, playcentre);
  } finally {
    await bringIdentityBack();
  }
  await form.password.fill('Lekplats-2025');
  await form.submit.click();
  await page.waitForURL((url) => url.pathname === pagePath('onboarding', 'sv'));
  expect(new URL(page.url()).searchParams.get('intent')).toBe('Register');
});

test('nb: main API down: its own message at the form and the play-centre list, every value kept (a reload too)', async ({
  page,
}) => {
  const t = messages.nb.register;
  const email = newAddress('main-down');
  await page.goto(pageUrl('no', 'nb', 'register'));
  const form = registrationForm(page, 'nb');
  await fillIn(form, email, 'Lekeland-2025');
  const playcentre = await form.playcentre.inputValue();
  await addFault('mainApi', { path: '/api/*', kind: 'drop' });
  try {
    await form.submit.click();
    await expect(form.notice).toHaveText(t.notices.mainApiUnavailable);
    await expectKept(form, email, playcentre);
    await page.reload();
    // The list cannot come: it says so at the field, with a way to try again.
    await expect(form.form.getByText(t.playcentresFailed)).toBeVisible();
    await expect(form.form.getByText(messages.nb.passwordRules.unavailable)).toBeVisible();
    await expect(form.firstName).toHaveValue('Saga');
    await expect(form.email).toHaveValue(email);
  } finally {
    await clearFaults('mainApi');
  }
  await form.form.getByRole('button', { name: t.playcentresRetry }).click();
  await expect(form.playcentre).toHaveValue(playcentre);
});

test.describe('password rules from the server', () => {
  test.afterEach(() => seededPasswordRules());

  test('en (fi): strict rules are listed and ticked, and the server accepts what they tick', async ({
    page,
  }) => {
    await setPasswordRules({ requiredLength: 12, requiredUniqueChars: 8, requireNonAlphanumeric: true });
    await page.goto(pageUrl('fi', 'en', 'register'));
    const form = registrationForm(page, 'en');
    await fillIn(form, newAddress('strict'), '');
    await form.password.pressSequentially('Leikkimaa2025');
    await expect
      .poll(() => ruleStates(form.form))
      .toEqual({
        met: ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
        notMet: ['symbol'],
      });
    await expect(form.rule('length')).toContainText('at least 12 characters');
    await form.password.pressSequentially('!');
    await expect.poll(async () => (await ruleStates(form.form)).notMet).toEqual([]);
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === pagePath('onboarding', 'en'));
  });

  test('da: lax rules ask only for four characters, and the server accepts four', async ({ page }) => {
    await setPasswordRules({
      requiredLength: 4,
      requiredUniqueChars: 1,
      requireLowercase: false,
      requireUppercase: false,
      requireDigit: false,
    });
    await page.goto(pageUrl('dk', 'da', 'register'));
    const form = registrationForm(page, 'da');
    await fillIn(form, newAddress('lax'), 'hygge');
    await expect.poll(() => ruleStates(form.form)).toEqual({ met: ['length'], notMet: [] });
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === pagePath('onboarding', 'da'));
  });

  test('de: rules that cannot be loaded leave the password to the server, whose refusal shows at the field in the checklist’s words', async ({
    page,
  }) => {
    const t = messages.de.register;
    await addFault('mainApi', { path: '/api/User/GetPasswordOptions/*', kind: 'status', status: 503 });
    try {
      await page.goto(pageUrl('de', 'de', 'register'));
      const form = registrationForm(page, 'de');
      await expect(form.form.getByText(messages.de.passwordRules.unavailable)).toBeVisible();
      await fillIn(form, newAddress('no-rules'), 'spielpark');
      await form.submit.click();
      await expect(form.notice).toHaveText(t.notices.fixFields);
      await expect(form.password).toBeFocused();
      // The service's codes (PasswordRequiresDigit, PasswordRequiresUpper) in the checklist's words.
      const { heading, rules } = messages.de.passwordRules;
      await expect(form.form.locator('#register-password-problem')).toHaveText(
        `${heading} ${rules.digit}, ${rules.uppercase}.`,
      );
      await expect(form.form).not.toContainText('Passwords must');
      await expect(form.password).toHaveValue('spielpark');
    } finally {
      await clearFaults('mainApi');
    }
  });
});
