import { describe, expect, it } from 'vitest';
import { ChildClassClient } from '../../../src/lib/api/childClassClient.ts';
import type { ChildClassBookingRequest } from '../../../src/lib/api/types/childClass.ts';
import { absent, describeCalls } from './callCases.ts';
import { clientsWith, emptyReply } from '../support/fakeFetch.ts';

const booking: ChildClassBookingRequest = {
  childClassAgeGroupId: 'ag-1',
  email: 'astrid@example.com',
  parentFirstName: 'Astrid',
  parentLastName: 'Lindqvist',
  phone: '701234567',
  phoneCountryCode: '+46',
  gdprDisallowInformation: false,
  gdprAllowPartnerInformation: true,
  childFirstName: 'Elsa',
  childLastName: 'Lindqvist',
  childBirthdate: '2018-03-14',
  allergies: 'Nötter',
  otherInformation: null,
  tshirtSize: '122/128',
};

describe(ChildClassClient, () => {
  describeCalls('main', [
    {
      name: 'byPlayground',
      call: (c) => c.childClasses.byPlayground('pg-1'),
      method: 'GET',
      url: '/api/child-class/by-playground/pg-1',
      empty: [],
      missing: { playgroundId: (c) => c.childClasses.byPlayground(absent) },
    },
    {
      name: 'tShirtSizes',
      call: (c) => c.childClasses.tShirtSizes(),
      method: 'GET',
      url: '/api/child-class/t-shirt-sizes',
      empty: [],
    },
    {
      name: 'book',
      call: (c) => c.childClasses.book(booking),
      method: 'POST',
      url: '/api/child-class/booking',
      body: { ...booking, childBirthdate: '2018-03-14T00:00:00.000Z' },
      empty: null,
    },
    {
      name: 'confirmation',
      call: (c) => c.childClasses.confirmation('b-1', 'CC-42'),
      method: 'GET',
      url: '/api/child-class/booking/b-1/confirmation-information/CC-42',
      empty: null,
      missing: {
        bookingId: (c) => c.childClasses.confirmation(absent, 'CC-42'),
        orderReference: (c) => c.childClasses.confirmation('b-1', absent),
      },
    },
  ]);

  describe('book', () => {
    it('should send a birthdate picked as a local Date as midnight UTC of that day', async () => {
      const { clients, requests } = clientsWith(() => emptyReply());
      // Local midnight: 23:00 UTC the day before in Stockholm, which must not leak out.
      await clients.childClasses.book({ ...booking, childBirthdate: new Date(2018, 2, 14) });
      expect(requests[0]?.body).toMatchObject({ childBirthdate: '2018-03-14T00:00:00.000Z' });
    });

    it('should send a missing birthdate as null', async () => {
      const { clients, requests } = clientsWith(() => emptyReply());
      await clients.childClasses.book({ ...booking, childBirthdate: null });
      expect(requests[0]?.body).toMatchObject({ childBirthdate: null });
    });
  });
});
