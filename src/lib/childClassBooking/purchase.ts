import { trackOrderPurchase, type SendAnalyticsEvent } from '../analytics/purchaseTracking.ts';
import type { ChildClass, ChildClassBookingRequest } from '../api/types/childClass.ts';
import type { TrackingEvent } from '../api/types/shop.ts';
import type { Logger } from '../log/logger.ts';
import type { AnalyticsIdentity } from '../analytics/events.ts';
import type { VersionedStorage } from '../storage/versionedStorage.ts';
import { storedKeys } from '../../config/storage.ts';

/**
 * The purchase event of a booked class. The main API has no tracking-event call for class
 * bookings (spec §7 has one per shop order only), so the booking page puts the event together
 * from what it booked, and hands it to the confirmation page, which pushes it once per order
 * reference. The contact details travel with it only so that `trackEvent` can hash them; they
 * stay in this tab (session storage) and are removed as soon as the event is pushed.
 */
export interface BookedPurchase {
  orderReference: string;
  event: TrackingEvent;
  identity: AnalyticsIdentity;
}

const { key: bookedPurchaseKey, maxAgeMs: bookedPurchaseMaxAgeMs } = storedKeys.bookedPurchase;

/** The purchase of one booked place, priced as the play-centre page showed it. */
export function bookedPurchase(
  orderReference: string,
  childClass: Pick<ChildClass, 'id' | 'name' | 'classType' | 'price'>,
  request: Pick<ChildClassBookingRequest, 'email' | 'phone' | 'phoneCountryCode'>,
  currency: string,
): BookedPurchase {
  const price = childClass.price?.priceIncVat ?? null;
  return {
    orderReference,
    event: {
      event: 'purchase',
      transactionId: orderReference,
      total: price,
      currency,
      products: [
        { name: childClass.name, sku: childClass.id, category: childClass.classType, price, quantity: 1 },
      ],
    },
    identity: { email: request.email, phone: request.phone, phoneCountryCode: request.phoneCountryCode },
  };
}

export function keepBookedPurchase(storage: VersionedStorage, purchase: BookedPurchase): void {
  storage.set(bookedPurchaseKey, purchase, { maxAgeMs: bookedPurchaseMaxAgeMs });
}

/**
 * Pushes the purchase of `orderReference` if this tab booked it and has not pushed it yet, and
 * forgets it either way, so a reload of the confirmation never pushes it twice (without
 * statistics consent `send` drops it, and it is not kept for later). Never rejects.
 */
export async function pushBookedPurchase(
  storage: VersionedStorage,
  orderReference: string,
  send: (
    name: string,
    parameters: Readonly<Record<string, unknown>>,
    identity: AnalyticsIdentity,
  ) => Promise<boolean>,
  logger: Pick<Logger, 'error'>,
): Promise<boolean> {
  const purchase = storage.get<BookedPurchase>(bookedPurchaseKey);
  if (purchase?.orderReference !== orderReference) return false;
  storage.remove(bookedPurchaseKey);
  const sendWithIdentity: SendAnalyticsEvent = (name, parameters) =>
    send(name, parameters, purchase.identity);
  return trackOrderPurchase(
    { trackingEvent: async () => purchase.event },
    orderReference,
    sendWithIdentity,
    logger,
  );
}
