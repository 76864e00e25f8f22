import { describe, expect, it } from 'vitest';
import { storedKeys } from '../../../src/config/storage.ts';
import type { ChildClassBookingRequest } from '../../../src/lib/api/types/childClass.ts';
import {
  afterBooking,
  confirmationAddress,
  type Booked,
} from '../../../src/lib/childClassBooking/afterBooking.ts';
import { bookedPlaceFor } from '../../../src/lib/childClassBooking/bookedPlace.ts';
import type { BookedPurchase } from '../../../src/lib/childClassBooking/purchase.ts';
import { createVersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';
import { FakeStorage } from '../support/fakeStorage.ts';
import { term } from './bookingSetUp.ts';

const childClass = term();
const booked: Booked = {
  result: { guid: 'booking-1', orderReference: 'CC-2026-100001' },
  request: {
    childFirstName: 'Vera',
    childLastName: 'Ek',
    allergies: 'Nuts',
    email: 'johanna.ek@example.com',
    phone: '707654321',
    phoneCountryCode: '+46',
  } as ChildClassBookingRequest,
  target: {
    playground: {
      guid: 'pg-1',
      slug: 'barkarby',
      name: 'Barkarby',
      translatednames: { en: 'Barkarby (en)' },
    } as never,
    childClass,
    group: childClass.ageGroups![0]!,
  },
};

describe(confirmationAddress, () => {
  it('should lead to the confirmation in the page’s language with the booking’s id and order reference', () => {
    expect(confirmationAddress('sv', booked.result)).toBe(
      '/profile/sv/bokningsbekraftelse?bookingId=booking-1&orderReference=CC-2026-100001',
    );
  });
});

describe(afterBooking, () => {
  it('should keep the purchase and the booked place for the confirmation in this tab, then leave for it', () => {
    const backend = new FakeStorage();
    const tab = createVersionedStorage({ backend });
    const left: string[] = [];
    afterBooking({
      language: 'en',
      currency: 'SEK',
      purchases: tab,
      places: tab,
      leave: (to) => left.push(to),
    })(booked);

    expect(left).toEqual([confirmationAddress('en', booked.result)]);
    const place = bookedPlaceFor(tab, 'CC-2026-100001');
    expect(place?.child).toEqual({ firstName: 'Vera', lastName: 'Ek' });
    // The play centre as the page named it, in the page's language.
    expect(place?.playground).toEqual({ name: 'Barkarby (en)', slug: 'barkarby' });
    const purchase = tab.get<BookedPurchase>(storedKeys.bookedPurchase.key);
    expect(purchase?.event.transactionId).toBe('CC-2026-100001');
    expect(purchase?.event.currency).toBe('SEK');
    // Never health data in the tab.
    expect([...backend.items.values()].join(' ')).not.toContain('Nuts');
  });
});
