import { randomUUID } from 'node:crypto';
import type { AgeGroup, ChildClass } from '../../../src/lib/api/types/childClass.ts';
import type { StandInState } from '../seed/state.ts';
import { tShirtSizes } from '../seed/childClasses.ts';
import { ageOn } from '../shared/age.ts';
import { errorBody, fieldError, validationBody } from '../shared/errorBody.ts';
import { countries, developmentEndpoints } from '../shared/origins.ts';
import { acceptLanguageTags, languageOn } from '../shared/sites.ts';
import type { Language } from '../../../src/config/languages.ts';
import { isEmailAddress } from '../shared/passwords.ts';
import { emptyFields, isUtcMidnight, jsonBody, text } from '../shared/requests.ts';
import { notFound, type MainApiApp, type RouteOptions } from './app.ts';

/**
 * Typed into a booking's other information, this makes the booking answer 400 with field
 * errors on the child's last name and the phone, worded as the real validators word them, so a
 * browser test can show server field errors at their fields.
 */
export const fieldErrorTrigger = '#field-errors';

/** Sets an age group's places; no places left makes it fully booked (and its class, when all are). */
function setPlaces(state: StandInState, childClass: ChildClass, group: AgeGroup, places: number): void {
  state.placesLeft.set(group.id, places);
  group.fullyBooked = places <= 0;
  childClass.fullyBooked = (childClass.ageGroups ?? []).every((each) => each.fullyBooked);
}

function findGroup(state: StandInState, groupId: string) {
  for (const childClass of state.childClasses) {
    const group = childClass.ageGroups?.find((candidate) => candidate.id === groupId);
    if (group) return { childClass, group };
  }
  return undefined;
}

