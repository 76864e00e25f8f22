import type { TrackingEvent } from '../api/types/shop.ts';
import type { Logger } from '../log/logger.ts';

/**
 * The purchase event of a completed shop order (spec §7: `GET …/orders/{orderReference}/
 * tracking-event` of gift cards, passes and serial tickets, on GiftCardClient, PassClient and
 * SerialTicketClient). This is the one place the product retrieves it; every order flow that
 * reports a purchase goes through here.
 */
export interface TrackingEventSource {
  trackingEvent(orderReference: string): Promise<TrackingEvent | null>;
}

/** Sends one analytics event; `trackEvent` of stores/analytics.ts (consent-checked). */
export type SendAnalyticsEvent = (
  name: string,
  parameters: Readonly<Record<string, unknown>>,
) => Promise<boolean>;

/** The event's fields in Google Analytics' ecommerce names. */
function purchaseParameters(event: TrackingEvent): Record<string, unknown> {
  return {
    transaction_id: event.transactionId,
    value: event.total,
    currency: event.currency,
    items: (event.products ?? []).map((product) => ({
      item_id: product.sku,
      item_name: product.name,
      item_category: product.category,
      price: product.price,
      quantity: product.quantity,
    })),
  };
}

/**
 * Retrieves the order's tracking event and sends it. A tracking event that cannot be retrieved
 * is only logged (spec §8): the parent's order has gone through, and a missing analytics event
 * is no reason to show them an error or to stop the page. Never rejects; resolves to whether
 * an event was sent.
 */
export async function trackOrderPurchase(
  source: TrackingEventSource,
  orderReference: string,
  send: SendAnalyticsEvent,
  logger: Pick<Logger, 'error'>,
): Promise<boolean> {
  let event: TrackingEvent | null;
  try {
    event = await source.trackingEvent(orderReference);
  } catch (error) {
    logger.error(`The tracking event of order ${orderReference} could not be retrieved`, error);
    return false;
  }
  if (!event?.event) return false;
  try {
    return await send(event.event, purchaseParameters(event));
  } catch (error) {
    logger.error(`The tracking event of order ${orderReference} could not be sent`, error);
    return false;
  }
}
