import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { countries, type CountryCode } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import type { Language } from '../../src/config/languages.ts';
import { pagePath, playgroundPath } from '../../src/config/routes.ts';
import { messages } from '../../src/i18n/index.ts';
import type { ChildClass } from '../../src/lib/api/types/childClass.ts';
import { fieldErrorTrigger } from '../stand-ins/main-api/childClasses.ts';
import { placesPerAgeGroup } from '../stand-ins/seed/childClasses.ts';
import { expect, test } from './fixtures.ts';
import {
  bookAtApi,
  bookingUrl,
  bornYearsBefore,
  confirmationUrl,
  seededAgeGroupId,
  seededClass,
  setLinkPayment,
  setPlaces,
} from './support/booking.ts';
import { axeViolations } from './support/axe.ts';
import { codeSnifferErrors } from './support/codeSniffer.ts';
import { withAnsweredConsent, withStatisticsConsent } from './support/consent.ts';
import { storedValues } from './support/storage.ts';
import { addMainApiFault, featuredPlaygroundSlug } from './support/playground.ts';
import { signInAtIdentity, standInUrls } from './support/standIns.ts';
import { seededPassword, signInReady, signInWith } from './support/signIn.ts';

const sv = messages.sv.childClassBooking;
const sweden = endpointsFor('development', 'se').host;

/** The age groups the tests book in: each gets a known number of places before anything runs. */
const lastPlace = {
  se: seededAgeGroupId(featuredPlaygroundSlug('se'), 'SportKidz', 7),
  de: seededAgeGroupId(featuredPlaygroundSlug('de'), 'SportKidz', 7),
};
const failures = seededAgeGroupId('kungens-kurva', 'SportKidz', 7);
const meanwhile = seededAgeGroupId('uppsala-bolanderna', 'SportKidz', 3);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** What a parent types for a child of `years` on the class's first occasion (Swedish form). */
function swedishParent(childClass: ChildClass, years: number) {
  const p = sv.parent;
  const c = sv.child;
  return [
    [p.firstName, 'Johanna'],
    [p.lastName, 'Ek'],
    [p.email, 'johanna.ek@example.com'],
    [p.phone, '070-765 43 21'],
    [c.firstName, 'Vera'],
    [c.lastName, 'Ek'],
    [c.birthdate, bornYearsBefore(childClass, years)],
    [c.allergies, 'Nötter'],
  ] as const;
}

async function fillIn(page: Page, values: readonly (readonly [string, string])[]) {
  for (const [label, value] of values) await field(page, label).fill(value);
}

async function expectValues(page: Page, values: readonly (readonly [string, string])[]) {
  for (const [label, value] of values) await expect(field(page, label), label).toHaveValue(value);
}

/** Book links of a class on the play-centre page, by age group. */
const groupRow = (classCard: Locator, groupName: string) =>
  classCard.getByTestId('age-group').filter({ hasText: groupName });

