import type { Language } from '../../config/languages.ts';
import type { ShopKind } from '../../config/shopKinds.ts';
import { shopOrderPath } from '../../config/shopRoutes.ts';
import type { OrderCreated, OrderSummary } from '../api/types/shop.ts';
import type { Logger } from '../log/logger.ts';
import type { VersionedStorage } from '../storage/versionedStorage.ts';
import { articlePicture, validityOf } from './articleFacts.ts';
import { isOrderReference } from './orderReference.ts';
import { keepOrder, type OrderPlayground } from './orderTab.ts';
import { paymentAddress } from './paymentAddress.ts';

/** What the buying page knows when the order is placed. */
export interface Placing {
  mode: 'buy' | 'redeem';
  kind: ShopKind;
  language: Language;
  /** The article the address names (null: the address names none, so nothing can be placed). */
  articleId: string | null;
  /** The article as its page showed it, for the receipt's months or visits. */
  article: (Parameters<typeof validityOf>[0] & Parameters<typeof articlePicture>[0]) | null;
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

/** What the step after placing touches: the tab's orders, the log, the form and the address bar. */
export interface AfterPlacingPorts {
  /** This tab's kept orders (lib/shop/orderTab.ts). */
  orders: Pick<VersionedStorage, 'get' | 'set'>;
  /** Where a reply the page cannot go on with is logged. */
  log: Pick<Logger, 'error'>;
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
 * service's status names nothing of what was bought), then goes on to the order (redeemed) or
 * to the payment page, with the order page to come back to (bought). A reply that names no
 * order reference we can follow keeps nothing; one that names no payment we may send the parent
 * to keeps the order. Either way the form says the order failed, and the log says why.
 */
export function afterPlacing(placing: Placing, ports: AfterPlacingPorts): void {
  const { kind, language, placed } = placing;
  const reference = placed.orderReference;
  if (placing.articleId === null || !isOrderReference(reference)) {
    ports.log.error('shop: the order reply named no usable order reference', { reference });
    return ports.failed();
  }
  keepOrder(ports.orders, reference, {
    kind,
    summary: placing.summary,
    playground: placing.playground,
    articleId: placing.articleId,
    // The receipt's months or visits when the summary names no period.
    validity: placing.article ? validityOf(placing.article) : null,
    // The receipt's picture, the one the article page showed.
    picture: placing.article ? articlePicture(placing.article) : null,
  });
  const orderPage = new URL(shopOrderPath(language, kind, reference), placing.origin).href;
  if (placing.mode === 'redeem') return ports.leave(orderPage);
  const payment = paymentAddress({
    paymentBase: placing.paymentBase,
    language,
    paymentToken: placed.paymentToken,
    returnUrl: orderPage,
    profileOrigin: placing.origin,
  });
  if (!payment) {
    ports.log.error('shop: the order reply named no usable payment', { reference });
    return ports.failed();
  }
  ports.leave(payment.href);
}
