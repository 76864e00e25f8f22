import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { phoneChoices } from '../../../src/config/callingCodeChoices.ts';
import { countries } from '../../../src/config/countries.ts';
import { localeTag } from '../../../src/config/localeTag.ts';
import { errorTexts } from '../../../src/i18n/errorTexts.ts';
import { pageMessages } from '../../../src/i18n/pageMessages.ts';
import { serviceTexts } from '../../../src/i18n/serviceTexts.ts';
import BookingForm from '../../../src/islands/childClassBooking/BookingForm.tsx';
import type { BookingPageConfig } from '../../../src/islands/childClassBooking/config.ts';
import ChildrenStep from '../../../src/islands/onboarding/ChildrenStep.tsx';
import type { OnboardingConfig } from '../../../src/islands/onboarding/texts.ts';
import type { Booking } from '../../../src/stores/booking.ts';
import { familyChild, familyOf, setUp } from '../childClassBooking/bookingSetUp.ts';
import { fakeApi, flow } from '../onboarding/onboardingSetUp.ts';

// The booking form and onboarding's children step are drawn in the browser only, so the built
// pages hold none of their fields: they are rendered here. A parent's fields say what they hold,
// so the browser fills them in; every field about a child is `off`, so that on a shared computer
// the browser never offers one family's child (name, birthday, allergies) to the next person.
// A field added later is `off` unless it is named here as the parent's.

const language = 'sv';
const country = countries.se;
const messages = pageMessages(language, country);
const shared = {
  errors: errorTexts(language),
  service: serviceTexts(language),
  language,
  locale: localeTag(language, country.code),
  ...phoneChoices(country),
} as const;

const bookingConfig: BookingPageConfig = {
  ...shared,
  texts: messages.childClassBooking,
  // Not shown by the form: the page's view for an address that names no class.
  notFound: { heading: '', text: '', backHref: '/', backLabel: '' },
  currency: country.currency,
  brand: country.brand,
  paidButtonObliges: country.paidButtonObliges,
  privacyPolicy: 'https://www.example.com/integritetspolicy',
  built: null,
};

const onboardingConfig: OnboardingConfig = {
  ...shared,
  texts: messages.onboarding,
  resend: messages.emailConfirmation.resend,
  ownPaths: [],
};

/** The autofill token the parent's fields of the booking form carry, by control name. */
const parentFields: Record<string, string> = {
  'booking-parentFirstName': 'given-name',
  'booking-parentLastName': 'family-name',
  'booking-email': 'email',
  'booking-phoneCountryCode': 'tel-country-code',
  'booking-phone': 'tel-national',
};

/**
 * HTML forbids `autocomplete` on a checkbox or a radio button, and browsers fill in neither: the
 * booking's consent boxes and its picker of the signed-in family's children.
 */
const noAutofill = new Set(['checkbox', 'radio']);

/**
 * Every form control of some markup that can be filled in (React escapes `>` in attribute
 * values, so a tag ends at the first one): its name (its id, or its tag, if it has none) and
 * its `autocomplete` (null when it has none).
 */
function autocompleteOf(html: string): Record<string, string | null> {
  const controls = [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/gi)].map(([, tag, attributes]) => {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes ?? '')?.[1];
    return {
      key: attribute('name') ?? attribute('id') ?? String(tag),
      type: attribute('type'),
      autocomplete: attribute('autocomplete') ?? null,
    };
  });
  return Object.fromEntries(
    controls
      .filter((control) => !noAutofill.has(control.type ?? ''))
      .map((control) => [control.key, control.autocomplete]),
  );
}

/** What the booking form's fields must say: the parent's their token, everything else `off`. */
const expectedFor = (fields: Record<string, string | null>) =>
  Object.fromEntries(Object.keys(fields).map((name) => [name, parentFields[name] ?? 'off']));

/** The child's fields of a SportKidz term (its T-shirt size too). */
const childFields = [
  'booking-childFirstName',
  'booking-childLastName',
  'booking-childBirthdate',
  'booking-tshirtSize',
  'booking-allergies',
  'booking-otherInformation',
];

function renderBooking(booking: Booking): string {
  const state = booking.$state.get();
  if (!state.target) throw new Error(`no class to book: ${state.phase}`);
  return renderToString(
    createElement(BookingForm, {
      state,
      target: state.target,
      booking,
      config: bookingConfig,
      today: '2026-11-23',
      signInHref: '/profile/sv/logga-in',
    }),
  );
}

describe('the booking form’s autocomplete', () => {
  it('should name what the parent’s fields hold, and turn off every other field, for a guest', async () => {
    const { booking } = setUp();
    await booking.load();
    const fields = autocompleteOf(renderBooking(booking));
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining([...Object.keys(parentFields), ...childFields]),
    );
    expect(fields).toEqual(expectedFor(fields));
  });

  it('should do the same for a signed-in parent, whose children are offered', async () => {
    const { booking, state } = setUp();
    await booking.load();
    await booking.useFamily(
      familyOf(familyChild('mia', 'Mia', '2018-08-05'), familyChild('paul', 'Paul', '2021-03-01')),
    );
    expect(state().family.status).toBe('member');
    const html = renderBooking(booking);
    expect(html).toContain('data-testid="booking-children"');
    const fields = autocompleteOf(html);
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining([...Object.keys(parentFields), ...childFields]),
    );
    expect(fields).toEqual(expectedFor(fields));
  });
});

describe('onboarding’s children step autocomplete', () => {
  it('should turn off every field of the child form', async () => {
    const { onboarding } = flow(fakeApi({ phone: '701234567', children: 1 }).api);
    await onboarding.load();
    const html = renderToString(
      createElement(ChildrenStep, {
        state: onboarding.$state.get(),
        onboarding,
        config: onboardingConfig,
        today: '2026-11-22',
      }),
    );
    const fields = autocompleteOf(html);
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['onboarding-firstname', 'onboarding-lastname', 'onboarding-birthdate']),
    );
    expect(fields).toEqual(Object.fromEntries(Object.keys(fields).map((name) => [name, 'off'])));
  });
});
