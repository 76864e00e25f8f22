import type { Page } from '@playwright/test';
import { countries, type CountryCode } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import type { Language } from '../../src/config/languages.ts';
import { pagePath, playgroundPath } from '../../src/config/routes.ts';
import { messages } from '../../src/i18n/index.ts';
import { featuredPlaygroundSlug, playgroundGuid } from '../stand-ins/seed/countries.ts';
import { countryLanguagePairs, expect, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { withAnsweredConsent } from './support/consent.ts';
import {
  newAddress,
  newestConfirmationLink,
  outbox,
  pageUrl,
  registrationForm,
  playcentresLoaded,
  ruleStates,
  siteHost,
} from './support/register.ts';
import { standInUrls } from './support/standIns.ts';
import { bookingUrl, bornYearsBefore, seededAgeGroupId, seededClass } from './support/booking.ts';
import { storedValues } from './support/storage.ts';

/**
 * Registration (spec §3): a new parent from the sign-in page's Signup answer to onboarding,
 * the password rules ticked as the server checks them, the server's refusals at their fields
 * with nothing typed lost, and the way back from a dead confirmation link. Every test uses an
 * address of its own; tests that change a stand-in for everyone are in registerOutage.spec.ts.
 */
test.beforeEach(({ context }) => withAnsweredConsent(context));

interface Journey {
  code: CountryCode;
  language: Language;
  origin: string;
  /** Where the parent was going, allow-listed: onboarding's Continue leads back there. */
  continuePath: string;
  /** The play centre chosen for the parent, when they came from one. */
  preselected: string | null;
  /** Typed in the phone field, or '' to leave it for onboarding. */
  phone: string;
}

const journeys: Journey[] = [
  {
    code: 'se',
    language: 'sv',
    origin: 'PartyBooking',
    continuePath: `${endpointsFor('development', 'se').partyBase}/boka?rum=pirat`,
    preselected: null,
    phone: '070 123 45 67',
  },
  {
    code: 'fi',
    language: 'en',
    origin: 'Site',
    continuePath: `${endpointsFor('development', 'fi').host}${playgroundPath('en', featuredPlaygroundSlug('fi'))}`,
    preselected: playgroundGuid(featuredPlaygroundSlug('fi')),
    phone: '',
  },
];

test.describe('a new parent', () => {
  // The reminder asks for a mail within the minute: the service's 429, which Chromium logs.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 429/ });

  for (const journey of journeys) {
    const { code, language } = journey;
    const t = messages[language];

    test(`${code}/${language}: a new parent goes from the sign-in page through registration and confirmation to where they were going`, async ({
      page,
      context,
    }) => {
      const email = newAddress(`${code}-${language}`);
      const returnState = { origin: journey.origin, continuePath: journey.continuePath };
      // Every address our pages go to: none carries the address typed (docs/storage.md).
      const addresses: string[] = [];
      page.on('framenavigated', (frame) => addresses.push(frame.url()));
      await page.goto(pageUrl(code, language, 'signIn', returnState));
      await expect(page.locator('[data-island]:has(form.sign-in-form)')).toHaveAttribute('data-hydrated', '');
      await page.getByLabel(t.signIn.emailLabel, { exact: true }).fill(email);
      await page.getByRole('button', { name: t.signIn.continue }).click();
      await page.getByRole('link', { name: t.signIn.signup.createAccount }).click();

      // The address typed on the sign-in page is filled in (handed on in this tab's storage, not
      // in the address); the return state came along.
      await page.waitForURL((url) => url.pathname === pagePath('register', language));
      expect(addresses.filter((address) => /@|%40/.test(address))).toEqual([]);
      const form = registrationForm(page, language);
      await expect(form.email).toHaveValue(email);
      expect(new URL(page.url()).searchParams.get('continuePath')).toBe(journey.continuePath);
      await form.firstName.fill('Saga');
      await form.lastName.fill('Nyström');
      if (journey.phone) await form.phone.fill(journey.phone);
      await playcentresLoaded(form);
      if (journey.preselected) await expect(form.playcentre).toHaveValue(journey.preselected);
      else await form.playcentre.selectOption({ index: 2 });
      await form.consent('sms', countries[code].brand).check();

      // The checklist ticks as the parent types; Ö is no capital letter to the server either.
      await form.password.pressSequentially('lekplatsÖ12');
      await expect
        .poll(() => ruleStates(form.form))
        .toEqual({
          met: ['length', 'uniqueChars', 'lowercase', 'digit'],
          notMet: ['uppercase'],
        });
      await expect(form.form.getByText(t.passwordRules.accentNote)).toBeVisible();
      // Said once typing pauses: what changed, not every key.
      const { rules, met } = t.passwordRules;
      await expect(form.live).toHaveText(
        [
          rules.length.replace('{{number}}', '8'),
          rules.uniqueChars.replace('{{number}}', '4'),
          rules.lowercase,
          rules.digit,
        ]
          .map((rule) => `${rule}: ${met}`)
          .join('. '),
      );
      await form.password.press('End');
      await form.password.pressSequentially('A');
      await expect
        .poll(() => ruleStates(form.form))
        .toEqual({
          met: ['length', 'uniqueChars', 'lowercase', 'uppercase', 'digit'],
          notMet: [],
        });
      await expect(form.live).toHaveText(t.passwordRules.allMet);
      await form.submit.click();

      // Signed in, on onboarding with intent Register and the return state they started with.
      await page.waitForURL((url) => url.pathname === pagePath('onboarding', language));
      const query = new URL(page.url()).searchParams;
      expect(Object.fromEntries(query)).toEqual({ intent: 'Register', ...returnState });
      const onboarding = page.locator('.onboarding[data-phase="ready"]');
      await expect(onboarding).toBeVisible();
      // The reminder's "send me a new link", so soon after the registration's own mail, is
      // refused kindly: the button counts down instead.
      const reminder = page.getByRole('region', { name: t.onboarding.emailReminder.heading });
      await expect(reminder).toContainText(email);
      // Sent from the keyboard, the button that now counts down keeps its focus, and a second
      // press meanwhile changes nothing.
      await reminder.getByRole('button', { name: t.emailConfirmation.resend.button }).focus();
      await page.keyboard.press('Enter');
      await expect(reminder.getByRole('status')).toHaveText(t.emailConfirmation.resend.tooSoon);
      await expect(reminder.getByRole('button')).toHaveText(/\d\d:\d\d/);
      await expect(reminder.getByRole('button')).toBeFocused();
      await expect(reminder.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter');
      await expect(reminder.getByRole('status')).toHaveText(t.emailConfirmation.resend.tooSoon);

      // The confirmation mail of the registration confirms the address.
      const mail = await context.newPage();
      await mail.goto(await newestConfirmationLink(email));
      await expect(
        mail.getByRole('heading', {
          level: 1,
          name: messages[linkLanguage(mail)].emailConfirmation.confirmedHeading,
        }),
      ).toBeVisible();
      await mail.close();

      // On through onboarding to the allow-listed continuePath.
      if (!journey.phone) {
        await expect(onboarding).toHaveAttribute('data-step', 'AddPhone');
        await page.getByRole('button', { name: t.onboarding.skip }).click();
      }
      await expect(onboarding).toHaveAttribute('data-step', 'AddChildren');
      await page.getByRole('button', { name: t.onboarding.skip }).click();
      await expect(onboarding).toHaveAttribute('data-step', 'Continue');
      await page.getByRole('link', { name: t.onboarding.continue.button }).click();
      await page.waitForURL(journey.continuePath);
    });
  }
});

test('se/sv: an account created from a booking’s sign-in page, confirmed by the mailed link in the same tab, ends back on the booking with its values', async ({
  page,
}) => {
  // Eight pages in a row: booking, sign-in, registration, the OIDC sign-in, onboarding, the
  // mail's confirmation, onboarding again and the booking.
  test.setTimeout(60_000);
  const t = messages.sv;
  const b = t.childClassBooking;
  const email = newAddress('booking');
  const term = await seededClass('se', 'malmo-svagertorp', 'SportKidz');
  const booking = bookingUrl(
    'se',
    'sv',
    'malmo-svagertorp',
    seededAgeGroupId('malmo-svagertorp', 'SportKidz', 7),
  );
  const typed = [
    [b.parent.firstName, 'Saga'],
    [b.parent.lastName, 'Nyström'],
    [b.child.firstName, 'Vera'],
    [b.child.lastName, 'Nyström'],
    [b.child.birthdate, bornYearsBefore(term, 8)],
    [b.child.allergies, 'Nötter (EpiPen)'],
  ] as const;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page.goto(booking);
  for (const [label, value] of typed) await field(label).fill(value);
  await page.getByTestId('booking-account').getByRole('link', { name: b.signIn }).click();

  // No account has the address: "create an account" carries the booking along.
  await expect(page.locator('[data-island]:has(form.sign-in-form)')).toHaveAttribute('data-hydrated', '');
  await page.getByLabel(t.signIn.emailLabel, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.signIn.continue }).click();
  await page.getByRole('link', { name: t.signIn.signup.createAccount }).click();
  await page.waitForURL((url) => url.pathname === pagePath('register', 'sv'));
  const form = registrationForm(page, 'sv');
  await form.firstName.fill('Saga');
  await form.lastName.fill('Nyström');
  await playcentresLoaded(form);
  if ((await form.playcentre.inputValue()) === '') await form.playcentre.selectOption({ index: 2 });
  await form.password.fill('Lekplats12');
  await form.submit.click();

  // Onboarding knows the booking: the parent's purpose and the way back.
  await page.waitForURL((url) => url.pathname === pagePath('onboarding', 'sv'));
  // The booking's own path: the same in the build's markup and in the browser, on any host.
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    intent: 'Booking',
    origin: 'None',
    continuePath: new URL(booking).pathname,
  });
  // The mail's link, opened in this tab, confirms and leads on through onboarding.
  await page.goto(await newestConfirmationLink(email));
  await expect(
    page.getByRole('heading', { level: 1, name: t.emailConfirmation.confirmedHeading }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: t.emailConfirmation.toAccount })).toBeHidden();
  await page.getByRole('link', { name: t.emailConfirmation.continue }).click();
  const onboarding = page.locator('.onboarding[data-phase="ready"]');
  await expect(onboarding).toHaveAttribute('data-step', 'AddPhone');
  await page.getByRole('button', { name: t.onboarding.skip }).click();
  await expect(onboarding).toHaveAttribute('data-step', 'AddChildren');
  await page.getByRole('button', { name: t.onboarding.skip }).click();
  await page.getByRole('link', { name: t.onboarding.continue.button }).click();

  await page.waitForURL(booking);
  await expect(page.getByTestId('booking-account')).toContainText(b.signedIn);
  for (const [label, value] of typed) await expect(field(label), label).toHaveValue(value);
  expect(await storedValues(page)).not.toMatch(/Nötter|EpiPen/);
});

