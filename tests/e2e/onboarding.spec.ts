import type { Page } from '@playwright/test';
import { countries, type CountryCode } from '../../src/config/countries.ts';
import { accountSiteUrl, externalDestinations } from '../../src/config/destinations.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { languageCodes, type Language } from '../../src/config/languages.ts';
import { localeTag } from '../../src/config/localeTag.ts';
import { fill } from '../../src/i18n/fill.ts';
import { messages } from '../../src/i18n/index.ts';
import { pageMessages } from '../../src/i18n/pageMessages.ts';
import { percentage } from '../../src/lib/dates/localFormats.ts';
import { layoutShiftOf, recordLayoutShift } from '../support/layoutShift.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { codeSnifferErrors } from './support/codeSniffer.ts';
import { withAnsweredConsent } from './support/consent.ts';
import {
  currentStep,
  failForAccount,
  onboardingUrl,
  registerConfirmedParent,
  registerParent,
  signInToOnboarding,
} from './support/onboarding.ts';

const sweden = endpointsFor('development', 'se');
// Swedish on the Swedish site: the page's texts, with Sweden's phone and date examples filled in.
const sv = pageMessages('sv', countries.se).onboarding;

test.beforeEach(({ context }) => withAnsweredConsent(context));

async function addPhone(page: Page, t: typeof sv, number: string) {
  await page.getByLabel(t.phone.number, { exact: true }).fill(number);
  await page.getByRole('button', { name: t.phone.save }).click();
}

async function addChild(page: Page, t: typeof sv, firstname: string, birthdate: string) {
  await page.getByLabel(t.children.firstName).fill(firstname);
  await page.getByLabel(t.children.birthdate).fill(birthdate);
  await page.getByRole('button', { name: t.children.add, exact: true }).click();
}

/** The to-dos the progress lists, each its own item. */
const todos = (page: Page) => page.getByTestId('todos').getByRole('listitem');

/** The progress's sentence, its percentage written as the page's locale writes it. */
function percentageLine(page: Page, t: typeof sv, value: number, language: Language) {
  return expect(page.locator('#onboarding-progress-text')).toHaveText(
    fill(t.progress.percentage, { percentage: percentage(value, localeTag(language, 'se')) }),
  );
}

