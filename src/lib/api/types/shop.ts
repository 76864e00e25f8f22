import type { Media, Period } from './common.ts';

/** Shop entities: gift cards, passes and serial tickets and their orders (spec §3, §7). */

/** What every shop article has. Prices include VAT, in the article's currency. */
export interface ShopArticle {
  id: string;
  name: string | null;
  description: string | null;
  price: number | null;
  currency: string | null;
  countryId: string | null;
  countryName: string | null;
  rules: string | null;
  media: Media[] | null;
}

export interface GiftCardArticle extends ShopArticle {
  giftCardAmount: number | null;
  sellablePeriodStartDate: string | null;
  sellablePeriodEndDate: string | null;
  cardActivationDate: string | null;
  isActive: boolean | null;
}

/** A pass (periodic or open-ended card) or a serial ticket (multi-entry card). */
export interface ValidityArticle extends ShopArticle {
  ticketActivationDate: string | null;
  validityDurationType: string | null;
  validityDuration: number | null;
  inactiveReason: string | null;
}

export type PassArticle = ValidityArticle;
export type SerialTicketArticle = ValidityArticle;

/**
 * A card article as the card administration describes it (spec §3). No call returns it yet;
 * it stays for the shop's card pages (knip: `@public`).
 * @public
 */
export interface CardArticle {
  id: string;
  name: string | null;
  type: string | null;
  description: string | null;
  price: number | null;
  currency: string | null;
  sellablePeriodStartDate: string | null;
  sellablePeriodEndDate: string | null;
  periodCardProperties: Period | null;
  openEndDateCardProperties: { length: number | null; type: string | null } | null;
  locationId: string | null;
  locationName: string | null;
  isActive: boolean | null;
  media: Media[] | null;
  inactiveReason: string | null;
  rules: string | null;
}

/** A child a pass can be bought for, with why not when it cannot. */
export interface ChildSelection {
  guid: string;
  firstName: string | null;
  lastName: string | null;
  warning: string | null;
  birthDate: string | null;
  selectable: boolean | null;
}

export interface OrderSummaryLine {
  articleId: string | null;
  articleName: string | null;
  quantity: number | null;
  amount: number | null;
  childId: string | null;
  childName: string | null;
}

export interface OrderSummary {
  articleId: string | null;
  articleName: string | null;
  companyName: string | null;
  childId: string | null;
  childName: string | null;
  playgroundId: string | null;
  playgroundName: string | null;
  price: number | null;
  totalAmount: number | null;
  currency: string | null;
  rules: string | null;
  numberOfEntrances: number | null;
  period: Period | null;
  lines: OrderSummaryLine[] | null;
}

/** Gift-card, redeem and serial-ticket orders name only the article. */
export interface ArticleOrder {
  articleId: string;
}

/** A pass bought directly is bought for one child. */
export interface PassOrder extends ArticleOrder {
  childId: string;
}

export interface OrderCreated {
  orderReference: string;
  paymentToken: string | null;
}

/**
 * The state of an order, polled while the payment completes. The spec does not show its
 * values; the stand-in answers Pending, Paid or Cancelled.
 */
export interface OrderStatus {
  orderReference: string;
  status: string | null;
}

export interface PhotoUploadStatus {
  photoUploadAvailable: boolean | null;
  numberOfAllowedBookingsWithoutImage: number | null;
}

export interface TrackingProduct {
  name: string | null;
  sku: string | null;
  category: string | null;
  price: number | null;
  quantity: number | null;
}

/** The analytics purchase event of a completed order. */
export interface TrackingEvent {
  event: string | null;
  transactionId: string | null;
  total: number | null;
  currency: string | null;
  products: TrackingProduct[] | null;
}
