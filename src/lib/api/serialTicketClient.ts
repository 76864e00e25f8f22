import { RedeemableShopClient } from './shopClient.ts';
import type { ArticleOrder, SerialTicketArticle } from './types/shop.ts';

/** Serial tickets (multi-entry cards) in the shop and their orders (spec §7, main API: shop). */
export class SerialTicketClient extends RedeemableShopClient<ArticleOrder> {
  protected readonly articles = '/api/shop/serial-tickets';
  protected readonly orders = '/api/shop/serial-tickets/order';

  /** The serial tickets sold in a country (shop list, one hour). */
  articlesByCountry(countryId: string): Promise<SerialTicketArticle[]> {
    return this.articleList('/by-location/{countryId}', { countryId });
  }
}