test.describe('onboarding', () => {
  test('adds a phone and a child, shows progress, and continues to an allow-listed continuePath', async ({
    page,
  }) => {
    const parent = await registerParent('walk');
    const continuePath = `${sweden.partyBase}/boka?step=2&room=pirat`;
    const url = onboardingUrl('se', 'sv', { intent: 'Booking', origin: 'PartyBooking', continuePath });
    await signInToOnboarding(page, url, parent.email);

    // Top bar: balloons for a visit from party booking (the shell reads the same origin).
    await expect(page.locator('[data-top-bar]')).toHaveAttribute('data-top-bar', 'Balloons');
    await expect(currentStep(page)).toHaveAttribute('data-step', 'AddPhone');
    const progress = page.getByTestId('progress');
    await expect(progress).toContainText('0 %');
    await expect(progress).toContainText(sv.progress.steps.AddPhone);
    // The site's own calling code is the default.
    await expect(page.getByLabel(sv.phone.callingCode)).toHaveValue('+46');

    await addPhone(page, sv, '070-123 45 67');
    await expect(currentStep(page)).toHaveAttribute('data-step', 'AddChildren');
    await expect(page.getByRole('status').filter({ hasText: sv.phone.saved })).toBeVisible();
    await expect(page.getByRole('heading', { name: sv.children.heading })).toBeFocused();
    await expect(progress).toContainText('25 %');
    await expect(progress).not.toContainText(sv.progress.steps.AddPhone);

    // The last name starts as the parent's.
    await expect(page.getByLabel(sv.children.lastName)).toHaveValue(parent.lastname);
    await addChild(page, sv, 'Ebba', '2021-05-04');
    await expect(page.getByTestId('children')).toContainText('Ebba Nyström, född 4 maj 2021');
    await expect(page.getByLabel(sv.children.firstName)).toHaveValue('');
    await expect(progress).toContainText('50 %');

    await page.getByRole('button', { name: sv.children.next }).click();
    await expect(currentStep(page)).toHaveAttribute('data-step', 'Continue');
    // The address and the play centre are left: not "all set", and the to-dos say what is.
    await expect(currentStep(page)).toHaveAttribute('data-all-set', 'false');
    await expect(page.getByRole('heading', { name: sv.continue.laterHeading })).toBeVisible();
    await expect(todos(page)).toHaveText([
      sv.progress.steps.ConfirmEmail,
      sv.progress.steps.ChoosePlayground,
    ]);
    await page.getByRole('link', { name: sv.continue.button }).click();
    await page.waitForURL(continuePath);
    await expect(page.getByTestId('site')).toHaveText('party');
  });

  test("goes to the origin's destination instead of an off-site continuePath", async ({ page }) => {
    const parent = await registerParent('offsite');
    const url = onboardingUrl('se', 'en', {
      intent: 'Booking',
      origin: 'EntranceBooking',
      continuePath: `https://evil.example@${new URL(sweden.partyBase).host}/x`,
    });
    await signInToOnboarding(page, url, parent.email);
    const en = messages.en.onboarding;
    await page.getByRole('button', { name: en.skip }).click();
    await expect(currentStep(page)).toHaveAttribute('data-step', 'AddChildren');
    await page.getByRole('button', { name: en.skip }).click();
    await expect(currentStep(page)).toHaveAttribute('data-step', 'Continue');
    // Everything skipped: 0 %, and no "You're all set" under it.
    await percentageLine(page, en, 0, 'en');
    await expect(page.getByRole('heading', { name: en.continue.heading })).toHaveCount(0);
    const destination = externalDestinations(sweden, 'en').order;
    await expect(page.getByRole('link', { name: en.continue.button })).toHaveAttribute('href', destination);
    await page.getByRole('link', { name: en.continue.button }).click();
    await page.waitForURL(destination);
    await expect(page.getByTestId('site')).toHaveText('order');
  });

  test.describe('when a save fails', () => {
    // Chromium reports each failed response itself; the page logs the failure on purpose.
    test.use({ allowedConsoleError: /status of (400|500)|Failed to fetch|ERR_|onboarding/ });

    test('keeps what was typed, shows the reason at the form or the field, and saves on retry', async ({
      page,
    }) => {
      const parent = await registerParent('faults');
      await signInToOnboarding(page, onboardingUrl('se', 'sv', { origin: 'MyAccount' }), parent.email);
      const number = page.getByLabel(sv.phone.number, { exact: true });

      await failForAccount(parent.email, {
        path: '/api/User/UpdateProfile',
        kind: 'status',
        status: 500,
        times: 1,
      });
      await page.getByLabel(sv.phone.callingCode).selectOption('+47');
      await addPhone(page, sv, '912 34 567');
      await expect(page.getByRole('alert').filter({ hasText: messages.sv.errors.server })).toBeVisible();
      await expect(number).toHaveValue('912 34 567');
      await expect(page.getByLabel(sv.phone.callingCode)).toHaveValue('+47');
      await expect(currentStep(page)).toHaveAttribute('data-step', 'AddPhone');

      // A field error from the server's errors map lands on the field it names.
      await failForAccount(parent.email, {
        path: '/api/User/UpdateProfile',
        kind: 'status',
        status: 400,
        times: 1,
        body: {
          exceptionType: 'ValidationException',
          message: 'Validation failed',
          errors: { Phone: ['The number is not in service.'] },
        },
      });
      await page.getByRole('button', { name: sv.phone.save }).click();
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(number).toBeFocused();
      // A message without a code: our sentence, read first after the label, the service's own
      // words quoted after it, then the hint.
      await expect(number).toHaveAccessibleDescription(
        new RegExp(
          `^${escapeRegExp(messages.sv.serviceMessages.unknown)}.*The number is not in service\\..*${escapeRegExp(sv.phone.numberHint)}$`,
        ),
      );
      await expect(page.locator('.service-detail q')).toHaveText('The number is not in service.');
      await expect(number).toHaveValue('912 34 567');

      await page.getByRole('button', { name: sv.phone.save }).click();
      await expect(currentStep(page)).toHaveAttribute('data-step', 'AddChildren');

      const childForm = async () => ({
        firstname: await page.getByLabel(sv.children.firstName).inputValue(),
        lastname: await page.getByLabel(sv.children.lastName).inputValue(),
        birthdate: await page.getByLabel(sv.children.birthdate).inputValue(),
      });
      const typed = { firstname: 'Oskar', lastname: 'Holm', birthdate: '2019-11-30' };
      await failForAccount(parent.email, {
        path: '/api/User/CreateAccount',
        kind: 'status',
        status: 500,
        times: 1,
      });
      await page.getByLabel(sv.children.lastName).fill(typed.lastname);
      await addChild(page, sv, typed.firstname, typed.birthdate);
      await expect(page.getByRole('alert').filter({ hasText: messages.sv.errors.server })).toBeVisible();
      expect(await childForm()).toEqual(typed);

      // No answer at all: the browser's own network failure (a dropped connection would be
      // retried by Chromium on a reused socket, so the stand-in's drop fault is not used here).
      await page.route('**/api/User/CreateAccount', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: sv.children.add, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: messages.sv.errors.network })).toBeVisible();
      expect(await childForm()).toEqual(typed);
      await expect(page.getByText(sv.children.none)).toBeVisible();
      await page.unroute('**/api/User/CreateAccount');

      await page.getByRole('button', { name: sv.children.add, exact: true }).click();
      await expect(page.getByTestId('children')).toContainText('Oskar Holm');
    });
  });

  test('checks the forms before sending, in the page language', async ({ page }) => {
    const parent = await registerParent('checks');
    await signInToOnboarding(page, onboardingUrl('se', 'sv'), parent.email);
    await addPhone(page, sv, '');
    const number = page.getByLabel(sv.phone.number, { exact: true });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toBeFocused();
    await expect(page.getByText(sv.phone.required)).toBeVisible();
    await addPhone(page, sv, '+46 70 abc');
    await expect(page.getByText(sv.phone.invalid)).toBeVisible();
    // "12" is too short, which is what the parent is told (not that it has the wrong characters).
    await addPhone(page, sv, '12');
    await expect(page.getByText(sv.phone.tooShort)).toBeVisible();
    await expect(page.getByText(sv.phone.invalid)).toBeHidden();
  });

  test('sends a signed-out visitor to our sign-in page with the intent and origin of the query', async ({
    page,
  }) => {
    const url = onboardingUrl('se', 'sv', { intent: 'register', origin: 'PartyBooking', continuePath: '/x' });
    const before = `${sweden.host}/profile/sv/fel`;
    await page.goto(before);
    await page.goto(url);
    await page.waitForURL((address) => address.pathname === '/profile/sv/logga-in');
    const signIn = new URL(page.url());
    expect(Object.fromEntries(signIn.searchParams)).toEqual({
      intent: 'Register',
      origin: 'PartyBooking',
      continuePath: url,
    });
    // The guarded page left no history entry to come back to signed out: back is the page before.
    await page.goBack();
    expect(page.url()).toBe(before);
  });

  test('keeps the query through the canonical English path', async ({ page }) => {
    const response = await page.request.get(`${sweden.host}/profile/sv/onboarding?intent=Shop&origin=Site`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toMatch(/\/profile\/sv\/valkommen\?intent=Shop&origin=Site$/);
  });
});