/** The form's island has hydrated: its buttons answer now (fields work before, and are kept). */
async function islandReady(page: Page) {
  await expect(page.locator('[data-island]:has(form.register-form)')).toHaveAttribute('data-hydrated', '');
}

/** The language of a confirmation page, from its address (`/profile/{lang}/…`). */
function linkLanguage(page: Page): Language {
  return new URL(page.url()).pathname.split('/')[2] as Language;
}

test('sv: an address that already has an account gets a way to sign in with it, and keeps every value, also after a reload', async ({
  page,
}) => {
  const t = messages.sv;
  const existing = 'astrid.lindqvist@example.com';
  await page.goto(pageUrl('se', 'sv', 'register', { email: existing, origin: 'PartyBooking' }));
  const form = registrationForm(page, 'sv');
  await expect(form.email).toHaveValue(existing);
  // The address is read once: a reload brings it back from the form's draft, not the address bar.
  await expect(page).not.toHaveURL(/email=/);
  await form.firstName.fill('Astrid');
  await form.lastName.fill('Lindqvist');
  await form.phone.fill('70 987 65 43');
  await playcentresLoaded(form);
  await form.playcentre.selectOption({ index: 1 });
  await form.consent('partnerInformation', 'Play Centre').check();
  await form.password.fill('Lekplats-2026');
  await form.submit.click();

  await expect(form.notice).toContainText(t.register.notices.duplicate.replace('{{email}}', existing));
  const signIn = form.notice.getByRole('link', {
    name: t.register.notices.duplicateAction.replace('{{email}}', existing),
  });
  const href = new URL((await signIn.getAttribute('href')) ?? '', page.url());
  expect(href.pathname).toBe(pagePath('signIn', 'sv'));
  // The address goes on to the sign-in page in this tab's storage, never in the link.
  expect(Object.fromEntries(href.searchParams)).toEqual({ origin: 'PartyBooking' });
  expect(href.href).not.toMatch(/@|%40/);
  await expect(form.password).toHaveValue('Lekplats-2026');
  const chosen = await form.playcentre.inputValue();

  await page.reload();
  await expect(form.email).toHaveValue(existing);
  await expect(form.firstName).toHaveValue('Astrid');
  await expect(form.lastName).toHaveValue('Lindqvist');
  await expect(form.phone).toHaveValue('70 987 65 43');
  await expect(form.playcentre).toHaveValue(chosen);
  await expect(form.consent('partnerInformation', 'Play Centre')).toBeChecked();
  await expect(form.consent('sms', 'Play Centre')).not.toBeChecked();
  // Never the password.
  await expect(form.password).toHaveValue('');
});

