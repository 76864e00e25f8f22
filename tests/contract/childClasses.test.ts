import { beforeAll, describe, expect, it } from 'vitest';
import { ChildClassClient } from '../../src/lib/api/childClassClient.ts';
import type { ChildClass, ChildClassBookingRequest } from '../../src/lib/api/types/childClass.ts';
import { errorText } from '../support/errorText.ts';
import { propertyErrorMap } from '../../src/lib/errors/propertyErrors.ts';
import { placesPerAgeGroup, seededAgeGroupId } from '../stand-ins/seed/childClasses.ts';
import { fieldErrorTrigger } from '../stand-ins/main-api/childClasses.ts';
import { clients, control } from './support/standIns.ts';

let classes: ChildClass[];
let molndalId: string;

beforeAll(async () => {
  const [molndal] = await clients().locations.search('molndal', 'Playground');
  molndalId = molndal?.locationid ?? '';
  classes = await clients().childClasses.byPlayground(molndalId);
});

function bookingFor(
  ageGroupId: string,
  childBirthdate: ChildClassBookingRequest['childBirthdate'],
): ChildClassBookingRequest {
  return {
    childClassAgeGroupId: ageGroupId,
    email: 'johanna.ek@example.com',
    parentFirstName: 'Johanna',
    parentLastName: 'Ek',
    phone: '707654321',
    phoneCountryCode: '+46',
    gdprDisallowInformation: false,
    gdprAllowPartnerInformation: false,
    childFirstName: 'Vera',
    childLastName: 'Ek',
    childBirthdate,
    allergies: null,
    otherInformation: null,
    tshirtSize: '104/110',
  };
}

/** A birthdate that makes the child `years` old (and a half) on the class's first occasion. */
function birthdateForAge(childClass: ChildClass, years: number): Date {
  const first = new Date(childClass.firstOccasionDate ?? '');
  return new Date(first.getUTCFullYear() - years, first.getUTCMonth() - 6, 15);
}

describe(ChildClassClient, () => {
  it('should list a term, a trial class and a camp at a play centre, in Swedish', async () => {
    expect(classes.map((childClass) => [childClass.classType, childClass.name])).toEqual([
      ['SportKidz', 'SportKidz – hösttermin'],
      ['SportKidzTrial', 'SportKidz – provpass'],
      ['LeoCamp', 'Sommarläger vecka 27'],
    ]);
  });

  it('should list the T-shirt sizes', async () => {
    await expect(clients().childClasses.tShirtSizes()).resolves.toContain('104/110');
  });

  it('should book a place with the birthdate sent as midnight UTC and show its confirmation', async () => {
    const term = classes.find((childClass) => childClass.classType === 'SportKidz') as ChildClass;
    const group = term.ageGroups?.find((candidate) => candidate.minAge === 3);
    const booked = await clients().childClasses.book(bookingFor(group?.id ?? '', birthdateForAge(term, 3)));
    expect(booked).toMatchObject({ guid: expect.any(String), orderReference: expect.stringMatching(/^CC-/) });
    const confirmation = await clients().childClasses.confirmation(
      booked?.guid ?? '',
      booked?.orderReference ?? '',
    );
    expect(confirmation).toMatchObject({
      orderReference: booked?.orderReference,
      classType: 'SportKidz',
      isTrialClass: false,
      linkPayment: `https://localhost:8792/se/payment/child-class/${booked?.orderReference}?amount=1450&currency=SEK`,
    });
    // Its text in the culture asked for, where the country's site speaks it; else the country's.
    expect(confirmation?.confirmationInformation).toMatch(/^Välkommen till SportKidz/);
    const inEnglish = await clients(undefined, { language: 'en-SE' }).childClasses.confirmation(
      booked?.guid ?? '',
      booked?.orderReference ?? '',
    );
    expect(inEnglish?.confirmationInformation).toMatch(
      /^Welcome to SportKidz .+! A confirmation has been sent to /,
    );
    const inGerman = await clients(undefined, { language: 'de-DE' }).childClasses.confirmation(
      booked?.guid ?? '',
      booked?.orderReference ?? '',
    );
    expect(inGerman?.confirmationInformation).toMatch(/^Välkommen till/);
  });

  it('should refuse a fully booked age group with the server’s message', async () => {
    const term = classes.find((childClass) => childClass.classType === 'SportKidz') as ChildClass;
    const full = term.ageGroups?.find((candidate) => candidate.fullyBooked);
    const error = await clients()
      .childClasses.book(bookingFor(full?.id ?? '', birthdateForAge(term, 5)))
      .catch((caught: unknown) => caught);
    expect(errorText(error)).toBe('The age group is fully booked.');
  });

  it('should refuse a child of the wrong age, naming the one field', async () => {
    const trial = classes.find((childClass) => childClass.classType === 'SportKidzTrial') as ChildClass;
    const group = trial.ageGroups?.find((candidate) => candidate.minAge === 7);
    const error = await clients()
      .childClasses.book(bookingFor(group?.id ?? '', birthdateForAge(trial, 3)))
      .catch((caught: unknown) => caught);
    expect(errorText(error)).toBe(
      'Validation failed: The child must be 7–9 years old on the first occasion.',
    );
  });
});