const swedishDate = (iso: string | null) =>
  new Intl.DateTimeFormat('sv-SE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso ?? ''));

/** One country per language, each at its first play centre: the term's free 3–4 group. */
const languages: [Language, CountryCode][] = [
  ['sv', 'se'],
  ['en', 'se'],
  ['da', 'dk'],
  ['nb', 'no'],
  ['fi', 'fi'],
  ['de', 'de'],
];

// Everything that books, in the browser or straight at the API, runs in this group: in one worker,
// in order. A fault on the booking call is global (a signed-out booking has no account to aim it
// at), so a booking made beside the fault's test would take the fault meant for it. No other spec
// books a class.
test.describe('booking a class', () => {
  test.describe.configure({ mode: 'default' });

  // The one shared setup: the age groups these tests book in get a known number of places.
  test.beforeAll(async () => {
    await Promise.all([
      setPlaces(lastPlace.se, 1),
      setPlaces(lastPlace.de, 1),
      setPlaces(failures, placesPerAgeGroup),
      setPlaces(meanwhile, placesPerAgeGroup),
    ]);
  });

  test('signed out (se/sv): from the class to the form, booked, paid; the last place then shows as gone', async ({
    page,
    context,
  }) => {
    await withStatisticsConsent(context);
    const term = await seededClass('se', 'barkarby', 'SportKidz');
    const p = messages.sv.playground;
    await page.goto(`${sweden}${playgroundPath('sv', 'barkarby')}`);
    const card = page.getByTestId('child-class').filter({ hasText: 'SportKidz – hösttermin' });
    // The full 5–6 group has no link; the camp, full in every group, has none at all.
    await expect(groupRow(card, '5–6 år')).toContainText(p.fullyBooked);
    await expect(groupRow(card, '5–6 år').getByRole('link')).toHaveCount(0);
    await expect(
      page.getByTestId('child-class').filter({ hasText: 'Sommarläger' }).getByRole('link'),
    ).toHaveCount(0);
    await expect(page.getByTestId('child-class').filter({ hasText: 'provpass' })).toContainText(p.trialClass);

    await card.getByRole('link', { name: 'Boka plats: SportKidz – hösttermin, 7–9 år' }).click();
    await page.waitForURL(`${sweden}/profile/sv/lekland/barkarby/boka/${lastPlace.se}`);
    const summary = page.getByTestId('booking-summary');
    await expect(summary).toContainText('SportKidz – hösttermin');
    await expect(summary).toContainText('Lekland Barkarby');
    await expect(summary).toContainText('7–9 år');
    await expect(summary).toContainText(swedishDate(term.firstOccasionDate));
    await expect(summary).toContainText('12');
    await expect(summary).toContainText('kl. 11:30–12:30');
    await expect(page.getByTestId('booking-price').locator('del')).toHaveText(/^1\s450\skr$/);
    await expect(page.getByTestId('booking-price').locator('strong')).toHaveText(/^1\s160\skr$/);
    await expect(page).toHaveTitle('Boka SportKidz – hösttermin | Play Centre');

    // The parent's fields say what they hold; the child's are never remembered by the browser.
    await expect(field(page, sv.parent.firstName)).toHaveAttribute('autocomplete', 'given-name');
    await expect(field(page, sv.parent.phone)).toHaveAttribute('autocomplete', 'tel-national');
    await expect(field(page, sv.parent.callingCode)).toHaveValue('+46');
    await expect(field(page, sv.child.firstName)).toHaveAttribute('autocomplete', 'off');
    await expect(field(page, sv.child.lastName)).toHaveAttribute('autocomplete', 'off');
    await expect(field(page, sv.child.birthdate)).toHaveAttribute('autocomplete', 'off');
    // Every consent is an opt-in, unticked.
    await expect(page.getByLabel(fill(sv.consent.information, 'Play Centre'))).not.toBeChecked();
    await expect(page.getByLabel(fill(sv.consent.partnerInformation, 'Play Centre'))).not.toBeChecked();
    // A guest is offered sign-in: a link to our sign-in page that comes back to this booking.
    await expect(page.getByTestId('booking-account').getByRole('link', { name: sv.signIn })).toHaveAttribute(
      'href',
      /^\/profile\/sv\/logga-in\?intent=Booking&origin=None&continuePath=/,
    );

    await fillIn(page, swedishParent(term, 8));
    await field(page, sv.child.tshirtSize).selectOption('128/134');
    await page.getByLabel(fill(sv.consent.partnerInformation, 'Play Centre')).check();
    const bookings: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/child-class/booking'))
        bookings.push(request.url());
    });
    // The button says what the tap does: book this place at its price.
    await expect(page.getByTestId('booking-submit')).toHaveText(/^Boka platsen för 1\s160\skr$/);
    // A double tap books once.
    await page.getByTestId('booking-submit').dblclick();

    await page.waitForURL((url) => url.pathname === pagePath('childClassBookingConfirmation', 'sv'));
    const c = sv.confirmation;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    await expect(page.getByTestId('order-reference')).toHaveText(/^CC-\d{4}-\d+$/);
    await expect(page.getByTestId('booking-kind')).toHaveText(c.kinds.class);
    // It says what was booked: the child, the class and group, the place, every day and the
    // time, the price; that the price is due now, and the service's own words in Swedish.
    // Not yet paid: a place was booked, and no text says Vera has it.
    await expect(page.getByTestId('booked-lead')).toHaveText(
      'Du har bokat en plats på SportKidz – hösttermin för Vera.',
    );
    await expect(page.getByTestId('booked-facts')).toContainText('Vera Ek');
    await expect(page.getByTestId('booked-facts')).toContainText('SportKidz – hösttermin, 7–9 år');
    await expect(page.getByTestId('booked-facts')).toContainText('Barkarby');
    await expect(page.getByTestId('booked-facts')).toContainText(swedishDate(term.firstOccasionDate));
    await expect(page.getByTestId('booked-facts')).toContainText('11:30–12:30');
    await expect(page.getByTestId('payment-due')).toHaveText(
      /^1\s160\skr ska betalas nu\. Du betalar på vår säkra betalningssida\.$/,
    );
    await expect(page.getByTestId('pay')).toHaveText(/^Betala 1\s160\skr$/);
    await expect(page.getByTestId('booking-information')).toHaveText(
      'Välkommen till SportKidz – hösttermin! En bekräftelse har skickats till johanna.ek@example.com.',
    );
    await expect(page.getByTestId('back-to-play-centre')).toHaveAttribute(
      'href',
      playgroundPath('sv', 'barkarby'),
    );
    await expect(page.getByTestId('your-bookings')).toHaveAttribute(
      'href',
      `${standInUrls.accountSite}/se/sv/account/booking-history`,
    );
    const orderReference = (await page.getByTestId('order-reference').textContent()) ?? '';
    // The purchase reached the dataLayer once, with the contact details only as hashes.
    const purchases = () =>
      page.evaluate(() =>
        ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
          (entry) => entry.event === 'purchase',
        ),
      );
    expect(bookings).toHaveLength(1);
    await expect.poll(purchases).toHaveLength(1);
    const [purchase] = (await purchases()) as Record<string, unknown>[];
    expect(purchase).toMatchObject({
      transaction_id: orderReference,
      value: 1160,
      currency: 'SEK',
      user_type: 'guest',
    });
    expect(JSON.stringify(purchase)).not.toContain('johanna');
    expect((purchase?.['user_data'] as Record<string, string>)['sha256_email_address']).toMatch(
      /^[0-9a-f]{64}$/,
    );
    await page.reload();
    await expect(page.getByTestId('order-reference')).toHaveText(orderReference);
    expect(await purchases()).toHaveLength(0);

    const pay = page.getByTestId('pay');
    await expect(pay).toHaveAttribute(
      'href',
      `${standInUrls.accountSite}/se/payment/child-class/${orderReference}?amount=1160&currency=SEK`,
    );
    await pay.click();
    await expect(page.getByTestId('site')).toHaveText('payment');
    await expect(page.getByTestId('path')).toHaveText(`/child-class/${orderReference}`);

    // The one place is taken: the group is full now, on the play-centre page and at its address.
    await page.goto(`${sweden}${playgroundPath('sv', 'barkarby')}`);
    const row = groupRow(
      page.getByTestId('child-class').filter({ hasText: 'SportKidz – hösttermin' }),
      '7–9 år',
    );
    await expect(row).toContainText(p.fullyBooked);
    await expect(row.getByRole('link')).toHaveCount(0);
    await page.goto(bookingUrl('se', 'sv', 'barkarby', lastPlace.se));
    await expect(page.getByTestId('booking-fully-booked')).toContainText(sv.fullyBooked);
    await expect(page.getByRole('button', { name: sv.submit })).toHaveCount(0);
  });

  test('signed out (se/sv): a paid term’s confirmation lists every session, says the payment is due with its link, no place is claimed before it, and the calendar file has every session', async ({
    page,
    context,
  }) => {
    await withAnsweredConsent(context);
    const group = seededAgeGroupId('molndal', 'SportKidz', 3);
    await setPlaces(group, placesPerAgeGroup);
    const term = await seededClass('se', 'molndal', 'SportKidz');
    const occasions = term.occasions ?? 0;
    expect(occasions).toBeGreaterThan(1);
    await page.goto(bookingUrl('se', 'sv', 'molndal', group));
    await fillIn(page, swedishParent(term, 4));
    await field(page, sv.child.tshirtSize).selectOption('104/110');
    await page.getByTestId('booking-submit').click();
    await page.waitForURL((url) => url.pathname === pagePath('childClassBookingConfirmation', 'sv'));
    await expect(page.getByTestId('order-reference')).toHaveText(/^CC-\d{4}-\d+$/);
    const orderReference = (await page.getByTestId('order-reference').textContent()) ?? '';

    // Every session of the weekly term, each on its own line, from the first.
    const first = new Date(term.firstOccasionDate ?? '');
    const dates = Array.from({ length: occasions }, (_, week) =>
      swedishDate(new Date(first.getTime() + week * 7 * 86_400_000).toISOString()),
    );
    const listed = page.getByTestId('booked-occasions').getByRole('listitem');
    await expect(listed).toHaveCount(occasions);
    for (const [index, date] of dates.entries()) await expect(listed.nth(index)).toContainText(date);

    // Unpaid: the price is due now, with the way to pay, and no text says the child has a place.
    await expect(page.getByTestId('payment-due')).toContainText(/1\s450\skr/);
    await expect(page.getByTestId('payment-due')).toContainText(/\bnu\b/);
    await expect(page.getByTestId('pay')).toHaveAttribute(
      'href',
      `${standInUrls.accountSite}/se/payment/child-class/${orderReference}?amount=1450&currency=SEK`,
    );
    await expect(page.getByTestId('booking-confirmation')).not.toContainText('har en plats');

    // The address, with the play centre's map link.
    await expect(page.getByTestId('booked-address')).toContainText('Mölndal');
    await expect(page.getByTestId('directions')).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByTestId('directions')).toHaveAttribute('target', '_blank');
    // The whole confirmation, with what this tab booked, reads to everyone.
    expect(await axeViolations(page), 'confirmation').toEqual([]);
    expect(await codeSnifferErrors(page), 'confirmation: HTML_CodeSniffer').toEqual([]);

    // The calendar file: one event per session, at the group's time in Swedish time.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('add-to-calendar').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const file = await download.path();
    const text = readFileSync(file, 'utf8');
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(occasions);
    const stockholm = (date: Date) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Stockholm',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(date);
    for (const [index, event] of events.entries()) {
      expect(event.summary).toContain('SportKidz – hösttermin');
      expect(stockholm(event.startDate.toJSDate())).toBe(`${dates[index]} kl. 09:30`);
      expect(stockholm(event.endDate.toJSDate())).toBe(`${dates[index]} kl. 10:15`);
    }
  });

  test('signed in from a half-filled booking (de/de): back on it, every field as typed, the form waiting for the account, never showing the guest’s, and no health data stored', async ({
    page,
    context,
  }) => {
    await withAnsweredConsent(context);
    const de = messages.de.childClassBooking;
    // Every document notes whether the guest's sign-in offer or an empty parent name was ever shown.
    await page.addInitScript(() => {
      const seen = { offer: false, emptyName: false };
      (window as unknown as { guestSeen: typeof seen }).guestSeen = seen;
      new MutationObserver(() => {
        const offer = document.querySelector('[data-testid="booking-account"] a');
        if (offer?.checkVisibility()) seen.offer = true;
        const name = document.querySelector<HTMLInputElement>('input[autocomplete="given-name"]');
        if (name && name.value === '' && name.checkVisibility()) seen.emptyName = true;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    await page.goto(bookingUrl('de', 'de', 'koeln-porz', lastPlace.de));
    // Half filled: the parent's first name is left for the account to fill in.
    const term = await seededClass('de', 'koeln-porz', 'SportKidz');
    const typed = [
      [de.parent.lastName, 'Becker-Roth'],
      [de.parent.phone, '1701234567'],
      [de.child.firstName, 'Lena'],
      [de.child.lastName, 'Roth'],
      [de.child.birthdate, bornYearsBefore(term, 8)],
      [de.child.allergies, 'Erdnüsse (EpiPen)'],
      [de.child.otherInformation, 'Wird von Oma Ilse abgeholt'],
    ] as const;
    await fillIn(page, typed);
    await field(page, de.child.tshirtSize).selectOption('128/134');
    const news = page.getByLabel(fill(de.consent.information, 'Play Centre'));
    await news.check();
    await page.getByTestId('booking-account').getByRole('link', { name: de.signIn }).click();
    await signInReady(page);
    await signInWith(page, { country: 'de', language: 'de' }, 'jonas.becker@example.com', seededPassword);

    await page.waitForURL((url) => url.pathname.includes('/koeln-porz/'));
    await expect(field(page, de.parent.firstName)).toHaveValue('Jonas');
    await expect(page.getByTestId('booking-account')).toContainText(de.signedIn);
    // Every field as typed, the child's health details too; what was typed wins over the account.
    await expectValues(page, typed);
    await expect(field(page, de.child.tshirtSize)).toHaveValue('128/134');
    await expect(news).toBeChecked();
    // Back in the form, the health details are no longer kept anywhere (docs/storage.md).
    expect(await storedValues(page)).toContain('Lena');
    expect(await storedValues(page)).not.toMatch(/Erdnüsse|EpiPen|Oma Ilse/);
    // Nor were they ever in a cookie or an address on the way.
    expect(JSON.stringify(await context.cookies())).not.toMatch(/Erdn|EpiPen|Ilse/);
    expect(addresses.filter((address) => /Erdn|EpiPen|Ilse/.test(address))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { guestSeen: unknown }).guestSeen)).toEqual({
      offer: false,
      emptyName: false,
    });
  });

  test('signed in (de/de): the parent’s details from the account, a child picked from the family', async ({
    page,
    context,
  }) => {
    await withAnsweredConsent(context);
    const de = messages.de.childClassBooking;
    const url = bookingUrl('de', 'de', 'koeln-porz', lastPlace.de);
    await page.goto(url);
    // The offer is a link to our sign-in page that comes back to this booking.
    const signInLink = page.getByTestId('booking-account').getByRole('link', { name: de.signIn });
    await expect(signInLink).toHaveAttribute(
      'href',
      /\/profile\/de\/anmelden\?intent=Booking&origin=None&continuePath=/,
    );
    await signInAtIdentity(context, 'jonas.becker@example.com');
    await page.reload();

    await expect(page.getByTestId('booking-account')).toContainText(de.signedIn);
    await expect(field(page, de.parent.firstName)).toHaveValue('Jonas');
    await expect(field(page, de.parent.lastName)).toHaveValue('Becker');
    await expect(field(page, de.parent.email)).toHaveValue('jonas.becker@example.com');
    await expect(field(page, de.parent.phone)).toHaveValue('15123456789');
    await expect(field(page, de.parent.callingCode)).toHaveValue('+49');
    const children = page.getByTestId('booking-children');
    await expect(children.getByRole('radio')).toHaveCount(3);
    // Mia (born 2018-08-05) is 7–9 on the first occasion, the one child the group takes: she is
    // picked. Her brother Paul is shown as too young, and cannot be picked.
    await expect(children.getByRole('radio', { name: 'Mia Becker' })).toBeChecked();
    const paul = children.getByRole('radio', { name: 'Paul Becker' });
    await expect(paul).toBeDisabled();
    await expect(paul).toHaveAccessibleDescription(/^Zu jung für diese Gruppe: am .+ erst \d+ Jahre? alt$/);
    expect(await axeViolations(page), 'the family picker').toEqual([]);
    await expect(field(page, de.child.firstName)).toHaveValue('Mia');
    await expect(field(page, de.child.birthdate)).toHaveValue('2018-08-05');
    await field(page, de.child.tshirtSize).selectOption('128/134');
    // Germany: the opt-in news box, the privacy note by the allergies, the Impressum in the
    // footer, and a paid booking's button that says it obliges to pay (BGB §312j).
    const news = page.getByLabel(fill(de.consent.information, 'Play Centre'));
    await expect(news).not.toBeChecked();
    await news.check();
    await expect(page.getByTestId('allergies-privacy').getByRole('link')).toHaveAttribute(
      'href',
      'https://www.playcentre.de/datenschutz',
    );
    const legal = page.getByRole('navigation', { name: messages.de.footer.legal });
    await expect(legal.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      'https://www.playcentre.de/impressum',
    );
    await expect(legal.getByRole('link')).toHaveText(['Impressum', 'Datenschutz', 'AGB']);
    await expect(page.getByTestId('booking-submit')).toHaveText('Zahlungspflichtig buchen');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/child-class/booking'),
    );
    await page.getByRole('button', { name: de.submitObliges }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      gdprDisallowInformation: false,
      gdprAllowPartnerInformation: false,
    });

    await page.waitForURL((address) => address.pathname === pagePath('childClassBookingConfirmation', 'de'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.confirmation.heading);
    const orderReference = (await page.getByTestId('order-reference').textContent()) ?? '';
    await page.getByTestId('pay').click();
    await expect(page.getByTestId('site')).toHaveText('payment');
    await expect(page.getByTestId('country')).toHaveText('de');
    await expect(page.getByTestId('query')).toHaveText('?amount=119&currency=EUR');
    await expect(page.getByTestId('path')).toHaveText(`/child-class/${orderReference}`);

    await page.goto(`${endpointsFor('development', 'de').host}${playgroundPath('de', 'koeln-porz')}`);
    const row = groupRow(page.getByTestId('child-class').filter({ hasText: 'Herbstkurs' }), '7–9 Jahre');
    await expect(row).toContainText(messages.de.playground.fullyBooked);
    await expect(row.getByRole('link')).toHaveCount(0);
  });

  test.describe('when the booking is refused or fails', () => {
    // Chromium reports each failed response itself; the page logs the failure on purpose.
    test.use({ allowedConsoleError: /status of (400|500)|Failed to fetch|ERR_|booking/ });

    test('the age check, server field errors and a main API that is down lose nothing typed', async ({
      page,
      context,
    }) => {
      await withAnsweredConsent(context);
      const term = await seededClass('se', 'kungens-kurva', 'SportKidz');
      await page.goto(bookingUrl('se', 'sv', 'kungens-kurva', failures));
      const typed = [...swedishParent(term, 10)] as [string, string][];
      await fillIn(page, typed);
      await field(page, sv.child.tshirtSize).selectOption('140/146');
      const submit = page.getByRole('button', { name: sv.submit });

      // A ten-year-old for 7–9: the age group's rule, in words, at the field, focus there.
      await submit.click();
      const birthdate = field(page, sv.child.birthdate);
      await expect(birthdate).toBeFocused();
      await expect(birthdate).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#booking-childBirthdate-problem')).toHaveText(
        `Barnet är för gammalt för den här åldersgruppen. Den är för barn som är 7–9 år den ${swedishDate(term.firstOccasionDate)}, och med det här födelsedatumet är barnet då 10 år.`,
      );
      await expect(page.getByTestId('booking-alert')).toHaveText(sv.fixFields);
      typed[6] = [sv.child.birthdate, bornYearsBefore(term, 8)];
      await birthdate.fill(typed[6][1]);
      // Its one problem fixed, the summary of the problems goes too.
      await expect(page.getByTestId('booking-alert')).toHaveText('');

      // The server refuses two fields with messages of its own and no code: our sentence at
      // each, its words only quoted under it; focus on the first.
      typed.push([sv.child.otherInformation, `Hämtas av mormor ${fieldErrorTrigger}`]);
      await field(page, sv.child.otherInformation).fill(typed.at(-1)![1]);
      await submit.click();
      for (const [id, words] of [
        ['#booking-phone-problem', "'Phone' is not a mobile number we can send text messages to."],
        [
          '#booking-childLastName-problem',
          "'Child Last Name' must be the child's own last name, not a placeholder.",
        ],
      ]) {
        const problem = page.locator(id!);
        await expect(problem).toContainText(messages.sv.serviceMessages.unknown);
        await expect(problem.locator('.service-detail q')).toHaveText(words!);
      }
      await expect(field(page, sv.parent.phone)).toBeFocused();
      await expectValues(page, typed);
      typed[typed.length - 1] = [sv.child.otherInformation, 'Hämtas av mormor'];
      await field(page, sv.child.otherInformation).fill('Hämtas av mormor');

      // The main API cannot be reached, then fails: the spec's texts, every value kept.
      // (Chromium sends a POST again on a dropped connection, so "down" is refused in the browser.)
      await page.route(`${standInUrls.mainApi}/**`, (route) => route.abort('connectionrefused'));
      await submit.click();
      await expect(page.getByTestId('booking-alert')).toHaveText(messages.sv.errors.network);
      await expectValues(page, typed);
      await page.unroute(`${standInUrls.mainApi}/**`);
      await addMainApiFault({
        path: '/api/child-class/booking',
        method: 'POST',
        kind: 'status',
        status: 500,
        times: 1,
      });
      await submit.click();
      await expect(page.getByTestId('booking-alert')).toHaveText(messages.sv.errors.server);
      await expectValues(page, typed);
      await page.reload();
      // All of it but the child's health data (allergies, other information): never stored,
      // so a reload asks for it again (docs/storage.md).
      const health: string[] = [sv.child.allergies, sv.child.otherInformation];
      await expectValues(
        page,
        typed.filter(([label]) => !health.includes(label)),
      );
      for (const label of health) await expect(field(page, label)).toHaveValue('');
      await expect(field(page, sv.child.tshirtSize)).toHaveValue('140/146');

      // Back up: the same values book.
      await page.getByRole('button', { name: sv.submit }).click();
      await page.waitForURL((url) => url.pathname === pagePath('childClassBookingConfirmation', 'sv'));
      await expect(page.getByTestId('order-reference')).toHaveText(/^CC-/);
      // Once booked, the form starts empty again.
      await page.goto(bookingUrl('se', 'sv', 'kungens-kurva', failures));
      await expect(field(page, sv.parent.firstName)).toHaveValue('');
    });

    test('the last place gone meanwhile: the translated message, the class as it is now, the values kept', async ({
      page,
      context,
    }) => {
      await withAnsweredConsent(context);
      const term = await seededClass('se', 'uppsala-bolanderna', 'SportKidz');
      await page.goto(bookingUrl('se', 'sv', 'uppsala-bolanderna', meanwhile));
      const typed = swedishParent(term, 3);
      await fillIn(page, typed);
      await field(page, sv.child.tshirtSize).selectOption('92/98');
      await setPlaces(meanwhile, 0);
      await page.getByRole('button', { name: sv.submit }).click();

      const alert = page.getByTestId('booking-alert');
      await expect(alert).toContainText(sv.fullyBookedMeanwhile);
      await expect(alert).toBeFocused();
      await expect(page.getByTestId('booking-summary')).toContainText(sv.summary.fullyBooked);
      await expect(page.getByRole('button', { name: sv.submit })).toHaveCount(0);
      await expectValues(page, typed);
      await expect(
        alert.getByRole('link', { name: fill(sv.chooseAnother, 'Play Centre Uppsala Boländerna', 'name') }),
      ).toHaveAttribute('href', playgroundPath('sv', 'uppsala-bolanderna'));
      // Another age group's form starts with what was typed, but for the allergies: health
      // data stays in the page (docs/storage.md).
      await page.goto(
        bookingUrl(
          'se',
          'sv',
          'uppsala-bolanderna',
          seededAgeGroupId('uppsala-bolanderna', 'SportKidzTrial', 3),
        ),
      );
      await expect(page.getByTestId('booking-summary')).toContainText(sv.summary.trialClass);
      await expectValues(
        page,
        typed.filter(([label]) => label !== sv.child.allergies),
      );
      await expect(field(page, sv.child.allergies)).toHaveValue('');
    });
  });

  test('a guest’s draft stays in the tab: a new tab of the same browser starts empty, and nothing stored holds the child', async ({
    page,
    context,
  }) => {
    await withAnsweredConsent(context);
    const term = await seededClass('se', 'kungens-kurva', 'SportKidz');
    const url = bookingUrl('se', 'sv', 'kungens-kurva', failures);
    await page.goto(url);
    await fillIn(page, swedishParent(term, 8));
    await field(page, sv.child.allergies).fill('Svår jordnötsallergi (EpiPen)');
    await expect.poll(() => storedValues(page)).toContain('Vera');
    expect(await storedValues(page)).not.toMatch(/jordnöt|EpiPen|Nötter/);
    await page.close();

    const later = await context.newPage();
    await later.goto(url);
    await expect(field(later, sv.parent.firstName)).toBeEditable();
    for (const label of [sv.parent.firstName, sv.parent.email, sv.child.firstName, sv.child.allergies])
      await expect(field(later, label)).toHaveValue('');
    expect(await storedValues(later)).not.toMatch(/Johanna|johanna\.ek|Vera|jordnöt|EpiPen/);
  });

  for (const [code, language, slug] of [
    ['se', 'sv', 'molndal'],
    ['fi', 'en', featuredPlaygroundSlug('fi')],
  ] as const) {
    test(`${code}/${language}: a trial session's confirmation says what was booked and that it is paid at the play centre`, async ({
      page,
      context,
    }) => {
      await withAnsweredConsent(context);
      const t = messages[language].childClassBooking;
      const trial = await seededClass(code, slug, 'SportKidzTrial');
      const group = seededAgeGroupId(slug, 'SportKidzTrial', 5);
      await setPlaces(group, placesPerAgeGroup);
      await page.goto(bookingUrl(code, language, slug, group));
      await fillIn(page, [
        [t.parent.firstName, 'Aino'],
        [t.parent.lastName, 'Laine'],
        [t.parent.email, 'aino.laine@example.com'],
        [t.parent.phone, code === 'se' ? '070-765 43 21' : countries[code].mobileExample],
        [t.child.firstName, 'Eeli'],
        [t.child.lastName, 'Laine'],
        [t.child.birthdate, bornYearsBefore(trial, 5)],
      ]);
      const price = trial.price?.priceIncVat ?? 0;
      expect(price).toBeGreaterThan(0);
      await page.getByTestId('booking-submit').click();
      await page.waitForURL((url) => url.pathname === pagePath('childClassBookingConfirmation', language));
      const c = t.confirmation;
      await expect(page.getByTestId('booking-kind')).toHaveText(c.kinds.trial);
      await expect(page.getByTestId('booked-lead')).toHaveText(
        t.confirmation.lead.replace('{{child}}', 'Eeli').replace('{{class}}', trial.name ?? ''),
      );
      await expect(page.getByTestId('booked-facts')).toContainText('Eeli Laine');
      // A price and no payment link: paid at the play centre on the day, and said so.
      const formatted = new Intl.NumberFormat(`${language}-${code.toUpperCase()}`, {
        style: 'currency',
        currency: code === 'se' ? 'SEK' : 'EUR',
        minimumFractionDigits: 0,
      }).format(price);
      await expect(page.getByTestId('payment-due')).toHaveText(
        c.payment.atPlayCentre.replace('{{price}}', formatted),
      );
      await expect(page.getByTestId('pay')).toBeHidden();
      await expect(page.getByTestId('booking-information')).toHaveText(
        language === 'sv' ? /^Välkommen till / : /^Welcome to /,
      );
      await expect(page.getByTestId('back-to-play-centre')).toHaveAttribute(
        'href',
        playgroundPath(language, slug),
      );
      expect(await axeViolations(page), 'the confirmation').toEqual([]);
    });
  }

  test('signed in (se/en): the family picker offers only the children the group can take', async ({
    page,
    context,
  }) => {
    await withAnsweredConsent(context);
    const en = messages.en.childClassBooking;
    // Astrid's Elsa is 8 and Oskar 6 on the first session of the 5–6 trial group.
    await signInAtIdentity(context, 'astrid.lindqvist@example.com');
    await page.goto(bookingUrl('se', 'en', 'molndal', seededAgeGroupId('molndal', 'SportKidzTrial', 5)));
    const children = page.getByTestId('booking-children');
    await expect(children.getByRole('radio', { name: 'Oskar Lindqvist' })).toBeChecked({ timeout: 15_000 });
    await expect(field(page, en.child.firstName)).toHaveValue('Oskar');
    const elsa = children.getByRole('radio', { name: 'Elsa Lindqvist' });
    await expect(elsa).toBeDisabled();
    await expect(elsa).toHaveAccessibleDescription(
      /^Too old for this group: 8 years old on \d{1,2} \w+ \d{4}$/,
    );
  });

  test('a hostile payment link is never linked', async ({ page, context }) => {
    await withAnsweredConsent(context);
    const term = await seededClass('se', 'molndal', 'SportKidz');
    const booking = await bookAtApi(term, seededAgeGroupId('molndal', 'SportKidz', 3), 4);
    for (const hostile of [
      'javascript:alert(document.domain)',
      'https://evil.example/pay',
      `${standInUrls.accountSite}/dk/payment/child-class/${booking.orderReference}`,
      `https://user@${new URL(standInUrls.accountSite).host}/se/payment/x`,
      `${standInUrls.accountSite}/se/payment/%2F%2Fevil.example`,
      `http://${new URL(standInUrls.accountSite).host}/se/payment/x`,
    ]) {
      await setLinkPayment(booking.guid, hostile);
      await page.goto(confirmationUrl('se', 'sv', booking));
      // Booked elsewhere (at the API): this tab knows no price, so it cannot say more.
      await expect(page.getByTestId('payment-due'), hostile).toHaveText(sv.confirmation.payment.unknown);
      await expect(page.getByTestId('pay'), hostile).toBeHidden();
      await expect(page.locator('a[href^="javascript:" i], a[href*="evil"]')).toHaveCount(0);
    }
  });

  for (const [language, code] of languages) {
    test(`${code}/${language}: the form, its error state and the confirmation have no axe violations nor HTML_CodeSniffer errors`, async ({
      page,
      context,
    }) => {
      await withAnsweredConsent(context);
      const t = messages[language].childClassBooking;
      const slug = featuredPlaygroundSlug(code);
      const group = seededAgeGroupId(slug, 'SportKidz', 3);
      await page.goto(bookingUrl(code, language, slug, group));
      await expect(page.getByTestId('booking-summary')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-session', 'signedOut');
      expect(await axeViolations(page), 'form').toEqual([]);
      expect(await codeSnifferErrors(page), 'form: HTML_CodeSniffer').toEqual([]);

      await page.getByTestId('booking-submit').click();
      await expect(field(page, t.parent.firstName)).toBeFocused();
      await expect(page.getByTestId('booking-alert')).toHaveText(t.fixFields);
      await expect(page.locator('#booking-parentFirstName-problem')).toHaveText(
        t.problems.parentFirstNameRequired,
      );
      // Every field the booking needs says so; the two it does not need say "(optional)" in the
      // page's words, as registration's do.
      for (const label of [
        t.parent.firstName,
        t.parent.lastName,
        t.parent.email,
        t.parent.phone,
        t.child.firstName,
        t.child.lastName,
        t.child.birthdate,
      ])
        await expect(field(page, label), label).toHaveJSProperty('required', true);
      await expect(field(page, t.parent.callingCode)).toHaveAttribute('aria-required', 'true');
      const optional = /\([^)]+\)$/.exec(messages[language].register.phone)![0];
      for (const label of [t.child.allergies, t.child.otherInformation]) {
        expect(label.endsWith(` ${optional}`), `"${label}" ends with "${optional}"`).toBe(true);
        await expect(field(page, label), label).toHaveJSProperty('required', false);
      }
      expect(await axeViolations(page), 'errors').toEqual([]);
      expect(await codeSnifferErrors(page), 'errors: HTML_CodeSniffer').toEqual([]);

      await setPlaces(group, placesPerAgeGroup);
      const booking = await bookAtApi(await seededClass(code, slug, 'SportKidz'), group, 3);
      await page.goto(confirmationUrl(code, language, booking));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmation.heading);
      await expect(page.getByTestId('pay')).toBeVisible();
      expect(await axeViolations(page), 'confirmation').toEqual([]);
      expect(await codeSnifferErrors(page), 'confirmation: HTML_CodeSniffer').toEqual([]);
    });
  }
});

test('the confirmation without its booking goes to the not-found page', async ({ page }) => {
  await page.goto(
    `${sweden}${pagePath('childClassBookingConfirmation', 'sv')}?orderReference=CC-1&bookingId=%20`,
  );
  await page.waitForURL((url) => url.pathname === pagePath('notFound', 'sv'));
  expect(new URL(page.url()).searchParams.get('orderReference')).toBe('CC-1');
});

/** A text's placeholder filled in, as the page does (`{{brand}}` by default). */
function fill(template: string, value: string, name = 'brand'): string {
  return template.replace(`{{${name}}}`, value);
}
