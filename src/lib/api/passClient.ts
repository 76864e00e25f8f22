import type { ApiCaches } from '../cache/apiCaches.ts';
import type { HttpClient } from './httpClient.ts';
import type {
  ArticleOrder,
  ChildSelection,
  OrderCreated,
  OrderStatus,
  OrderSummary,
  PassArticle,
  PassOrder,
  PhotoUploadStatus,
  TrackingEvent,
} from './types/shop.ts';

/** Passes in the shop: articles, direct and redeem orders (spec §7, main API: shop). */
export class PassClient {
  readonly #http: HttpClient;
  readonly #caches: ApiCaches;

  constructor(http: HttpClient, caches: ApiCaches) {
    this.#http = http;
    this.#caches = caches;
  }

  /** One pass article (response cache). */
  article(id: string): Promise<PassArticle | null> {
    return this.#http.json({
      method: 'GET',
      path: '/api/shop/pass-articles/{id}',
      params: { id },
      cache: this.#caches.response,
    });
  }

  /** The passes sold at a location (shop list, one hour). */
  articlesByLocation(locationId: string): Promise<PassArticle[]> {
    return this.#http.list({
      method: 'GET',
      path: '/api/shop/pass-articles/by-location/{locationId}',
      params: { locationId },
      cache: this.#caches.lists.shop,
    });
  }

  /** The signed-in user's children, each saying whether the pass can be bought for them. */
  childSummaries(articleId: string): Promise<ChildSelection[]> {
    return this.#http.list({
      method: 'GET',
      path: '/api/shop/pass-articles/{id}/child-summaries',
      params: { id: articleId },
    });
  }

  /** What buying the pass for a child would cost. */
  directOrderSummary(order: PassOrder): Promise<OrderSummary | null> {
    return this.#http.json({ method: 'POST', path: '/api/shop/pass-orders/direct/summary', body: order });
  }

  /** Buys the pass for a child. */
  createDirectOrder(order: PassOrder): Promise<OrderCreated | null> {
    return this.#http.json({ method: 'POST', path: '/api/shop/pass-orders/direct', body: order });
  }

  /** What redeeming the pass would cost. */
  redeemOrderSummary(order: ArticleOrder): Promise<OrderSummary | null> {
    return this.#http.json({ method: 'POST', path: '/api/shop/pass-orders/redeem/summary', body: order });
  }

  /** Redeems the pass. */
  createRedeemOrder(order: ArticleOrder): Promise<OrderCreated | null> {
    return this.#http.json({ method: 'POST', path: '/api/shop/pass-orders/redeem', body: order });
  }

  /** The order's state, polled while the payment completes (never cached). */
  orderStatus(orderReference: string): Promise<OrderStatus | null> {
    return this.#http.json({
      method: 'GET',
      path: '/api/shop/pass-orders/{orderReference}/status',
      params: { orderReference },
    });
  }

  /** The analytics purchase event of a completed order. */
  trackingEvent(orderReference: string): Promise<TrackingEvent | null> {
    return this.#http.json({
      method: 'GET',
      path: '/api/shop/pass-orders/{orderReference}/tracking-event',
      params: { orderReference },
    });
  }

  /** Whether the pass holder may upload a photo yet, polled after the order (never cached). */
  photoUploadStatus(orderReference: string): Promise<PhotoUploadStatus | null> {
    return this.#http.json({
      method: 'GET',
      path: '/api/shop/pass-orders/{orderReference}/photo-upload-status',
      params: { orderReference },
    });
  }
}