for (const language of ['sv', 'en'] as const) {
  const t = pageMessages(language, countries.se).onboarding;

  test.describe(`${language}: progress, to-dos and "all set" agree`, () => {
    test('says "all set" nowhere while to-dos remain, and every to-do leads to its step', async ({
      page,
    }) => {
      const parent = await registerParent(`todos-${language}`);
      await signInToOnboarding(page, onboardingUrl('se', language, { origin: 'MyAccount' }), parent.email);
      await page.getByRole('button', { name: t.skip }).click();
      await expect(currentStep(page)).toHaveAttribute('data-step', 'AddChildren');
      await page.getByRole('button', { name: t.skip }).click();
      await expect(currentStep(page)).toHaveAttribute('data-step', 'Continue');

      // Everything skipped: 0 %, four to-dos, and Continue without "all set".
      await percentageLine(page, t, 0, language);
      await expect(todos(page)).toHaveText([
        t.progress.steps.AddPhone,
        t.progress.steps.AddChildren,
        t.progress.steps.ConfirmEmail,
        t.progress.steps.ChoosePlayground,
      ]);
      await expect(currentStep(page)).toHaveAttribute('data-all-set', 'false');
      await expect(page.getByRole('heading', { name: t.continue.laterHeading })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.continue.heading })).toHaveCount(0);
      await expect(page.getByText(t.continue.text)).toHaveCount(0);

      // Every to-do is one link or one button.
      for (const item of await todos(page).all()) {
        await expect(item.locator('a[href], button')).toHaveCount(1);
      }

      // A skipped step comes back from its to-do, its heading focused.
      await todos(page).getByRole('button', { name: t.progress.steps.AddPhone }).click();
      await expect(currentStep(page)).toHaveAttribute('data-step', 'AddPhone');
      await expect(page.getByRole('heading', { name: t.phone.heading })).toBeFocused();
      await page.getByRole('button', { name: t.skip }).click();
      await expect(currentStep(page)).toHaveAttribute('data-step', 'Continue');
      await todos(page).getByRole('button', { name: t.progress.steps.AddChildren }).click();
      await expect(currentStep(page)).toHaveAttribute('data-step', 'AddChildren');
      await expect(page.getByRole('heading', { name: t.children.heading })).toBeFocused();

      // The address: to the reminder on this page, with its "send a new link" button.
      await todos(page).getByRole('link', { name: t.progress.steps.ConfirmEmail }).click();
      const reminder = page.getByRole('region', { name: t.emailReminder.heading });
      await expect(reminder).toBeFocused();
      await expect(
        reminder.getByRole('button', { name: messages[language].emailConfirmation.resend.button }),
      ).toBeVisible();

      // The play centre: to the account site, where it is chosen.
      const playCentre = todos(page).getByRole('link', { name: t.progress.steps.ChoosePlayground });
      const edit = accountSiteUrl(sweden, language, 'account/edit');
      await expect(playCentre).toHaveAttribute('href', edit);
      await playCentre.click();
      await page.waitForURL(edit);
      await expect(page.getByTestId('site')).toHaveText('account');
      await expect(page.getByTestId('path')).toHaveText('/account/edit');
    });

    test('says "all set" at 100 % once the last step is done', async ({ page }) => {
      // Address confirmed and a play centre chosen: only the phone and the children are left.
      const parent = await registerConfirmedParent('se');
      await signInToOnboarding(page, onboardingUrl('se', language, { origin: 'MyAccount' }), parent.email);
      await expect(currentStep(page)).toHaveAttribute('data-step', 'AddPhone');
      await percentageLine(page, t, 50, language);
      await expect(page.getByText(t.intro)).toBeVisible();
      await expect(todos(page)).toHaveText([t.progress.steps.AddPhone, t.progress.steps.AddChildren]);

      await addPhone(page, t, '070-123 45 67');
      await expect(currentStep(page)).toHaveAttribute('data-step', 'AddChildren');
      await percentageLine(page, t, 75, language);
      await expect(todos(page)).toHaveText([t.progress.steps.AddChildren]);

      await addChild(page, t, 'Ebba', '2021-05-04');
      await expect(page.getByTestId('children')).toContainText('Ebba');
      await percentageLine(page, t, 100, language);
      await expect(page.getByTestId('todos')).toHaveCount(0);

      await page.getByRole('button', { name: t.children.next }).click();
      await expect(currentStep(page)).toHaveAttribute('data-step', 'Continue');
      await expect(currentStep(page)).toHaveAttribute('data-all-set', 'true');
      await expect(page.getByRole('heading', { name: t.continue.heading })).toBeVisible();
      await expect(page.getByText(t.continue.text)).toBeVisible();
      await expect(page.getByRole('heading', { name: t.continue.laterHeading })).toHaveCount(0);
      await percentageLine(page, t, 100, language);
      // "A few more details, then your account is ready" has had its day.
      await expect(page.getByText(t.intro)).toBeHidden();
    });
  });
}

