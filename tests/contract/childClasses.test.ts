import { beforeAll, describe, expect, it } from 'vitest';
import { ChildClassClient } from '../../src/lib/api/childClassClient.ts';
import type { ChildClass, ChildClassBookingRequest } from '../../src/lib/api/types/childClass.ts';
import { errorText } from '../support/errorText.ts';
import { clients } from './support/standIns.ts';

let classes: ChildClass[];

beforeAll(async () => {
  const [molndal] = await clients().locations.search('molndal', 'Playground');
  classes = await clients().childClasses.byPlayground(molndal?.locationid ?? '');
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
      linkPayment: expect.stringMatching(/^https:\/\/localhost:8792\/se\/order\/payment\/CC-/),
    });
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
