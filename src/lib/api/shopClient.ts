import { MainApiClient } from './httpClient.ts';
import type { Schema } from './schemas/fields.ts';
import type { PathParameters } from './url.ts';

/**
 * Sent with every create-order request: the service gives back the order a request with the same
 * key made instead of placing a second one (a reply lost on the way, a reload, a second tap).
 */
const idempotencyKeyHeader = 'Idempotency-Key';

/** The headers of a create-order call with its key; none without one. */
export function orderKeyHeaders(idempotencyKey: string | undefined): Record<string, string> {
  return idempotencyKey === undefined ? {} : { [idempotencyKeyHeader]: idempotencyKey };
}
import type {
  ArticleOrder,
  OrderCreated,
  OrderStatus,
  OrderSummary,
  TrackingEvent,
  ValidityArticle,
} from './types/shop.ts';
import * as schemas from './schemas/shop.ts';

/**
 * What the shop's article kinds (gift cards, passes, serial tickets) share (spec §7, main API:
 * shop): the server gives each kind the same routes below its own two paths.
 */
export abstract class ShopClient<Article> extends MainApiClient {
  /** Where the kind's articles are, e.g. `/api/shop/gift-cards`. */
  protected abstract readonly articles: string;
  /** Where the kind's orders are, e.g. `/api/shop/gift-card/orders`. */
  protected abstract readonly orders: string;
  /** What the kind's articles must fit. */
  protected abstract readonly schema: Schema<Article>;

  /** One article (response cache). */
  article(id: string): Promise<Article | null> {
    return this.http.get(`${this.articles}/{id}`, this.schema, {
      params: { id },
      cache: this.caches.response,
    });
  }

  /** A list of the kind's articles below `articles` (shop list, one hour). */
  protected articleList(path: string, params: PathParameters): Promise<Article[]> {
    return this.http.getList(`${this.articles}${path}`, this.schema, {
      params,
      cache: this.caches.lists.shop,
    });
  }

  /** The order's state, polled while the payment completes (never cached). */
  orderStatus(orderReference: string): Promise<OrderStatus | null> {
    return this.http.get(`${this.orders}/{orderReference}/status`, schemas.orderStatus, {
      params: { orderReference },
    });
  }

  /** The analytics purchase event of a completed order. */
  trackingEvent(orderReference: string): Promise<TrackingEvent | null> {
    return this.http.get(`${this.orders}/{orderReference}/tracking-event`, schemas.trackingEvent, {
      params: { orderReference },
    });
  }
}

/**
 * A kind that is bought directly or redeemed (passes, serial tickets): articles valid for a time
 * or a number of visits; each order's cost can be asked for before it is placed.
 */
export abstract class RedeemableShopClient<
  DirectOrder extends ArticleOrder,
> extends ShopClient<ValidityArticle> {
  protected readonly schema = schemas.validityArticle;

  /** What buying the article would cost. */
  directOrderSummary(order: DirectOrder): Promise<OrderSummary | null> {
    return this.orderSummary('direct', order);
  }

  /** Buys the article; `idempotencyKey` is the purchase's (see `idempotencyKeyHeader`). */
  createDirectOrder(order: DirectOrder, idempotencyKey?: string): Promise<OrderCreated | null> {
    return this.createOrder('direct', order, idempotencyKey);
  }

  /** What redeeming the article would cost. */
  redeemOrderSummary(order: ArticleOrder): Promise<OrderSummary | null> {
    return this.orderSummary('redeem', order);
  }

  /** Redeems the article; `idempotencyKey` as for `createDirectOrder`. */
  createRedeemOrder(order: ArticleOrder, idempotencyKey?: string): Promise<OrderCreated | null> {
    return this.createOrder('redeem', order, idempotencyKey);
  }

  private orderSummary(way: 'direct' | 'redeem', order: ArticleOrder): Promise<OrderSummary | null> {
    return this.http.json(
      { method: 'POST', path: `${this.orders}/${way}/summary`, body: order },
      schemas.orderSummary,
    );
  }

  private createOrder(
    way: 'direct' | 'redeem',
    order: ArticleOrder,
    idempotencyKey: string | undefined,
  ): Promise<OrderCreated | null> {
    return this.http.json(
      {
        method: 'POST',
        path: `${this.orders}/${way}`,
        body: order,
        headers: orderKeyHeaders(idempotencyKey),
      },
      schemas.orderCreated,
    );
  }
}
