import { childClassBookingPath, pagePath, playgroundPath } from '../../src/config/routes.ts';
import { countries } from '../../src/config/countries.ts';
import { localeTag } from '../../src/config/localeTag.ts';
import { fill } from '../../src/i18n/fill.ts';
import { messages } from '../../src/i18n/index.ts';
import { priceDisplay } from '../../src/lib/playground/priceDisplay.ts';
import { placesPerAgeGroup } from '../stand-ins/seed/childClasses.ts';
import { bornYearsBefore, seededAgeGroupId, seededClass, setPlaces } from '../e2e/support/booking.ts';
import { featuredPlaygroundSlug } from '../e2e/support/playground.ts';
import { expect, test } from './fixtures.ts';
import {
  answerConsent,
  clickButton,
  expectNoErrorNotice,
  field,
  heading,
  pick,
  press,
  siteHost,
  textOf,
  typeInto,
  until,
  untilAt,
  visit,
  type Place,
} from './support/pages.ts';

/** WebKit in Swedish on the Swedish site, Firefox in German on the German one. */
const placeOf = (engine: string): Place =>
  engine === 'webkit' ? { country: 'se', language: 'sv' } : { country: 'de', language: 'de' };

test.describe('a play centre', () => {
  test("shows the next seven days' hours and the classes, and books a place to its confirmation", async ({
    tab,
  }) => {
    const place = placeOf(tab.engine);
    const slug = featuredPlaygroundSlug(place.country);
    // The term's 3–4 group, with places: no test of the Chromium suite books in it.
    const group = seededAgeGroupId(slug, 'SportKidz', 3);
    await setPlaces(group, placesPerAgeGroup);
    const term = await seededClass(place.country, slug, 'SportKidz');
    const p = messages[place.language].playground;
    const t = messages[place.language].childClassBooking;

    await visit(tab, `${siteHost(place)}${playgroundPath(place.language, slug)}`);
    await answerConsent(tab, place.language);
    // Seven days, today first (computed in the play centre's time zone).
    await until(
      tab,
      'seven days of hours',
      7,
      () => document.querySelectorAll('[data-testid="opening-hours"] tr').length,
    );
    expect(await textOf(tab, '[data-testid="opening-hours"] tr.playground__today th')).toContain(p.today);
    expect(await tab.run((failed: string) => document.body.innerText.includes(failed), p.hoursFailed)).toBe(
      false,
    );
    expect(
      await tab.run(() => document.querySelectorAll('[data-testid="child-class"]').length),
    ).toBeGreaterThan(0);
    await expectNoErrorNotice(tab);

    // The class's booking link, then the form as a guest.
    await press(tab, `[data-testid="age-group"] a[href$="/${group}"]`);
    await untilAt(tab, childClassBookingPath(place.language, slug, group));
    await until(tab, 'booking form ready', true, () => Boolean(document.querySelector('form.booking-form')));
    const form = 'form.booking-form';
    await typeInto(tab, form, t.parent.firstName, 'Johanna');
    await typeInto(tab, form, t.parent.lastName, 'Ek');
    await typeInto(tab, form, t.parent.email, 'johanna.ek@example.com');
    await typeInto(tab, form, t.parent.phone, place.country === 'se' ? '070-765 43 21' : '151 2345 6789');
    await typeInto(tab, form, t.child.firstName, 'Vera');
    await typeInto(tab, form, t.child.lastName, 'Ek');
    await pick(tab, form, t.child.birthdate, bornYearsBefore(term, 3));
    const sizes = await field(tab, form, t.child.tshirtSize);
    await until(
      tab,
      'T-shirt sizes loaded',
      true,
      (css: string) => {
        return document.querySelector<HTMLSelectElement>(css)!.options.length > 1;
      },
      sizes,
    );
    const size = await tab.run(
      (css: string) => document.querySelector<HTMLSelectElement>(css)!.options[1]!.value,
      sizes,
    );
    await pick(tab, form, t.child.tshirtSize, size);
    // A paid place: the button names its price, or in Germany says booking obliges to pay.
    const price = priceDisplay(
      term.price,
      countries[place.country].currency,
      localeTag(place.language, place.country),
    )!.price;
    const submit =
      place.country === 'de' ? t.submitObliges : fill(t.submitPaid, { price }).replace(/\s+/g, ' ');
    await clickButton(tab, form, submit);

    await untilAt(tab, pagePath('childClassBookingConfirmation', place.language));
    await expect.poll(() => heading(tab), { timeout: 15_000 }).toBe(t.confirmation.heading);
    await until(tab, 'an order reference', true, () =>
      /^CC-\d{4}-\d+$/.test(
        document.querySelector<HTMLElement>('[data-testid="order-reference"]')?.innerText ?? '',
      ),
    );
    await expectNoErrorNotice(tab);
  });
});

test.describe('the play-centre finder', () => {
  test('filters the list by name or town as the parent types', async ({ tab }) => {
    const place = placeOf(tab.engine);
    const t = messages[place.language].playground.finder;
    await visit(tab, `${siteHost(place)}${pagePath('playgroundFinder', place.language)}`);
    await answerConsent(tab, place.language);
    const shown = () =>
      [...document.querySelectorAll<HTMLElement>('[data-finder-entry]')]
        .filter((entry) => entry.getClientRects().length > 0)
        .map((entry) => entry.querySelector('a')!.textContent!.trim());
    const all = await tab.run(shown);
    expect(all.length).toBeGreaterThan(2);
    await typeInto(tab, '[data-finder]', t.filterLabel, place.country === 'se' ? 'malmo' : 'koln');
    await until(
      tab,
      'one play centre left',
      1,
      () =>
        [...document.querySelectorAll<HTMLElement>('[data-finder-entry]')].filter(
          (entry) => entry.getClientRects().length > 0,
        ).length,
    );
    expect((await tab.run(shown))[0]).toMatch(place.country === 'se' ? /Malmö/ : /Köln/);
  });
});
