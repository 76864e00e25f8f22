import type { Page } from '@playwright/test';
import type { CountryCode } from '../../src/config/countries.ts';
import { externalDestinations } from '../../src/config/destinations.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { languageCodes, type Language } from '../../src/config/languages.ts';
import { pagePath } from '../../src/config/routes.ts';
import { messages } from '../../src/i18n/index.ts';
import { emailConfirmationFunctionPath } from '../../src/lib/emailConfirmation/outcome.ts';
import { layoutShiftOf, recordLayoutShift } from '../support/layoutShift.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { openSignedIn } from './support/account.ts';
import { withAnsweredConsent } from './support/consent.ts';
import { signInAtIdentity } from './support/standIns.ts';
import { faultOnConfirm, isConfirmed, newLink, registerAndReadLink } from './support/emailConfirmation.ts';

/**
 * Issue 7, e-mail confirmation: a parent opens the link of the confirmation e-mail. Every test
 * registers its own account and follows the link the identity stand-in mailed it; faults are
 * set on that account's confirm path only. The sites run with IDENTITY_TIMEOUT_MS=3000
 * (playwright.config.ts), so "slow" means a reply later than three seconds.
 */
const countryOf: Record<Language, CountryCode> = {
  sv: 'se',
  nb: 'no',
  da: 'dk',
  fi: 'fi',
  de: 'de',
  en: 'dk',
};

const ownPath = (language: Language) => pagePath('emailConfirmation', language);
const host = (language: Language) => endpointsFor('development', countryOf[language]).host;

test.beforeEach(({ context }) => withAnsweredConsent(context));

/** The Function's requests a page made, to prove a broken link calls nothing. */
function functionCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === emailConfirmationFunctionPath) calls.push(request.method());
  });
  return calls;
}

/** The outcome's notice, in the page under its heading (not the shell's notice area). */
function notice(page: Page) {
  return page.locator('[data-email-confirmation] .notice:visible');
}

for (const language of languageCodes) {
  const t = messages[language].emailConfirmation;

  test(`${language}: a fresh link confirms the address and shows the confirmation page, which passes axe`, async ({
    page,
  }) => {
    const { email, link, userId, code } = await registerAndReadLink(countryOf[language], language);
    expect(new URL(link).pathname).toBe(`/profile/${language}/email-confirmation`);
    await page.goto(link);
    // The canonical slug of the e-mail moved to the language's own, query kept.
    await expect(page).toHaveURL(
      `${host(language)}${ownPath(language)}?${new URLSearchParams({ userId, code })}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: t.confirmedHeading })).toBeVisible();
    await expect(page.getByText(t.confirmedText)).toBeVisible();
    const account = externalDestinations(endpointsFor('development', countryOf[language]), language).profile;
    await expect(page.getByRole('link', { name: t.toAccount })).toHaveAttribute('href', account);
    await expect(page.getByText(t.loading)).toBeHidden();
    await expect(notice(page)).toHaveCount(0);
    expect(await isConfirmed(email)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${language}: a broken link shows a translated notice without any call, and passes axe`, async ({
    page,
  }) => {
    const calls = functionCalls(page);
    await page.goto(`${host(language)}${ownPath(language)}?userId=garbage&code=%3Cscript%3E`);
    await expect(notice(page)).toHaveText(messages[language].emailConfirmation.outcome.invalidRequest);
    await expect(page.getByRole('heading', { level: 1, name: t.failedHeading })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.confirmedHeading })).toBeHidden();
    await expect(page.getByRole('button', { name: t.tryAgain })).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    expect(calls).toEqual([]);
  });
}

