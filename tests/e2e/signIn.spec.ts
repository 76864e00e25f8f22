import type { Page } from '@playwright/test';
import { localeTag } from '../../src/config/localeTag.ts';
import { formatDuration } from '../../src/lib/timers/duration.ts';
import { messages } from '../../src/i18n/index.ts';
import { layoutShiftOf, recordLayoutShift } from '../support/layoutShift.ts';
import { expect, test } from './fixtures.ts';
import { withAnsweredConsent } from './support/consent.ts';
import {
  footerSession,
  host,
  mailResetLink,
  newAccount,
  pageUrl,
  removePassword,
  resetLinkMailedTo,
  seededPassword,
  signInForm,
  signInReady,
  signInWith,
  texts,
  type Place,
} from './support/signIn.ts';

/**
 * Signing in on our own pages (issue 9): each journey in two languages of two countries,
 * starting from a page's "Sign in" link and ending back on that page, signed in. The identity
 * stand-in hands its login screen to our sign-in page, as the real service does.
 */
const places: Place[] = [
  { country: 'se', language: 'sv' },
  { country: 'de', language: 'en' },
];

test.beforeEach(({ context }) => withAnsweredConsent(context));
// Refusals the journeys provoke (401, 400, 429) are logged by the browser as failed loads.
test.use({
  allowedConsoleError: /Failed to load resource: the server responded with a status of (400|401|429)\b/,
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

async function backSignedIn(page: Page, start: string): Promise<void> {
  await page.waitForURL(start);
  // The footer's account corner wakes when it is on screen.
  await footerSession(page).scrollIntoViewIfNeeded();
  await expect(footerSession(page)).toHaveAttribute('data-session', 'signedIn');
}

for (const place of places) {
  const t = texts(place);

  test.describe(`${place.country}/${place.language}`, () => {
    test('e-mail, then password (Continue): signed in and back on the page of the link', async ({ page }) => {
      const email = await newAccount(place);
      const start = await fromSignInLink(page, place);
      const form = signInForm(page, place);
      await expect(form.email).toHaveAttribute('autocomplete', 'username');
      await expect(form.email).toHaveAttribute('inputmode', 'email');
      await form.email.fill(email);
      // A reload before going on keeps what was typed.
      await page.reload();
      await signInReady(page);
      await expect(form.email).toHaveValue(email);
      await form.continue.click();

      // The password step: the address stays, editable, for the password manager too.
      await expect(form.password).toBeFocused();
      await expect(form.email).toHaveValue(email);
      await expect(form.email).toBeEditable();
      await expect(form.password).toHaveAttribute('autocomplete', 'current-password');
      await expect(form.showPassword).toHaveAttribute('aria-pressed', 'false');
      await form.password.fill(seededPassword);
      await form.showPassword.click();
      await expect(form.showPassword).toHaveAttribute('aria-pressed', 'true');
      await expect(form.password).toHaveAttribute('type', 'text');
      await expect(form.password).toHaveValue(seededPassword);
      await form.submit.click();
      await backSignedIn(page, start);
    });

    test('a wrong password: one generic message, the form as it was', async ({ page }) => {
      const email = await newAccount(place);
      await fromSignInLink(page, place);
      await signInWith(page, place, email, 'Not-the-password-1');
      const form = signInForm(page, place);
      await expect(form.alert).toHaveText(t.notices.wrongCredentials);
      await expect(form.email).toHaveValue(email);
      await expect(form.password).toHaveValue('Not-the-password-1');

      // A reload comes back to the password step with the address, never the password.
      await page.reload();
      await signInReady(page);
      await expect(form.password).toBeFocused();
      await expect(form.password).toHaveValue('');
      await expect(form.email).toHaveValue(email);

      // Corrected in place, it signs in.
      await form.password.fill(seededPassword);
      await form.submit.click();
      await backSignedIn(page, pageUrl(place, 'error'));
    });

    test('a locked account (429): its own message with the Retry-After counting down, never "wrong password"', async ({
      page,
    }) => {
      await fromSignInLink(page, place);
      await signInWith(page, place, 'olle.lund@example.com', seededPassword);
      const form = signInForm(page, place);
      const wait = form.alert.locator('[data-wait]');
      // Retry-After: 300, counting down in words ("5 minutes", "4 minutes and 59 seconds"),
      // never as 04:59, which reads as a clock time; a screen reader has whole minutes.
      const locale = localeTag(place.language, place.country);
      await expect(form.alert.getByRole('timer')).toHaveText(formatDuration(300_000, locale));
      await expect(wait).toHaveText(
        new RegExp(
          `^(${formatDuration(300_000, locale)}|${formatDuration(299_000, locale).replace(/59/, '5\\d')})$`,
        ),
      );
      await expect(form.alert).not.toHaveText(/\d{1,2}:\d\d/);
      const first = await wait.textContent();
      await expect(wait).not.toHaveText(first ?? '');
      await expect(form.alert).toContainText(t.notices.rateLimited.split('{{time}}')[0]!.trim());
      await expect(form.alert).not.toContainText(t.notices.wrongCredentials);
      await expect(form.submit).toBeDisabled();
      await expect(form.password).toHaveValue(seededPassword);
    });

    test('an account without a password: a reset mail, the link, a new password, then signed in with it', async ({
      page,
    }) => {
      const email = await newAccount(place);
      await removePassword(email);
      const start = await fromSignInLink(page, place);
      const form = signInForm(page, place);
      await form.email.fill(email);
      await form.continue.click();

      // Check your inbox: a password has to be set first, and the address it went to.
      await page.waitForURL((url) => url.pathname === new URL(pageUrl(place, 'forgotPasswordSent')).pathname);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(t.inbox.setPasswordHeading);
      await expect(page.locator('.sign-in-inbox p:visible').first()).toContainText(email);
      // A reload keeps the address: the tab's storage clean-up leaves the plain-text rows alone.
      await page.reload();
      await expect(page.locator('.sign-in-inbox p:visible').first()).toContainText(email);

      // The mailed link: opening it spends nothing, and the code leaves the address bar.
      const link = await resetLinkMailedTo(email);
      expect(new URL(link).pathname).toBe(new URL(pageUrl(place, 'resetPassword')).pathname);
      await page.goto(link);
      await signInReady(page);
      expect(new URL(page.url()).searchParams.has('code')).toBe(false);
      // The code is kept for the tab, past the storage clean-up: a reload still has the form.
      await page.reload();
      await signInReady(page);
      expect(new URL(page.url()).pathname).toBe(new URL(pageUrl(place, 'resetPassword')).pathname);
      const password = page.getByLabel(t.reset.passwordLabel, { exact: true });
      await expect(password).toHaveAttribute('autocomplete', 'new-password');
      await expect(page.locator('.password-rules__list li')).toHaveCount(5);
      // The rules are read with the field, as on registration.
      await expect(password).toHaveAttribute('aria-describedby', 'reset-password-rules');
      await expect(page.locator('#reset-password-rules')).toContainText(
        messages[place.language].passwordRules.heading,
      );
      await password.fill('Ny-Lekplats-2026');
      await expect(page.locator('.password-rules__list li[data-met]')).toHaveCount(5);
      await page.getByRole('button', { name: t.reset.save }).click();

      // Signing in with it (no automatic sign-in): the address filled in, then onward.
      await page.waitForURL((url) => url.pathname === new URL(pageUrl(place, 'signIn')).pathname);
      await expect(page.getByRole('status').filter({ hasText: t.notices.passwordChanged })).toBeVisible();
      await expect(form.email).toHaveValue(email);
      await form.password.fill('Ny-Lekplats-2026');
      await form.submit.click();
      await backSignedIn(page, start);
    });

    test('a used reset link: a notice and a way to ask for a new one', async ({ page }) => {
      const email = await newAccount(place);
      const link = await mailResetLink(email, localeTag(place.language, place.country));
      const password = page.getByLabel(t.reset.passwordLabel, { exact: true });
      const save = page.getByRole('button', { name: t.reset.save });
      await page.goto(link);
      await signInReady(page);
      await password.fill('Ny-Lekplats-2026');
      await save.click();
      await page.waitForURL((url) => url.pathname === new URL(pageUrl(place, 'signIn')).pathname);

      await page.goto(link);
      await signInReady(page);
      await password.fill('Annat-Lekplats-2027');
      await save.click();
      await expect(page.getByRole('heading', { name: t.reset.invalidLinkHeading })).toBeFocused();
      await page.getByRole('textbox', { name: t.emailLabel }).fill(email);
      await page.getByRole('button', { name: t.reset.newLink }).click();
      await page.waitForURL((url) => url.pathname === new URL(pageUrl(place, 'forgotPasswordSent')).pathname);
      await expect(page.locator('.sign-in-inbox p:visible').first()).toContainText(email);
      expect(await resetLinkMailedTo(email)).not.toBe(link);
    });
  });
}

test.describe('before the page is ready', () => {
  const place = places[0]!;

  test('an e-mail submitted before the island loaded is held, never lost, then goes on', async ({ page }) => {
    const email = await newAccount(place);
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/SignIn\.[^/]+\.js$/, async (route) => {
      await loaded;
      await route.continue();
    });
    await page.goto(pageUrl(place, 'signIn'));
    const form = signInForm(page, place);
    await form.email.fill(email);
    await form.email.press('Enter');
    await expect(page.locator('form[data-held]')).toHaveCount(1);
    expect(new URL(page.url()).searchParams.has('email')).toBe(false);
    release();
    await expect(form.password).toBeFocused();
    await expect(form.email).toHaveValue(email);
  });
});

test.describe('no layout shift', () => {
  const place = places[0]!;

  test("the reset page's password rules take the room kept for them while they load", async ({ page }) => {
    await recordLayoutShift(page);
    // As the reset e-mail's link opens it; opening it spends nothing, so any code will do.
    await page.goto(
      `${pageUrl(place, 'resetPassword')}?userId=3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e&code=q7Xv0bq2nB1kQm8c6p3dZt9yR4wL5sJh`,
    );
    await expect(page.locator('.password-rules__list li')).toHaveCount(5);
    // Two frames: a shift of the rules' own render is reported by then.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await layoutShiftOf(page)).toBe(0);
  });
});

test.describe('hostile returnUrl', () => {
  const place = places[1]!;
  const identity = 'https://localhost:8790';
  const hostile = [
    'https://evil.example/connect/authorize/callback?client_id=web',
    '//evil.example/connect/authorize/callback',
    'https://localhost:8790.evil.example/connect/authorize/callback',
    'https://evil.example@localhost:8790/connect/authorize/callback',
    `${identity}/connect/authorize/callback/../../session/end`,
    `${identity}/connect/authorize/callbackx`,
    `${identity}%2F%2Fevil.example/connect/authorize/callback`,
    'javascript:alert(document.domain)//localhost:8790/connect/authorize/callback',
    `/\\evil.example/connect/authorize/callback`,
  ];

  test('never navigates anywhere but our site and the identity service', async ({ page }) => {
    // Signed in at the identity service: without a valid returnUrl the page goes on by itself.
    const email = await newAccount(place);
    const login = await page.request.post(`${identity}/api/Authentication/login`, {
      data: { email, password: seededPassword },
    });
    expect(login.status()).toBe(200);
    const start = pageUrl(place, 'error');
    const visited: URL[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()));
    });
    for (const returnUrl of hostile) {
      await page.goto(
        `${pageUrl(place, 'signIn')}?${new URLSearchParams({ returnUrl, continuePath: start })}`,
      );
      await page.waitForURL(start);
    }
    const elsewhere = visited
      .filter(
        ({ origin, pathname }) => origin !== host(place) && !(origin === identity && pathname === '/auth'),
      )
      .map((url) => url.href);
    expect(elsewhere).toEqual([]);
  });

  test.describe('followed', () => {
    // The chain ends at the OIDC callback with a state this browser never made; the callback
    // page refusing it is the session's own business (and its own spec).
    test.use({ allowedConsoleError: /The sign-in callback failed|Failed to load resource/ });

    test('a valid returnUrl is followed by a top-level navigation, never fetched', async ({ page }) => {
      const email = await newAccount(place);
      const callbackPage = `${host(place)}/profile/assets/oidc/signin-callback`;
      const toCallback: { document: boolean; main: boolean }[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${identity}/connect/authorize/callback`)) {
          toCallback.push({
            document: request.resourceType() === 'document',
            main: request.frame() === page.mainFrame(),
          });
        }
      });
      const codeArrives = page.waitForRequest(
        (request) => request.isNavigationRequest() && request.url().startsWith(`${callbackPage}?`),
      );
      // A sign-in the identity service began: /auth without its cookie hands over to our page.
      const authorize = new URLSearchParams({
        client_id: 'web',
        redirect_uri: callbackPage,
        response_type: 'code',
        scope: 'openid profile',
        code_challenge: 'E9Melhoe2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        state: 'started-elsewhere',
        ui_locales: place.language,
      });
      await page.goto(`${identity}/auth?${authorize}`);
      await page.waitForURL((url) => url.pathname === new URL(pageUrl(place, 'signIn')).pathname);
      const returnUrl = new URL(page.url()).searchParams.get('returnUrl') ?? '';
      expect(returnUrl.startsWith(`${identity}/connect/authorize/callback?`)).toBe(true);
      await signInReady(page);
      await signInWith(page, place, email, seededPassword);
      const callback = new URL((await codeArrives).url());
      expect(callback.searchParams.get('state')).toBe('started-elsewhere');
      expect(callback.searchParams.get('code')).toBeTruthy();
      expect(toCallback).toEqual([{ document: true, main: true }]);
    });
  });
});
