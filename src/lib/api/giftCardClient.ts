import { orderKeyHeaders, ShopClient } from './shopClient.ts';
import type { ArticleOrder, GiftCardArticle, OrderCreated, OrderSummary } from './types/shop.ts';
import { giftCardArticle, orderCreated, orderSummary } from './schemas/shop.ts';

/** Gift cards in the shop and their orders (spec §7, main API: shop). */
export class GiftCardClient extends ShopClient<GiftCardArticle> {
  protected readonly articles = '/api/shop/gift-cards';
  protected readonly orders = '/api/shop/gift-card/orders';
  protected readonly schema = giftCardArticle;

  /** The gift cards sold at a location (shop list, one hour). */
  articlesByLocation(locationId: string): Promise<GiftCardArticle[]> {
    return this.articleList('/by-location/{locationId}', { locationId });
  }

  /** What an order of the article would cost, before it is placed. */
  orderSummary(order: ArticleOrder): Promise<OrderSummary | null> {
    return this.http.json({ method: 'POST', path: `${this.orders}/summary`, body: order }, orderSummary);
  }

  /**
   * Places the order; the payment token starts the payment. `idempotencyKey` is the purchase's
   * (`idempotencyKeyHeader` in shopClient.ts): the same key gives back the same order.
   */
  createOrder(order: ArticleOrder, idempotencyKey?: string): Promise<OrderCreated | null> {
    return this.http.json(
      { method: 'POST', path: this.orders, body: order, headers: orderKeyHeaders(idempotencyKey) },
      orderCreated,
    );
  }
}
