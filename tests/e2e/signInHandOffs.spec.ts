import type { Locator, Page } from '@playwright/test';
import { messages } from '../../src/i18n/index.ts';
import { maxFailedAttempts } from '../stand-ins/identity/loginAttempts.ts';
import { expect, test } from './fixtures.ts';
import { accountReady, openSignedIn } from './support/account.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { onboardingUrl, registerParent, signInToOnboarding } from './support/onboarding.ts';
import {
  footerSession,
  newAccount,
  pageUrl,
  resetLinkMailedTo,
  seededPassword,
  signInForm,
  signInReady,
  signInWith,
  texts,
  type Place,
} from './support/signIn.ts';

/**
 * The small things a parent trusts the sign-in pages by (the hand-offs issue): a lock says how
 * long in words and holds the button until it is over; a wrong password puts them back in the
 * password field; after a reset from the mail they type only the new password; every sign-out
 * says so. In Swedish and in German, on their own sites.
 */
const places: Place[] = [
  { country: 'se', language: 'sv' },
  { country: 'de', language: 'de' },
];

/** The visible wait of a lock (Retry-After 300), and what a screen reader has of it. */
const lockWords = {
  sv: { ticking: /^(5 minuter|4 minuter och \d{1,2} sekunder)$/, minutes: '5 minuter' },
  de: { ticking: /^(5 Minuten|4 Minuten und \d{1,2} Sekunden)$/, minutes: '5 Minuten' },
} as const;

test.beforeEach(({ context }) => withAnsweredConsent(context));
// Refusals the journeys provoke (401, 429) are logged by the browser as failed loads.
test.use({
  allowedConsoleError: /Failed to load resource: the server responded with a status of (401|429)\b/,
});

/** Opens the error page (it has the footer) and follows its "Sign in" link to our page. */
async function fromSignInLink(page: Page, place: Place): Promise<string> {
  const start = pageUrl(place, 'error');
  await page.goto(start);
  await page.locator('footer').getByRole('link', { name: messages[place.language].account.signIn }).click();
  await page.waitForURL((url) => url.pathname === new URL(pageUrl(place, 'signIn')).pathname);
  await signInReady(page);
  return start;
}

/** One sign-in with this password on the password step; the status the identity service answered. */
async function attempt(page: Page, password: Locator, submit: Locator, value: string): Promise<number> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/Authentication/login'));
  await password.fill(value);
  await submit.click();
  return (await answered).status();
}

const onPath = (page: Page, place: Place, name: 'signIn' | 'resetPassword') =>
  page.waitForURL((url) => url.pathname === new URL(pageUrl(place, name)).pathname);