test.describe('failures', () => {
  // Failed outcomes come back with error statuses, which Chromium logs as failed loads.
  test.use({
    allowedConsoleError:
      /Failed to load resource: the server responded with a status of (410|422|502|503|504)/,
  });

  test('sv: the same link a second time shows the used-link notice', async ({ page: first, context }) => {
    const { link } = await registerAndReadLink('se', 'sv');
    await first.goto(link);
    await expect(
      first.getByRole('heading', { name: messages.sv.emailConfirmation.confirmedHeading }),
    ).toBeVisible();
    // Clicking the link in the mail again opens a new tab.
    const page = await context.newPage();
    await page.goto(link);
    await expect(notice(page)).toHaveText(messages.sv.emailConfirmation.outcome.invalidCode);
    await expect(
      page.getByRole('heading', { name: messages.sv.emailConfirmation.confirmedHeading }),
    ).toBeHidden();
    await expect(page.getByRole('button', { name: messages.sv.emailConfirmation.tryAgain })).toBeHidden();
  });

  test('sv: a reload after success still shows the confirmation, without posting the spent code', async ({
    page,
  }) => {
    const { link } = await registerAndReadLink('se', 'sv');
    await page.goto(link);
    const heading = page.getByRole('heading', { name: messages.sv.emailConfirmation.confirmedHeading });
    await expect(heading).toBeVisible();
    const calls = functionCalls(page);
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test('de: a link without code shows the broken-link notice and calls nothing', async ({ page }) => {
    const { userId, email } = await registerAndReadLink('de', 'de');
    const calls = functionCalls(page);
    await page.goto(`${host('de')}/profile/de/email-confirmation?userId=${userId}`);
    await expect(notice(page)).toHaveText(messages.de.emailConfirmation.outcome.invalidRequest);
    expect(calls).toEqual([]);
    expect(await isConfirmed(email)).toBe(false);
  });

  test('fi: a garbage userId with a real code shows the broken-link notice and calls nothing', async ({
    page,
  }) => {
    const { code } = await registerAndReadLink('fi', 'fi');
    const calls = functionCalls(page);
    await page.goto(`${host('fi')}${ownPath('fi')}?userId=${encodeURIComponent('1 OR 1=1')}&code=${code}`);
    await expect(notice(page)).toHaveText(messages.fi.emailConfirmation.outcome.invalidRequest);
    expect(calls).toEqual([]);
  });

  test('en: an expired link shows the expired notice', async ({ page }) => {
    const { email, userId } = await registerAndReadLink('dk', 'en');
    const { code } = await newLink(email, { expired: true });
    await page.goto(`${host('en')}/profile/en/email-confirmation?${new URLSearchParams({ userId, code })}`);
    await expect(notice(page)).toHaveText(messages.en.emailConfirmation.outcome.expired);
    await expect(page.getByRole('button', { name: messages.en.emailConfirmation.tryAgain })).toBeHidden();
  });

  test('nb: identity service unreachable shows its notice, and "try again" confirms once it is back', async ({
    page,
  }) => {
    const t = messages.nb.emailConfirmation;
    const { userId, link } = await registerAndReadLink('no', 'nb');
    await faultOnConfirm(userId, { kind: 'drop' });
    await page.goto(link);
    await expect(notice(page)).toHaveText(t.outcome.unavailable);
    await page.getByRole('button', { name: t.tryAgain }).click();
    await expect(page.getByRole('heading', { name: t.confirmedHeading })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });

  test('da: a slow identity service shows the loading state, then the time-out notice', async ({ page }) => {
    const t = messages.da.emailConfirmation;
    const { userId, link } = await registerAndReadLink('dk', 'da');
    await faultOnConfirm(userId, { kind: 'delay', ms: 12_000 });
    // Not waiting for the load event: the loading state lasts only the Function's three seconds.
    await page.goto(link, { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: t.loading })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.confirmedHeading })).toBeHidden();
    await expect(notice(page)).toHaveText(t.outcome.timeout, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: t.tryAgain })).toBeVisible();
  });

  test('sv: a server error at the identity service shows its notice', async ({ page }) => {
    const { userId, link } = await registerAndReadLink('se', 'sv');
    await faultOnConfirm(userId, { kind: 'status', status: 500 });
    await page.goto(link);
    await expect(notice(page)).toHaveText(messages.sv.emailConfirmation.outcome.serverError);
    await expect(page.getByRole('button', { name: messages.sv.emailConfirmation.tryAgain })).toBeVisible();
  });
});

/**
 * A spent link opened by a parent who is signed in (spec §2's hand-off): whether their address
 * is confirmed is theirs to know (User/Me's `emailconfirmed`), so a used link is no error to
 * them. Opened in the tab they signed in with, the page waits for their account before it
 * says anything; opened from the mail in a new tab, it signs in silently first, then says so.
 */