test.describe('refused by the server', () => {
  // A 400 is a refusal the page shows; Chromium logs it as a failed load.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of 400/ });

  test("de: the server's field errors show at their fields in our words, focus on the first, values kept after a reload", async ({
    page,
  }) => {
    const t = messages.de.register;
    const said = messages.de.serviceMessages;
    const longName = 'Maximiliane-Johanna-Friederike-Charlotte-Auguste-Bo';
    const email = `${newAddress('server').split('@')[0]}@spielpark.invalid`;
    await page.goto(pageUrl('de', 'de', 'register'));
    const form = registrationForm(page, 'de');
    await form.firstName.fill(longName);
    await form.lastName.fill('Becker');
    await form.email.fill(email);
    await playcentresLoaded(form);
    await form.playcentre.selectOption({ index: 1 });
    await form.password.fill('Spielpark-2025');
    await form.submit.click();

    await expect(form.notice).toHaveText(t.notices.fixFields);
    // By their codes (MaximumLengthValidator, EmailDomainUndeliverable), never the service's English.
    await expect(form.firstName).toHaveAccessibleDescription(said.tooLong);
    await expect(form.email).toHaveAccessibleDescription(`${said.emailUndeliverable} ${t.emailHint}`);
    await expect(form.form).not.toContainText(/characters or fewer|cannot receive e-mail/);
    await expect(form.firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(form.firstName).toBeFocused();
    await expect(form.password).toHaveValue('Spielpark-2025');

    await page.reload();
    await expect(form.firstName).toHaveValue(longName);
    await expect(form.email).toHaveValue(email);
    await expect(form.lastName).toHaveValue('Becker');
  });
});

test('da: a form sent empty names each missing field in Danish at the field, and focuses the first', async ({
  page,
}) => {
  const t = messages.da.register;
  await page.goto(pageUrl('dk', 'da', 'register'));
  const form = registrationForm(page, 'da');
  await playcentresLoaded(form);
  await form.submit.click();
  await expect(form.notice).toHaveText(t.notices.fixFields);
  await expect(form.firstName).toBeFocused();
  await expect(form.firstName).toHaveAccessibleDescription(t.problems.firstNameRequired);
  await expect(form.email).toHaveAccessibleDescription(`${t.problems.emailRequired} ${t.emailHint}`);
  await expect(form.playcentre).toHaveAccessibleDescription(
    `${t.problems.playcentreRequired} ${t.playcentreHint}`,
  );
  await expect(form.password).toHaveAttribute('aria-invalid', 'true');
});

test('sv: what is typed and submitted before the page is ready is kept and answered once it is', async ({
  page,
}) => {
  const t = messages.sv.register;
  let release = () => {};
  const ready = new Promise<void>((resolve) => (release = resolve));
  // The form's island arrives only after the parent has typed and tapped the button.
  await page.route(/\/_astro\/Register\.[\w-]+\.js$/, async (route) => {
    await ready;
    await route.continue();
  });
  await page.goto(pageUrl('se', 'sv', 'register'), { waitUntil: 'domcontentloaded' });
  const form = registrationForm(page, 'sv');
  await form.firstName.fill('Saga');
  await form.email.fill('saga.tidig@example.com');
  // A Norwegian number, its calling code picked before the script came.
  await form.callingCode.selectOption('+47');
  await form.phone.fill('912 34 567');
  await form.password.fill('Lekplats-2025');
  await form.submit.click();
  // Held, not sent by the browser: no password in the address.
  expect(page.url()).toBe(pageUrl('se', 'sv', 'register'));
  release();
  await expect(form.notice).toHaveText(t.notices.fixFields);
  await expect(form.lastName).toBeFocused();
  await expect(form.firstName).toHaveValue('Saga');
  await expect(form.email).toHaveValue('saga.tidig@example.com');
  await expect(form.password).toHaveValue('Lekplats-2025');
  // Judged as the Norwegian number it is: the pick was not put back to Sweden's code.
  await expect(form.callingCode).toHaveValue('+47');
  await expect(form.phone).not.toHaveAttribute('aria-invalid', 'true');
});

test('sv: the show-password toggle shows what was pasted, and the consents start unticked', async ({
  page,
}) => {
  const t = messages.sv.register;
  await page.goto(pageUrl('se', 'sv', 'register'));
  await islandReady(page);
  const form = registrationForm(page, 'sv');
  const toggle = form.form.getByRole('button', { name: t.showPassword });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await form.password.fill('Klistrat-In-99');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(form.password).toHaveAttribute('type', 'text');
  await expect(form.password).toHaveAttribute('autocomplete', 'new-password');
  for (const name of ['information', 'sms', 'partnerInformation', 'partnerSms'] as const)
    await expect(form.consent(name, 'Play Centre')).not.toBeChecked();
  await expect(form.form.getByRole('link', { name: t.termsLink })).toHaveAttribute(
    'href',
    'https://www.playcentre.se/allmanna-villkor',
  );
  await expect(form.form.getByRole('link', { name: t.privacyLink })).toHaveAttribute(
    'href',
    'https://www.playcentre.se/integritetspolicy',
  );
});

test.describe('a dead confirmation link', () => {
  // Dead links are refusals (422, 410, 400), and a mail asked for too soon a 429: Chromium logs them.
  test.use({
    allowedConsoleError: /Failed to load resource: the server responded with a status of (400|410|422|429)/,
  });

  for (const [language, code, kind] of [
    ['sv', 'se', 'used'],
    ['nb', 'no', 'expired'],
  ] as const) {
    test(`${language}: a ${kind} link offers a new one, which confirms, and the button counts down the minute`, async ({
      page,
    }) => {
      const t = messages[language].emailConfirmation;
      const email = await registeredAddress(code, `link-${kind}`);
      const dead = await issuedLink(email, kind === 'expired');
      // A newer mail retires a link, as a second "send again" does: it reads as used.
      if (kind === 'used') await issuedLink(email, false);
      await page.goto(confirmationAddress(code, language, dead));
      await expect(page.locator('[data-email-confirmation] .notice')).toHaveText(
        kind === 'used' ? t.outcome.invalidCode : t.outcome.expired,
      );
      const resend = page.getByRole('region', { name: t.resend.heading });
      await resend.getByLabel(t.resend.email).fill(email);
      await resend.getByRole('button', { name: t.resend.button }).focus();
      await page.keyboard.press('Enter');
      await expect(resend.getByRole('status')).toHaveText(t.resend.sent.replace('{{email}}', email));
      // Counting down, the button keeps the focus it had, and refuses a press meanwhile.
      const button = resend.getByRole('button');
      await expect(button).toHaveText(new RegExp(t.resend.wait.replace('{{time}}', '')));
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter');
      await expect(resend.getByRole('status')).toHaveText(t.resend.sent.replace('{{email}}', email));
      await expect(button).toHaveText(
        new RegExp(`^${t.resend.wait.replace('{{time}}', '(01:00|00:5\\d)')}$`),
      );
      expect(await axeViolations(page)).toEqual([]);

      const newLink = await newestConfirmationLink(email);
      expect(newLink).not.toContain(dead.code);
      await page.goto(newLink);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: messages[linkLanguage(page)].emailConfirmation.confirmedHeading,
        }),
      ).toBeVisible();
    });
  }

  test('fi: a broken link asks for the address and checks it; a second tab asking within the minute is told to wait', async ({
    page,
    context,
  }) => {
    const t = messages.fi.emailConfirmation;
    const email = await registeredAddress('fi', 'link-broken');
    const broken = `${siteHost('fi')}/profile/fi/vahvista-sahkoposti?userId=broken`;
    await page.goto(broken);
    const resend = page.getByRole('region', { name: t.resend.heading });
    const address = resend.getByLabel(t.resend.email);
    await resend.getByRole('button', { name: t.resend.button }).click();
    await expect(address).toHaveAccessibleDescription(t.resend.emailRequired);
    await expect(address).toBeFocused();
    await address.fill(email);
    await resend.getByRole('button', { name: t.resend.button }).click();
    await expect(resend.getByRole('status')).toHaveText(t.resend.sent.replace('{{email}}', email));

    const other = await context.newPage();
    await other.goto(broken);
    const again = other.getByRole('region', { name: t.resend.heading });
    await again.getByLabel(t.resend.email).fill(email);
    await again.getByRole('button', { name: t.resend.button }).click();
    await expect(again.getByRole('status')).toHaveText(t.resend.tooSoon);
    await expect(again.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    expect(await outbox(email)).toHaveLength(1);
  });
});

