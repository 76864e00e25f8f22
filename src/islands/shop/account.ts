import type { ShopKind } from '../../config/shopKinds.ts';
import { GiftCardClient } from '../../lib/api/giftCardClient.ts';
import { PassClient } from '../../lib/api/passClient.ts';
import { SerialTicketClient } from '../../lib/api/serialTicketClient.ts';
import { createApiCaches } from '../../lib/cache/apiCaches.ts';
import type { ShopAccountApi, ShopMode } from '../../stores/articleCheckout.ts';
import { signedInHttp } from '../signedInHttp.ts';

/**
 * The signed-in parent's shop calls (bearer token, kept fresh: signedInHttp.ts): a pass's
 * children, the order's summary and placing it, each kind on its own routes (spec §7). A chunk
 * of its own, fetched once the session says signed in.
 */
export function accountApi(kind: ShopKind, mode: ShopMode, articleId: string): ShopAccountApi {
  const http = signedInHttp();
  const caches = createApiCaches();
  const passes = new PassClient(http, caches);
  const childSummaries = () => passes.childSummaries(articleId);
  const article = { articleId };
  if (kind === 'gift-card') {
    const giftCards = new GiftCardClient(http, caches);
    return {
      childSummaries,
      summary: () => giftCards.orderSummary(article),
      place: (_values, key) => giftCards.createOrder(article, key),
    };
  }
  const client = kind === 'pass' ? passes : new SerialTicketClient(http, caches);
  if (mode === 'redeem') {
    return {
      childSummaries,
      summary: () => client.redeemOrderSummary(article),
      place: (_values, key) => client.createRedeemOrder(article, key),
    };
  }
  if (kind === 'pass') {
    return {
      childSummaries,
      summary: (values) => passes.directOrderSummary({ articleId, childId: values.childId }),
      place: (values, key) => passes.createDirectOrder({ articleId, childId: values.childId }, key),
    };
  }
  const serialTickets = new SerialTicketClient(http, caches);
  return {
    childSummaries,
    summary: () => serialTickets.directOrderSummary(article),
    place: (_values, key) => serialTickets.createDirectOrder(article, key),
  };
}
