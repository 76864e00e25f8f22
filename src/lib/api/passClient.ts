import { RedeemableShopClient } from './shopClient.ts';
import type { ChildSelection, PassArticle, PassOrder, PhotoUploadStatus } from './types/shop.ts';
import { childSelection, photoUploadStatus } from './schemas/shop.ts';

/**
 * Passes in the shop: articles, direct and redeem orders (spec §7, main API: shop). A direct order
 * buys the pass for the child it names.
 */
export class PassClient extends RedeemableShopClient<PassOrder> {
  protected readonly articles = '/api/shop/pass-articles';
  protected readonly orders = '/api/shop/pass-orders';

  /** The passes sold at a location (shop list, one hour). */
  articlesByLocation(locationId: string): Promise<PassArticle[]> {
    return this.articleList('/by-location/{locationId}', { locationId });
  }

  /** The signed-in user's children, each saying whether the pass can be bought for them. */
  childSummaries(articleId: string): Promise<ChildSelection[]> {
    return this.http.getList(`${this.articles}/{id}/child-summaries`, childSelection, {
      params: { id: articleId },
    });
  }

  /** Whether the pass holder may upload a photo yet, polled after the order (never cached). */
  photoUploadStatus(orderReference: string): Promise<PhotoUploadStatus | null> {
    return this.http.get(`${this.orders}/{orderReference}/photo-upload-status`, photoUploadStatus, {
      params: { orderReference },
    });
  }
}