test.describe('a spent link, signed in', () => {
  test.use({
    allowedConsoleError: /Failed to load resource: the server responded with a status of (410|422)/,
  });
  const t = messages.sv.emailConfirmation;
  const account = externalDestinations(endpointsFor('development', 'se'), 'sv').profile;

  /** Whether the failed view (its error and its form) was shown at any moment. */
  async function recordFailedView(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const failed = document.querySelector<HTMLElement>('[data-view=failed]');
        if (!failed || failed.hidden) return;
        // Once: the mark is a change the observer would see again.
        observer.disconnect();
        document.documentElement.dataset['failedShown'] = '';
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
  }

  async function expectAlreadyConfirmed(page: Page, email: string): Promise<void> {
    await expect(page.getByRole('heading', { level: 1, name: t.alreadyConfirmedHeading })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('link', { name: t.toAccount })).toHaveAttribute('href', account);
    await expect(notice(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.failedHeading })).toBeHidden();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.tryAgain })).toBeHidden();
  }

  test('sv: in the tab they signed in with, it says the address is already confirmed, and never shows the error', async ({
    page: first,
    context,
  }) => {
    const { email, link } = await registerAndReadLink('se', 'sv');
    await first.goto(link);
    await expect(first.getByRole('heading', { name: t.confirmedHeading })).toBeVisible();
    // Another tab, signed in, opens the link again (the first tab remembers it confirmed it).
    const page = await context.newPage();
    await openSignedIn(page, `${host('sv')}${pagePath('onboarding', 'sv')}`, email);
    await recordFailedView(page);
    await page.goto(link);
    await expectAlreadyConfirmed(page, email);
    await expect(page.locator('html')).not.toHaveAttribute('data-failed-shown');
  });

  test('sv: in a new tab from the mail, it says so once the silent sign-in has found them', async ({
    page: first,
    context,
  }) => {
    const { email, link } = await registerAndReadLink('se', 'sv');
    await first.goto(link);
    await expect(first.getByRole('heading', { name: t.confirmedHeading })).toBeVisible();
    await signInAtIdentity(context, email);
    const page = await context.newPage();
    await page.goto(link);
    await expectAlreadyConfirmed(page, email);
  });

  test('sv: a parent whose address is not confirmed yet still gets the notice and a new link', async ({
    page,
  }) => {
    const { email, userId } = await registerAndReadLink('se', 'sv');
    await openSignedIn(page, `${host('sv')}${pagePath('onboarding', 'sv')}`, email);
    // A well-formed code that is not this account's: the identity service answers "invalid code".
    await page.goto(`${host('sv')}${ownPath('sv')}?${new URLSearchParams({ userId, code: 'A'.repeat(32) })}`);
    await expect(notice(page)).toHaveText(t.outcome.invalidCode);
    await expect(page.getByRole('heading', { name: t.failedHeading })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.resend.email })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.alreadyConfirmedHeading })).toBeHidden();
  });
});

test.describe('no layout shift', () => {
  // The page paints its loading view, then the outcome takes its place; nothing painted may
  // move meanwhile (CLS 0: #40), the failures' notice included.
  test.use({
    allowedConsoleError: /Failed to load resource: the server responded with a status of (410|422)/,
  });

  const outcomes: Record<string, (language: Language) => Promise<{ address: string; heading: string }>> = {
    confirmed: async (language) => ({
      address: (await registerAndReadLink(countryOf[language], language)).link,
      heading: messages[language].emailConfirmation.confirmedHeading,
    }),
    'a broken link': async (language) => ({
      address: `${host(language)}${ownPath(language)}?userId=garbage&code=x`,
      heading: messages[language].emailConfirmation.failedHeading,
    }),
    'an expired link': async (language) => {
      const { email, userId } = await registerAndReadLink(countryOf[language], language);
      const { code } = await newLink(email, { expired: true });
      return {
        address: `${host(language)}${ownPath(language)}?${new URLSearchParams({ userId, code })}`,
        heading: messages[language].emailConfirmation.failedHeading,
      };
    },
  };

  for (const language of ['sv', 'de'] as const)
    for (const [outcome, open] of Object.entries(outcomes))
      test(`${language}: ${outcome} takes the loading view's place without moving the page`, async ({
        page,
      }) => {
        const { address, heading } = await open(language);
        await recordLayoutShift(page);
        // Each script comes late, as on a phone's network, so what each adds is painted apart.
        await page.route(
          (url) => url.pathname.endsWith('.js'),
          async (route) => {
            await new Promise((done) => setTimeout(done, 200));
            await route.continue();
          },
        );
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // A failure's "new link" form comes with its script, below what is already there.
        if (outcome !== 'confirmed')
          await expect(
            page.getByRole('heading', { name: messages[language].emailConfirmation.resend.heading }),
          ).toBeVisible();
        // Two frames: a shift of the outcome's own render is reported by then.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        expect(await layoutShiftOf(page), `layout shift on ${outcome}`).toBe(0);
      });
});

test.describe('the Function URL', () => {
  test.use({ allowedConsoleError: /status of 405/ });

  test('a plain GET (as a mail scanner makes) changes nothing: the link confirms afterwards', async ({
    page,
  }) => {
    const { link, userId, code, email } = await registerAndReadLink('se', 'sv');
    const query = new URLSearchParams({ userId, code });
    const scan = await page.request.get(`${host('sv')}${emailConfirmationFunctionPath}?${query}`);
    expect(scan.status()).toBe(405);
    expect(scan.headers()['allow']).toBe('POST');
    await page.goto(`${host('sv')}${emailConfirmationFunctionPath}?${query}`);
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: messages.sv.emailConfirmation.confirmedHeading }),
    ).toBeVisible();
    expect(await isConfirmed(email)).toBe(true);
  });
});
