import type {
  ChildSelection,
  GiftCardArticle,
  OrderCreated,
  OrderStatus,
  OrderSummary,
  OrderSummaryLine,
  PhotoUploadStatus,
  TrackingEvent,
  TrackingProduct,
  ValidityArticle,
} from '../types/shop.ts';
import { media, period } from './common.ts';
import { flag, id, listOf, maybe, number, record, text, type Schema } from './fields.ts';

/**
 * Replies of the shop (types/shop.ts). Amounts are checked to be finite numbers only: whether
 * one can be sold (below zero, too large, an unknown currency) is lib/shop's rule.
 */

const article = {
  id,
  name: text,
  description: text,
  price: number,
  currency: text,
  countryId: text,
  countryName: text,
  rules: text,
  media: listOf(media),
};

export const giftCardArticle: Schema<GiftCardArticle> = record({
  ...article,
  giftCardAmount: number,
  sellablePeriodStartDate: text,
  sellablePeriodEndDate: text,
  cardActivationDate: text,
  isActive: flag,
});

/** A pass or a serial ticket. A reason that is not text is not "no reason": it does not fit. */
export const validityArticle: Schema<ValidityArticle> = record({
  ...article,
  ticketActivationDate: text,
  validityDurationType: text,
  validityDuration: number,
  inactiveReason: text,
});

export const childSelection: Schema<ChildSelection> = record({
  guid: id,
  firstName: text,
  lastName: text,
  warning: text,
  birthDate: text,
  selectable: flag,
});

const orderSummaryLine: Schema<OrderSummaryLine> = record({
  articleId: text,
  articleName: text,
  quantity: number,
  amount: number,
  childId: text,
  childName: text,
});

export const orderSummary: Schema<OrderSummary> = record({
  articleId: text,
  articleName: text,
  companyName: text,
  childId: text,
  childName: text,
  playgroundId: text,
  playgroundName: text,
  price: number,
  totalAmount: number,
  currency: text,
  rules: text,
  numberOfEntrances: number,
  period: maybe(period),
  lines: listOf(orderSummaryLine),
});

export const orderCreated: Schema<OrderCreated> = record({ orderReference: id, paymentToken: text });

export const orderStatus: Schema<OrderStatus> = record({ orderReference: id, status: text });

export const photoUploadStatus: Schema<PhotoUploadStatus> = record({
  photoUploadAvailable: flag,
  numberOfAllowedBookingsWithoutImage: number,
});

const trackingProduct: Schema<TrackingProduct> = record({
  name: text,
  sku: text,
  category: text,
  price: number,
  quantity: number,
});

export const trackingEvent: Schema<TrackingEvent> = record({
  event: text,
  transactionId: text,
  total: number,
  currency: text,
  products: listOf(trackingProduct),
});
