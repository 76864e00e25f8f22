import type { ApiCaches } from '../cache/apiCaches.ts';
import type { HttpClient } from './httpClient.ts';
import type {
  ArticleOrder,
  OrderCreated,
  OrderStatus,
  OrderSummary,
  SerialTicketArticle,
  TrackingEvent,
} from './types/shop.ts';

/** Serial tickets (multi-entry cards) in the shop and their orders (spec §7, main API: shop). */
export class SerialTicketClient {
  readonly #http: HttpClient;
  readonly #caches: ApiCaches;

  constructor(http: HttpClient, caches: ApiCaches) {
    this.#http = http;
    this.#caches = caches;
  }

  /** One serial-ticket article (response cache). */
  article(id: string): Promise<SerialTicketArticle | null> {
    return this.#http.json({
      method: 'GET',
      path: '/api/shop/serial-tickets/{id}',
      params: { id },
      cache: this.#caches.response,
    });
  }

  /** The serial tickets sold in a country (shop list, one hour). */
  articlesByCountry(countryId: string): Promise<SerialTicketArticle[]> {
    return this.#http.list({
      method: 'GET',
      path: '/api/shop/serial-tickets/by-location/{countryId}',
      params: { countryId },
      cache: this.#caches.lists.shop,
    });
  }

  /** What buying the ticket would cost. */
  directOrderSummary(order: ArticleOrder): Promise<OrderSummary | null> {
    return this.#http.json({
      method: 'POST',
      path: '/api/shop/serial-tickets/order/direct/summary',
      body: order,
    });
  }

  /** Buys the ticket. */
  createDirectOrder(order: ArticleOrder): Promise<OrderCreated | null> {
    return this.#http.json({ method: 'POST', path: '/api/shop/serial-tickets/order/direct', body: order });
  }

  /** What redeeming the ticket would cost. */
  redeemOrderSummary(order: ArticleOrder): Promise<OrderSummary | null> {
    return this.#http.json({
      method: 'POST',
      path: '/api/shop/serial-tickets/order/redeem/summary',
      body: order,
    });
  }

  /** Redeems the ticket. */
  createRedeemOrder(order: ArticleOrder): Promise<OrderCreated | null> {
    return this.#http.json({ method: 'POST', path: '/api/shop/serial-tickets/order/redeem', body: order });
  }

  /** The order's state, polled while the payment completes (never cached). */
  orderStatus(orderReference: string): Promise<OrderStatus | null> {
    return this.#http.json({
      method: 'GET',
      path: '/api/shop/serial-tickets/order/{orderReference}/status',
      params: { orderReference },
    });
  }

  /** The analytics purchase event of a completed order. */
  trackingEvent(orderReference: string): Promise<TrackingEvent | null> {
    return this.#http.json({
      method: 'GET',
      path: '/api/shop/serial-tickets/order/{orderReference}/tracking-event',
      params: { orderReference },
    });
  }
}
