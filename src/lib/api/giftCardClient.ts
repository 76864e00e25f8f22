import type { ApiCaches } from '../cache/apiCaches.ts';
import type { HttpClient } from './httpClient.ts';
import type {
  ArticleOrder,
  GiftCardArticle,
  OrderCreated,
  OrderStatus,
  OrderSummary,
  TrackingEvent,
} from './types/shop.ts';

/** Gift cards in the shop and their orders (spec §7, main API: shop). */
export class GiftCardClient {
  readonly #http: HttpClient;
  readonly #caches: ApiCaches;

  constructor(http: HttpClient, caches: ApiCaches) {
    this.#http = http;
    this.#caches = caches;
  }

  /** One gift-card article (response cache). */
  article(id: string): Promise<GiftCardArticle | null> {
    return this.#http.json({
      method: 'GET',
      path: '/api/shop/gift-cards/{id}',
      params: { id },
      cache: this.#caches.response,
    });
  }

  /** The gift cards sold at a location (shop list, one hour). */
  articlesByLocation(locationId: string): Promise<GiftCardArticle[]> {
    return this.#http.list({
      method: 'GET',
      path: '/api/shop/gift-cards/by-location/{locationId}',
      params: { locationId },
      cache: this.#caches.lists.shop,
    });
  }

  /** What an order of the article would cost, before it is placed. */
  orderSummary(order: ArticleOrder): Promise<OrderSummary | null> {
    return this.#http.json({ method: 'POST', path: '/api/shop/gift-card/orders/summary', body: order });
  }

  /** Places the order; the payment token starts the payment. */
  createOrder(order: ArticleOrder): Promise<OrderCreated | null> {
    return this.#http.json({ method: 'POST', path: '/api/shop/gift-card/orders', body: order });
  }

  /** The order's state, polled while the payment completes (never cached). */
  orderStatus(orderReference: string): Promise<OrderStatus | null> {
    return this.#http.json({
      method: 'GET',
      path: '/api/shop/gift-card/orders/{orderReference}/status',
      params: { orderReference },
    });
  }

  /** The analytics purchase event of a completed order. */
  trackingEvent(orderReference: string): Promise<TrackingEvent | null> {
    return this.#http.json({
      method: 'GET',
      path: '/api/shop/gift-card/orders/{orderReference}/tracking-event',
      params: { orderReference },
    });
  }
}