for (const place of places) {
  const t = texts(place);
  const words = lockWords[place.language as 'sv' | 'de'];

  test.describe(`${place.country}/${place.language}`, () => {
    test('a locked account: the wait in words, never mm:ss, and the button held until it is over', async ({
      page,
    }) => {
      // The page's clock, so the five minutes of the lock can pass at once.
      await page.clock.install();
      const email = await newAccount(place);
      await fromSignInLink(page, place);
      const form = signInForm(page, place);
      await form.email.fill(email);
      await form.continue.click();
      await expect(form.password).toBeFocused();

      // The stand-in locks an address at its fifth wrong password in a row (loginAttempts.ts).
      for (let tried = 1; tried < maxFailedAttempts; tried += 1)
        expect(await attempt(page, form.password, form.submit, `Not-the-password-${tried}`)).toBe(401);
      expect(await attempt(page, form.password, form.submit, 'Not-the-password-5')).toBe(429);

      const wait = form.alert.locator('[data-wait]');
      await expect(form.alert).toContainText(t.notices.rateLimited.split('{{time}}')[0]!.trim());
      await expect(wait).toHaveText(words.ticking);
      await expect(form.alert).not.toHaveText(/\d{1,2}:\d\d/);
      await expect(form.alert).not.toContainText(t.notices.wrongCredentials);
      // The seconds tick on screen; a screen reader has whole minutes, in a timer (not read out).
      const first = await wait.textContent();
      await expect(wait).not.toHaveText(first ?? '');
      await expect(form.alert.getByRole('timer')).toHaveText(words.minutes);

      // The button is held, keeps its focus, and says why: it is described by the alert.
      await expect(form.submit).toBeDisabled();
      await expect(form.submit).toBeFocused();
      await expect(form.submit).toHaveAttribute('aria-describedby', 'sign-in-alert');
      await expect(form.alert).toHaveAttribute('id', 'sign-in-alert');
      await expect(form.submit).toHaveAccessibleDescription(new RegExp(words.minutes));
      // Forgot password stays open: the way out of a lock.
      await expect(form.forgot).toBeEnabled();
      await expect(form.password).toHaveValue('Not-the-password-5');

      // Five minutes on, the button comes back by itself, and the alert says so, once.
      await page.clock.fastForward(5 * 60 * 1000);
      await expect(form.alert).toHaveText(t.notices.rateLimitOver);
      await expect(form.submit).toBeEnabled();
      await expect(form.submit).not.toHaveAttribute('aria-describedby');
    });

    test('a wrong password: focus on the password field, read with the message', async ({ page }) => {
      const email = await newAccount(place);
      const start = await fromSignInLink(page, place);
      await signInWith(page, place, email, 'Not-the-password-1');
      const form = signInForm(page, place);
      await expect(form.alert).toHaveText(t.notices.wrongCredentials);
      await expect(form.password).toBeFocused();
      await expect(form.password).toHaveAttribute('aria-invalid', 'true');
      await expect(form.password).toHaveAccessibleDescription(t.notices.wrongCredentials);
      await expect(form.password).toHaveValue('Not-the-password-1');

      // Typed again where focus is, it signs in.
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(seededPassword);
      await page.keyboard.press('Enter');
      await page.waitForURL(start);
      await footerSession(page).scrollIntoViewIfNeeded();
      await expect(footerSession(page)).toHaveAttribute('data-session', 'signedIn');
    });

    test('a reset from the mail in a new tab: sign-in already has the address, only the new password is typed', async ({
      page,
      context,
    }) => {
      const email = await newAccount(place);
      const start = await fromSignInLink(page, place);
      const form = signInForm(page, place);
      await form.email.fill(email);
      await form.continue.click();
      await form.forgot.click();
      await page.waitForURL((url) => url.pathname === new URL(pageUrl(place, 'forgotPasswordSent')).pathname);

      // The mail's link opens in a tab of its own, whose storage knows nothing yet.
      const mail = await context.newPage();
      await mail.goto(await resetLinkMailedTo(email));
      await onPath(mail, place, 'resetPassword');
      await signInReady(mail);
      // The tab that asked for the mail told this one the account.
      await expect(mail.locator('.sign-in-account')).toContainText(email);
      expect(mail.url()).not.toContain(encodeURIComponent(email));
      await mail.getByLabel(t.reset.passwordLabel, { exact: true }).fill('Ny-Lekplats-2026');
      await mail.getByRole('button', { name: t.reset.save }).click();

      // Sign-in: the address is there and the password is asked for at once; no e-mail step.
      await onPath(mail, place, 'signIn');
      expect(new URL(mail.url()).searchParams.has('email')).toBe(false);
      const signIn = signInForm(mail, place);
      await expect(mail.getByRole('status').filter({ hasText: t.notices.passwordChanged })).toBeVisible();
      await expect(signIn.password).toBeFocused();
      await expect(signIn.email).toHaveValue(email);
      await expect(signIn.continue).toHaveCount(0);
      await signIn.password.fill('Ny-Lekplats-2026');
      await signIn.submit.click();
      // …and back where the parent started, in the first tab: its return state came along.
      await mail.waitForURL(start);
      await footerSession(mail).scrollIntoViewIfNeeded();
      await expect(footerSession(mail)).toHaveAttribute('data-session', 'signedIn');
    });

    test('signing out in the footer: the sign-in page says so', async ({ page }) => {
      const email = await newAccount(place);
      const start = pageUrl(place, 'error');
      await openSignedIn(page, start, email);
      await accountReady(page);
      await footerSession(page).scrollIntoViewIfNeeded();
      await footerSession(page)
        .getByRole('button', { name: messages[place.language].account.signOut })
        .click();
      await onPath(page, place, 'signIn');
      expect(new URL(page.url()).searchParams.get('intent')).toBe('SignOut');
      await expect(page.getByRole('status').filter({ hasText: t.notices.signedOut })).toBeVisible();
    });

    test('signed out in another tab while on onboarding: that tab lands on sign-in, which says so', async ({
      page,
      context,
    }) => {
      const parent = await registerParent(`sign-out-${place.language}`);
      const onboarding = onboardingUrl(place.country, place.language, { intent: 'Register', origin: 'Site' });
      await signInToOnboarding(page, onboarding, parent.email);

      const other = await context.newPage();
      await other.goto(pageUrl(place, 'error'));
      await accountReady(other);
      await expect(footerSession(other)).toHaveAttribute('data-session', 'signedIn', { timeout: 15_000 });
      await footerSession(other)
        .getByRole('button', { name: messages[place.language].account.signOut })
        .click();

      // Onboarding learns of it within the 5-second session check; its login guard leaves it to
      // the sign-out, which says so, instead of sending the parent on with the page's intent.
      await page.waitForURL((url) => url.pathname === new URL(pageUrl(place, 'signIn')).pathname, {
        timeout: 12_000,
      });
      const query = new URL(page.url()).searchParams;
      expect(query.get('intent')).toBe('SignOut');
      expect(query.get('continuePath')).toBe(onboarding);
      await expect(page.getByRole('status').filter({ hasText: t.notices.signedOut })).toBeVisible();
    });
  });
}