/** A new, unconfirmed account of the country (registered at the main API, no mail yet). */
async function registeredAddress(code: CountryCode, label: string): Promise<string> {
  const email = newAddress(label);
  const response = await fetch(`${endpointsFor('development', code).mainApi}/api/User/Register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      details: { firstName: 'Saga', lastName: 'Nyström', email },
      preferredPlaycenterId: playgroundGuid(featuredPlaygroundSlug(code)),
      password: 'Lekplats-2025',
      registrationSource: 'BrowserTest',
    }),
  });
  expect(response.status).toBe(200);
  return email;
}

/** A confirmation link for the account, as mailed (the control endpoint; `expired` ones are a day old). */
async function issuedLink(email: string, expired: boolean): Promise<{ userId: string; code: string }> {
  const response = await fetch(`${standInUrls.identity}/__control/confirmation-link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, expired }),
  });
  return (await response.json()) as { userId: string; code: string };
}

function confirmationAddress(code: CountryCode, language: Language, link: { userId: string; code: string }) {
  return `${siteHost(code)}/profile/${language}/email-confirmation?${new URLSearchParams(link)}`;
}

test.describe('axe', () => {
  for (const { code, language, host } of countryLanguagePairs) {
    test(`${code}/${language}: the registration page, with its problems and a notice, has no violations`, async ({
      page,
    }) => {
      const t = messages[language].register;
      await page.goto(
        `${host}${pagePath('register', language)}?email=${encodeURIComponent('astrid.lindqvist@example.com')}`,
      );
      const form = registrationForm(page, language);
      await playcentresLoaded(form);
      await form.password.pressSequentially('abcÖ');
      await expect.poll(async () => (await ruleStates(form.form)).notMet.length).toBeGreaterThan(0);
      expect(await axeViolations(page), 'typing').toEqual([]);
      await form.submit.click();
      await expect(form.notice).toHaveText(t.notices.fixFields);
      expect(await axeViolations(page), 'problems').toEqual([]);
      await form.firstName.fill('Astrid');
      await form.lastName.fill('Lindqvist');
      await form.playcentre.selectOption({ index: 1 });
      await form.password.fill('Lekplats-2026');
      await form.submit.click();
      await expect(form.notice).toContainText(
        t.notices.duplicate.replace('{{email}}', 'astrid.lindqvist@example.com'),
      );
      expect(await axeViolations(page), 'duplicate').toEqual([]);
    });
  }
});
