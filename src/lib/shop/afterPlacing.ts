import type { Language } from '../../config/languages.ts';
import type { ShopKind } from '../../config/shopKinds.ts';
import { shopOrderPath } from '../../config/shopRoutes.ts';
import type { OrderCreated, OrderSummary } from '../api/types/shop.ts';
import type { VersionedStorage } from '../storage/versionedStorage.ts';
import { validityOf } from './articleFacts.ts';
import { isOrderReference } from './orderReference.ts';
import { keepOrder, type OrderPlayground, type PlacedOrder } from './orderTab.ts';
import { paymentAddress } from './paymentAddress.ts';

/** What the buying page knows when the order is placed. */
export interface Placing {
  mode: 'buy' | 'redeem';
  kind: ShopKind;
  language: Language;
  /** The article the address names (null: the address names none, so nothing can be placed). */
  articleId: string | null;
  /** The article as its page showed it, for the receipt's months or visits. */
  article: Parameters<typeof validityOf>[0] | null;
  /** The play centre the article was sold at (the article page), or none (redeeming). */
  playground: OrderPlayground | null;
  /** The service's answer to the order. */
  placed: OrderCreated;
  /** The summary the parent agreed to, when it was ready. */
  summary: OrderSummary | null;
  /** This site's origin: the order page's, where the payment pages send the parent back. */
  origin: string;
  /** This country's payment pages (src/config/environments.ts). */
  paymentBase: string;
}

/** Where the buying page goes once the order is placed, and what it keeps of it for the order page. */
export type NextStep =
  /** The reply named no order reference we can follow: nothing is kept, the form says so. */
  | { step: 'noReference' }
  /** Kept, and off to the order (redeemed) or to the payment page (bought). */
  | { step: 'leave'; reference: string; order: PlacedOrder; to: string }
  /** Kept, but the reply named no payment we may send the parent to: the form says so. */
  | { step: 'noPayment'; reference: string; order: PlacedOrder };

/**
 * What follows a placed order, decided without touching the page: the order page's address
 * (redeemed), or the payment page's with the order page to come back to (bought).
 */
export function nextAfterPlacing(placing: Placing): NextStep {
  const reference = placing.placed.orderReference;
  if (placing.articleId === null || !isOrderReference(reference)) return { step: 'noReference' };
  const order: PlacedOrder = {
    kind: placing.kind,
    summary: placing.summary,
    playground: placing.playground,
    articleId: placing.articleId,
    // The receipt's months or visits when the summary names no period.
    validity: placing.article ? validityOf(placing.article) : null,
  };
  const orderPage = new URL(shopOrderPath(placing.language, placing.kind, reference), placing.origin).href;
  if (placing.mode === 'redeem') return { step: 'leave', reference, order, to: orderPage };
  const payment = paymentAddress({
    paymentBase: placing.paymentBase,
    language: placing.language,
    paymentToken: placing.placed.paymentToken,
    returnUrl: orderPage,
    profileOrigin: placing.origin,
  });
  if (!payment) return { step: 'noPayment', reference, order };
  return { step: 'leave', reference, order, to: payment.href };
}

/** What the step after placing touches: the tab's orders, the log, the form and the address bar. */
export interface AfterPlacingPorts {
  /** This tab's kept orders (lib/shop/orderTab.ts). */
  orders: Pick<VersionedStorage, 'get' | 'set'>;
  /** Logs a reply the page cannot go on with. */
  logError: (message: string, detail: { reference: unknown }) => void;
  /** The form says the order failed ("something went wrong on our side"). */
  failed: () => void;
  /**
   * Leaves for `address`, pushed: Back from the payment page leads to the article again,
   * whose form sends the purchase's key again and so gets this order back until it is settled
   * (orderKeys.ts).
   */
  leave: (address: string) => void;
}

/**
 * The step after a purchase is placed: keeps the order for its order page in this tab (the
 * service's status names nothing of what was bought), then goes on to pay or to the order.
 */
export function afterPlacing(placing: Placing, ports: AfterPlacingPorts): void {
  const next = nextAfterPlacing(placing);
  if (next.step === 'noReference') {
    ports.logError('shop: the order reply named no usable order reference', {
      reference: placing.placed.orderReference,
    });
    return ports.failed();
  }
  keepOrder(ports.orders, next.reference, next.order);
  if (next.step === 'noPayment') {
    ports.logError('shop: the order reply named no usable payment', { reference: next.reference });
    return ports.failed();
  }
  ports.leave(next.to);
}