describe('the main API stand-in’s places', () => {
  it('should make an age group fully booked when its last place is taken, and refuse the next booking', async () => {
    const term = classes.find((childClass) => childClass.classType === 'SportKidz') as ChildClass;
    const groupId = seededAgeGroupId('molndal', 'SportKidz', 7);
    await control('mainApi', `child-class-places/${groupId}`, 'PUT', { places: 1 });
    await clients().childClasses.book(bookingFor(groupId, birthdateForAge(term, 8)));
    // A client of its own: the list of a minute ago, in the shared one's cache, still had the place.
    const now = await clients().childClasses.byPlayground(molndalId);
    const group = now.find((each) => each.id === term.id)?.ageGroups?.find((each) => each.id === groupId);
    expect(group?.fullyBooked).toBe(true);
    const error = await clients()
      .childClasses.book(bookingFor(groupId, birthdateForAge(term, 8)))
      .catch((caught: unknown) => caught);
    expect(errorText(error)).toBe('The age group is fully booked.');
    await control('mainApi', `child-class-places/${groupId}`, 'PUT', { places: placesPerAgeGroup });
  });

  it('should answer field errors when the other information holds the trigger', async () => {
    const term = classes.find((childClass) => childClass.classType === 'SportKidz') as ChildClass;
    const group = term.ageGroups?.find((candidate) => candidate.minAge === 3);
    const error = await clients()
      .childClasses.book({
        ...bookingFor(group?.id ?? '', birthdateForAge(term, 3)),
        otherInformation: `Picked up by grandma ${fieldErrorTrigger}`,
      })
      .catch((caught: unknown) => caught);
    expect(propertyErrorMap(error)).toEqual({
      childLastName: ["'Child Last Name' must be the child's own last name, not a placeholder."],
      phone: ["'Phone' is not a mobile number we can send text messages to."],
    });
  });

  it('should answer a confirmation with the payment link a test set', async () => {
    const term = classes.find((childClass) => childClass.classType === 'SportKidz') as ChildClass;
    const group = term.ageGroups?.find((candidate) => candidate.minAge === 3);
    const booked = await clients().childClasses.book(bookingFor(group?.id ?? '', birthdateForAge(term, 3)));
    await control('mainApi', `child-class-bookings/${booked?.guid}`, 'PUT', {
      linkPayment: 'javascript:alert(1)',
    });
    const confirmation = await clients().childClasses.confirmation(
      booked?.guid ?? '',
      booked?.orderReference ?? '',
    );
    expect(confirmation?.linkPayment).toBe('javascript:alert(1)');
  });
});
