import type { Language } from '../../config/languages.ts';
import { pagePath, pageRoutes } from '../../config/routes.ts';
import {
  isRedeemableKind,
  shopKindOfSlug,
  type RedeemableKind,
  type ShopKind,
} from '../../config/shopKinds.ts';
import { isItemId, isPlaygroundSlug, segmentsBelow } from '../address/segments.ts';
import { isOrderReference } from './orderReference.ts';

/** What an article page's address names. */
export interface ShopArticleAddress {
  playgroundSlug: string;
  kind: ShopKind;
  articleId: string;
}

/** What an order page's address names. */
export interface ShopOrderAddress {
  kind: ShopKind;
  orderReference: string;
}

/** What a redeem page's address names: only passes and serial tickets are redeemed. */
export interface ShopRedeemAddress {
  kind: RedeemableKind;
  articleId: string;
}

/** Whether `value` has the shape of an article's id (a GUID, or anything else the server may judge). */
export function isArticleId(value: unknown): value is string {
  return isItemId(value);
}

/**
 * The play centre, kind and article of an article page's address, `{play-centre folder}/
 * {playgroundSlug}/{shop slug}/{kindSlug}/{articleId}` (e.g. `/profile/sv/lekland/barkarby/
 * butik/presentkort/4f1c…`), or null when the address is not one. The kind's slug may be any
 * language's (a link carried over by the language switch). Never throws.
 */
export function shopArticleAddress(pathname: string, language: Language): ShopArticleAddress | null {
  const parts = segmentsBelow(pathname, pagePath('playground', language), 4);
  if (!parts) return null;
  const [playgroundSlug = '', shopSlug, kindSlug = '', articleId] = parts;
  const kind = shopKindOfSlug(kindSlug);
  if (shopSlug !== pageRoutes.shopArticle.slugs[language] || !kind) return null;
  return isPlaygroundSlug(playgroundSlug) && isArticleId(articleId)
    ? { playgroundSlug, kind, articleId }
    : null;
}

/**
 * The kind and order reference of an order page's address, `{order folder}/{kindSlug}/
 * {orderReference}` (e.g. `/profile/sv/bestallning/presentkort/GC-2026-100001`), where the
 * payment page sends the parent back to; null when the address is not one or the reference
 * has not the shape of one (`isOrderReference`). Never throws.
 */
export function shopOrderAddress(pathname: string, language: Language): ShopOrderAddress | null {
  const parts = segmentsBelow(pathname, pagePath('shopOrder', language), 2);
  if (!parts) return null;
  const [kindSlug = '', orderReference] = parts;
  const kind = shopKindOfSlug(kindSlug);
  return kind && isOrderReference(orderReference) ? { kind, orderReference } : null;
}

/**
 * The kind and article of a redeem page's address, `{redeem folder}/{kindSlug}/{articleId}`
 * (e.g. `/profile/sv/los-in/periodkort/4f1c…`); null when the address is not one or names a
 * gift card, which is bought, never redeemed. Never throws.
 */
export function shopRedeemAddress(pathname: string, language: Language): ShopRedeemAddress | null {
  const parts = segmentsBelow(pathname, pagePath('shopRedeem', language), 2);
  if (!parts) return null;
  const [kindSlug = '', articleId] = parts;
  const kind = shopKindOfSlug(kindSlug);
  return kind && isRedeemableKind(kind) && isArticleId(articleId) ? { kind, articleId } : null;
}