/** One country per language: its own country for each language, Sweden for English. */
const scans = languageCodes.map((language) => ({
  language,
  code: (Object.values(countries).find((country) => country.languages[0] === language)?.code ??
    'se') as CountryCode,
}));

/** axe's violations and HTML_CodeSniffer's errors (support/codeSniffer.ts). */
async function violations(page: Page) {
  await page.waitForLoadState('networkidle');
  return [...(await axeViolations(page)), ...(await codeSnifferErrors(page))];
}

for (const { language, code } of scans) {
  test(`${code}/${language}: every onboarding step has no axe violations nor HTML_CodeSniffer errors`, async ({
    page,
  }) => {
    // A sign-in and three full axe scans: more than the default 30 s on two shared cores.
    test.setTimeout(90_000);
    const t = messages[language as Language].onboarding;
    const parent = await registerParent(`axe-${language}`);
    await signInToOnboarding(page, onboardingUrl(code, language, { origin: 'Site' }), parent.email);
    await expect(currentStep(page)).toHaveAttribute('data-step', 'AddPhone');
    await addPhone(page, t, '');
    await expect(page.getByText(t.phone.required)).toBeVisible();
    expect(await violations(page), 'AddPhone with an error').toEqual([]);

    await addPhone(page, t, countries[code].mobileExample);
    await expect(currentStep(page)).toHaveAttribute('data-step', 'AddChildren');
    await addChild(page, t, 'Mia', '2020-02-29');
    await expect(page.getByTestId('children')).toContainText('Mia');
    expect(await violations(page), 'AddChildren with a child').toEqual([]);

    await page.getByRole('button', { name: t.children.next }).click();
    await expect(currentStep(page)).toHaveAttribute('data-step', 'Continue');
    expect(await violations(page), 'Continue').toEqual([]);
  });
}

