import { randomUUID } from 'node:crypto';
import type { ChildClass } from '../../../src/lib/api/types/childClass.ts';
import { tShirtSizes } from '../seed/childClasses.ts';
import { ageOn } from '../shared/age.ts';
import { errorBody, validationBody } from '../shared/errorBody.ts';
import { developmentEndpoints } from '../shared/origins.ts';
import { isEmailAddress } from '../shared/passwords.ts';
import { emptyFields, isUtcMidnight, jsonBody, text } from '../shared/requests.ts';
import { notFound, type MainApiApp, type RouteOptions } from './app.ts';

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
    const childClass = state.childClasses.find((candidate) =>
      candidate.ageGroups?.some((group) => group.id === groupId),
    );
    const group = childClass?.ageGroups?.find((candidate) => candidate.id === groupId);
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
      errors['Email'] = ["'Email' is not a valid email address."];
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
    if (Object.keys(errors).length > 0) return c.json(validationBody(errors), 400);
    if (group?.fullyBooked) {
      return c.json(
        errorBody('FullyBooked', 'The age group is fully booked.', { exceptionType: 'BookingException' }),
        400,
      );
    }
    const booked = childClass as ChildClass;
    const guid = randomUUID();
    const orderReference = state.nextOrderReference('CC');
    state.bookings.set(guid, { guid, orderReference, childClass: booked, email: text(body['email']) });
    log(`[main-api] booking ${orderReference} of ${booked.name} for ${text(body['childFirstName'])}`);
    return c.json({ guid, orderReference });
  });

  app.get('/api/child-class/booking/:bookingId/confirmation-information/:orderReference', (c) => {
    const booking = state.bookings.get(c.req.param('bookingId'));
    if (!booking || booking.orderReference !== c.req.param('orderReference')) {
      return notFound(c, 'Booking', `${c.req.param('bookingId')}/${c.req.param('orderReference')}`);
    }
    const { childClass } = booking;
    const code = state.countryCodeOfPlayground(childClass.playgroundId ?? '') ?? 'se';
    return c.json({
      guid: booking.guid,
      orderReference: booking.orderReference,
      confirmationInformation: `${childClass.name} – ${childClass.firstOccasionDate?.slice(0, 10)}. A confirmation was sent to ${booking.email}.`,
      isTrialClass: childClass.isTrialClass,
      classType: childClass.classType,
      // A trial class is free; the others are paid on the order site.
      linkPayment: childClass.isTrialClass
        ? null
        : `${developmentEndpoints[code].orderBase}/payment/${booking.orderReference}`,
    });
  });
}
