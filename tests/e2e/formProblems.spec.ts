import { localeTag } from '../../src/config/localeTag.ts';
import { messages } from '../../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { alertsHeard, recordAlerts } from './support/alerts.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { playcentresLoaded, registrationForm, pageUrl as registerUrl } from './support/register.ts';
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
 * One way a form says its problems (the form engine): every failed submit, by its button or by
 * Enter, and again with the same words, is announced by the form's alert, and focus is on the
 * first problem.
 */
test.beforeEach(({ context }) => withAnsweredConsent(context));

const place = { country: 'se', language: 'sv' } as const;
const t = texts(place);

test('sv: an empty and a bad address sent with Enter on the sign-in page are announced each time', async ({
  page,
}) => {
  const form = signInForm(page, place);
  await page.goto(pageUrl(place, 'signIn'));
  await signInReady(page);
  await recordAlerts(page);
  await form.email.focus();
  for (const [typed, problem] of [
    ['', t.problems.emailRequired],
    ['nobody', t.problems.emailInvalid],
    ['nobody', t.problems.emailInvalid],
  ] as const) {
    const before = (await alertsHeard(page)).length;
    await form.email.fill(typed);
    await page.keyboard.press('Enter');
    await expect(form.email).toHaveAccessibleDescription(problem);
    await expect
      .poll(async () => (await alertsHeard(page)).length, `announced: ${typed || 'empty'}`)
      .toBe(before + 1);
    await expect(form.email).toBeFocused();
  }
});

test.describe(() => {
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 400\b/ });

  test('sv: a new password sent empty with Enter is announced, twice', async ({ page }) => {
    const email = await newAccount(place);
    await removePassword(email);
    const link = await mailResetLink(email, localeTag('sv', 'se'));
    await page.goto(link);
    await signInReady(page);
    await recordAlerts(page);
    const password = page.getByLabel(t.reset.passwordLabel, { exact: true });
    await password.focus();
    for (const attempt of [1, 2]) {
      await page.keyboard.press('Enter');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(async () => (await alertsHeard(page)).length, `attempt ${attempt}`).toBe(attempt);
      await expect(password).toBeFocused();
    }
  });
});

test('da: registration sent empty twice is announced twice, focus on the first field each time', async ({
  page,
}) => {
  const r = messages.da.register;
  await page.goto(registerUrl('dk', 'da', 'register'));
  const form = registrationForm(page, 'da');
  await playcentresLoaded(form);
  await recordAlerts(page);
  for (const attempt of [1, 2]) {
    await form.submit.click();
    await expect(form.notice).toHaveText(r.notices.fixFields);
    await expect
      .poll(() => alertsHeard(page), `attempt ${attempt}`)
      .toEqual(Array(attempt).fill(r.notices.fixFields));
    await expect(form.firstName).toBeFocused();
  }
});