test.describe('on a phone', () => {
  for (const width of [320, 390]) {
    test(`fi/fi at ${width} px: the calling code stands above the number, its name whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const t = messages.fi.onboarding;
      const parent = await registerParent(`phone-${width}`);
      await signInToOnboarding(page, onboardingUrl('fi', 'fi'), parent.email);
      await expect(currentStep(page)).toHaveAttribute('data-step', 'AddPhone');
      const code = page.getByLabel(t.phone.callingCode, { exact: true });
      const number = page.getByLabel(t.phone.number, { exact: true });
      const [codeBox, numberBox] = [await code.boundingBox(), await number.boundingBox()];
      expect(codeBox!.y + codeBox!.height).toBeLessThanOrEqual(numberBox!.y);
      // The chosen country's name and code fit in the box ("Suomi (+35" was cut).
      const fits = await code.evaluate((select: HTMLSelectElement) => {
        const probe = document.createElement('span');
        const style = getComputedStyle(select);
        probe.style.cssText = `font:${style.font};position:absolute;white-space:nowrap`;
        probe.textContent = select.selectedOptions[0]?.textContent ?? '';
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        // The text starts after the padding and ends before the arrow (about 20 px).
        return needed + Number.parseFloat(style.paddingInlineStart) + 20 <= select.clientWidth;
      });
      expect(fits).toBe(true);
    });
  }
});

/** A text as a pattern that matches exactly it. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('no layout shift', () => {
  test("se/sv: the first step takes the loading line's place without moving the page", async ({ page }) => {
    const { email } = await registerConfirmedParent('se');
    await recordLayoutShift(page);
    await signInToOnboarding(page, onboardingUrl('se', 'sv'), email);
    // Two frames: a shift of the step's own render is reported by then.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await layoutShiftOf(page)).toBe(0);
  });
});
