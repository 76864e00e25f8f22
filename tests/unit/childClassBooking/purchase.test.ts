import { storedKeys } from '../../../src/config/storage.ts';
import { describe, expect, it, vi } from 'vitest';
import {
  bookedPurchase,
  keepBookedPurchase,
  pushBookedPurchase,
} from '../../../src/lib/childClassBooking/purchase.ts';
import { createVersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';
import { FakeStorage } from '../support/fakeStorage.ts';

const purchase = bookedPurchase(
  'CC-2026-100001',
  {
    id: 'class-1',
    name: 'SportKidz – hösttermin',
    classType: 'SportKidz',
    price: { priceIncVat: 1160, validToDate: null, regularPriceIncVat: 1450 },
  },
  { email: 'johanna.ek@example.com', phone: '707654321', phoneCountryCode: '+46' },
  'SEK',
);

describe('booked purchase', () => {
  it('should push the purchase of the booked place once per order reference, with the contact details for hashing', async () => {
    const storage = createVersionedStorage({ backend: new FakeStorage() });
    keepBookedPurchase(storage, purchase);
    const send = vi.fn(async () => true);
    const logger = { error: vi.fn() };
    expect(await pushBookedPurchase(storage, 'CC-2026-100001', send, logger)).toBe(true);
    expect(send).toHaveBeenCalledWith(
      'purchase',
      {
        transaction_id: 'CC-2026-100001',
        value: 1160,
        currency: 'SEK',
        items: [
          {
            item_id: 'class-1',
            item_name: 'SportKidz – hösttermin',
            item_category: 'SportKidz',
            price: 1160,
            quantity: 1,
          },
        ],
      },
      { email: 'johanna.ek@example.com', phone: '707654321', phoneCountryCode: '+46' },
    );
    // A reload of the confirmation pushes nothing again, and nothing personal stays behind.
    expect(await pushBookedPurchase(storage, 'CC-2026-100001', send, logger)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(storage.get(storedKeys.bookedPurchase.key)).toBeUndefined();
  });

  it('should push nothing for another order reference, and keep the purchase for its own', async () => {
    const storage = createVersionedStorage({ backend: new FakeStorage() });
    keepBookedPurchase(storage, purchase);
    const send = vi.fn(async () => true);
    expect(await pushBookedPurchase(storage, 'CC-2026-999999', send, { error: vi.fn() })).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(storage.get(storedKeys.bookedPurchase.key)).toEqual(purchase);
  });

  it('should forget a purchase that could not be sent (no consent), never holding it for later', async () => {
    const storage = createVersionedStorage({ backend: new FakeStorage() });
    keepBookedPurchase(storage, purchase);
    expect(await pushBookedPurchase(storage, 'CC-2026-100001', async () => false, { error: vi.fn() })).toBe(
      false,
    );
    expect(storage.get(storedKeys.bookedPurchase.key)).toBeUndefined();
  });
});