/** Child classes and their booking (spec §7). Booking needs no sign-in: the parent's details come along. */
export function addChildClassRoutes(app: MainApiApp, { state, log }: RouteOptions): void {
  app.get('/api/child-class/by-playground/:playgroundId', (c) => {
    const id = c.req.param('playgroundId');
    const playground = state.playgrounds().find((p) => p.guid === id || p.slug === id);
    if (!playground) return notFound(c, 'Playground', id);
    return c.json(state.childClasses.filter((childClass) => childClass.playgroundId === playground.guid));
  });

  app.get('/api/child-class/t-shirt-sizes', (c) => c.json(tShirtSizes));

  app.post('/api/child-class/booking', async (c) => {
    const body = await jsonBody(c);
    const groupId = text(body['childClassAgeGroupId']);
    const found = findGroup(state, groupId);
    const childClass = found?.childClass;
    const group = found?.group;
    const errors = emptyFields({
      ChildClassAgeGroupId: body['childClassAgeGroupId'],
      Email: body['email'],
      ParentFirstName: body['parentFirstName'],
      ParentLastName: body['parentLastName'],
      Phone: body['phone'],
      ChildFirstName: body['childFirstName'],
      ChildLastName: body['childLastName'],
      ChildBirthdate: body['childBirthdate'],
    });
    if (groupId !== '' && !group) errors['ChildClassAgeGroupId'] = ['The age group does not exist.'];
    if (!errors['Email'] && !isEmailAddress(text(body['email'])))
      errors['Email'] = [fieldError('EmailValidator', "'Email' is not a valid email address.")];
    if (!errors['ChildBirthdate'] && !isUtcMidnight(body['childBirthdate'])) {
      errors['ChildBirthdate'] = [
        'The birthdate must be sent as midnight UTC, e.g. 2019-05-04T00:00:00.000Z.',
      ];
    }
    if (body['tshirtSize'] != null && !tShirtSizes.includes(String(body['tshirtSize']))) {
      errors['TshirtSize'] = [`'TshirtSize' must be one of ${tShirtSizes.join(', ')}.`];
    }
    if (!errors['ChildBirthdate'] && group && childClass?.firstOccasionDate) {
      const age = ageOn(String(body['childBirthdate']), childClass.firstOccasionDate);
      if (age < (group.minAge ?? 0) || age > (group.maxAge ?? 99)) {
        errors['ChildBirthdate'] = [
          `The child must be ${group.minAge}–${group.maxAge} years old on the first occasion.`,
        ];
      }
    }
    if (text(body['otherInformation']).includes(fieldErrorTrigger)) {
      errors['ChildLastName'] = ["'Child Last Name' must be the child's own last name, not a placeholder."];
      errors['Phone'] = ["'Phone' is not a mobile number we can send text messages to."];
    }
    if (Object.keys(errors).length > 0) return c.json(validationBody(errors), 400);
    if (!childClass || !group || group.fullyBooked || (state.placesLeft.get(group.id) ?? 0) <= 0) {
      return c.json(
        errorBody('FullyBooked', 'The age group is fully booked.', { exceptionType: 'BookingException' }),
        400,
      );
    }
    setPlaces(state, childClass, group, (state.placesLeft.get(group.id) ?? 0) - 1);
    const guid = randomUUID();
    const orderReference = state.nextOrderReference('CC');
    state.bookings.set(guid, { guid, orderReference, childClass, email: text(body['email']) });
    log(`[main-api] booking ${orderReference} of ${childClass.name} for ${text(body['childFirstName'])}`);
    return c.json({ guid, orderReference });
  });

  /**
   * The service's own confirmation text, as the real one writes it: in the request's culture
   * (Accept-Language) where the country's site speaks it, else the country's language.
   */
  const confirmationTexts: Record<Language, (className: string, email: string) => string> = {
    sv: (name, email) => `Välkommen till ${name}! En bekräftelse har skickats till ${email}.`,
    nb: (name, email) => `Velkommen til ${name}! En bekreftelse er sendt til ${email}.`,
    da: (name, email) => `Velkommen til ${name}! En bekræftelse er sendt til ${email}.`,
    fi: (name, email) => `Tervetuloa kurssille ${name}! Vahvistus on lähetetty osoitteeseen ${email}.`,
    de: (name, email) => `Willkommen bei ${name}! Eine Bestätigung wurde an ${email} geschickt.`,
    en: (name, email) => `Welcome to ${name}! A confirmation has been sent to ${email}.`,
  };

  app.get('/api/child-class/booking/:bookingId/confirmation-information/:orderReference', (c) => {
    const booking = state.bookings.get(c.req.param('bookingId'));
    if (!booking || booking.orderReference !== c.req.param('orderReference')) {
      return notFound(c, 'Booking', `${c.req.param('bookingId')}/${c.req.param('orderReference')}`);
    }
    const { childClass } = booking;
    const code = state.countryCodeOfPlayground(childClass.playgroundId ?? '') ?? 'se';
    const payment = new URL(
      `${developmentEndpoints[code].paymentBase}/child-class/${booking.orderReference}`,
    );
    payment.searchParams.set('amount', String(childClass.price?.priceIncVat ?? ''));
    payment.searchParams.set('currency', countries[code].currency);
    return c.json({
      guid: booking.guid,
      orderReference: booking.orderReference,
      confirmationInformation: confirmationTexts[
        languageOn(code, acceptLanguageTags(c.req.header('accept-language')))
      ](childClass.name ?? '', booking.email),
      isTrialClass: childClass.isTrialClass,
      classType: childClass.classType,
      // A trial class is free; the others are paid on the payment pages, unless a test said otherwise.
      linkPayment:
        booking.linkPayment !== undefined
          ? booking.linkPayment
          : childClass.isTrialClass
            ? null
            : payment.href,
    });
  });

  // Test controls (README, "Control endpoints").
  app.put('/__control/child-class-places/:ageGroupId', async (c) => {
    const found = findGroup(state, c.req.param('ageGroupId'));
    if (!found) return notFound(c, 'Age group', c.req.param('ageGroupId'));
    const places = (await jsonBody(c))['places'];
    if (!Number.isInteger(places) || (places as number) < 0)
      return c.json(validationBody({ Places: ["'Places' must be a whole number, 0 or more."] }), 400);
    setPlaces(state, found.childClass, found.group, places as number);
    return c.json({ ageGroupId: found.group.id, places, fullyBooked: found.group.fullyBooked });
  });

  app.put('/__control/child-class-bookings/:bookingId', async (c) => {
    const booking = state.bookings.get(c.req.param('bookingId'));
    if (!booking) return notFound(c, 'Booking', c.req.param('bookingId'));
    const link = (await jsonBody(c))['linkPayment'];
    if (link !== null && typeof link !== 'string')
      return c.json(validationBody({ LinkPayment: ["'LinkPayment' must be a string or null."] }), 400);
    booking.linkPayment = link;
    return c.json({ guid: booking.guid, linkPayment: link });
  });
}
