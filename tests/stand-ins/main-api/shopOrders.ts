import { randomBytes } from 'node:crypto';
import type { OrderSummary, TrackingEvent } from '../../../src/lib/api/types/shop.ts';
import type { OrderKind, StandInOrder } from '../seed/state.ts';
import { isPaid, orderStatus } from '../shared/orderStatus.ts';
import type { CountryCode } from '../shared/origins.ts';
import { accountOf, notFound, type MainApiApp, type MainApiContext, type RouteOptions } from './app.ts';
import type { Auth } from './auth.ts';

/**
 * Orders of the shop once placed: their status, tracking event and (for a pass) photo-upload
 * status, all following the payment page's answer (shared/orderStatus.ts), which the
 * account-site stand-in records in the shared state.
 */

const categories: Record<OrderKind, string> = {
  'gift-card': 'GiftCard',
  pass: 'Pass',
  'serial-ticket': 'SerialTicket',
};
const prefixes: Record<OrderKind, string> = { 'gift-card': 'GC', pass: 'PO', 'serial-ticket': 'ST' };

/** What placing an order needs to know. */
export interface NewOrder {
  kind: OrderKind;
  country: CountryCode;
  summary: OrderSummary;
  /** A redeem order costs nothing: no payment token, paid when placed. */
  redeem: boolean;
}

/** Keeps the order and answers `{ orderReference, paymentToken }`. */
export function placeOrder(c: MainApiContext, { state, log }: RouteOptions, order: NewOrder) {
  const now = Date.now();
  const placed: StandInOrder = {
    reference: state.nextOrderReference(prefixes[order.kind]),
    kind: order.kind,
    country: order.country,
    summary: order.summary,
    userId: c.get('account')?.user.guid ?? null,
    createdAt: now,
    paymentToken: order.redeem ? null : randomBytes(16).toString('hex'),
    payment: order.redeem ? { outcome: 'pay', at: now } : null,
  };
  state.orders.set(placed.reference, placed);
  log(
    `[main-api] ${order.redeem ? 'redeem ' : ''}${order.kind} order ${placed.reference}: ${order.summary.articleName}, ${order.summary.totalAmount} ${order.summary.currency}`,
  );
  return c.json({ orderReference: placed.reference, paymentToken: placed.paymentToken });
}

function trackingEvent(order: StandInOrder): TrackingEvent {
  return {
    event: 'purchase',
    transactionId: order.reference,
    total: order.summary.totalAmount,
    currency: order.summary.currency,
    products: (order.summary.lines ?? []).map((line) => ({
      name: line.articleName,
      sku: line.articleId,
      category: categories[order.kind],
      price: line.amount,
      quantity: line.quantity,
    })),
  };
}

/**
 * `{orderPath}/{orderReference}/status` and `/tracking-event` of one kind; an order of another
 * kind is not found there, as the real API keeps them apart. The tracking event is a purchase,
 * so there is none (404) until the order is paid. A pass order also has its photo-upload status:
 * a photo can be added once the pass is paid.
 *
 * An order is its buyer's alone: each call needs the buyer's token (401 without a valid one),
 * and another account's order is not found (404, as an unknown one: order references are
 * sequential, so nothing may tell a guessed one exists).
 */
export function addOrderRoutes(
  app: MainApiApp,
  { state }: RouteOptions,
  auth: Auth,
  kind: OrderKind,
  orderPath: string,
) {
  const orderOf = (c: MainApiContext) => {
    const order = state.orders.get(c.req.param('orderReference') ?? '');
    return order?.kind === kind && order.userId === accountOf(c).user.guid ? order : undefined;
  };
  app.get(`${orderPath}/:orderReference/status`, auth.requireUser, (c) => {
    const order = orderOf(c);
    if (!order) return notFound(c, 'Order', c.req.param('orderReference'));
    return c.json({ orderReference: order.reference, status: orderStatus(order.payment) });
  });
  app.get(`${orderPath}/:orderReference/tracking-event`, auth.requireUser, (c) => {
    const order = orderOf(c);
    if (!order) return notFound(c, 'Order', c.req.param('orderReference'));
    if (!isPaid(order.payment)) return notFound(c, 'Tracking event of order', order.reference);
    return c.json(trackingEvent(order));
  });
  if (kind !== 'pass') return;
  app.get(`${orderPath}/:orderReference/photo-upload-status`, auth.requireUser, (c) => {
    const order = orderOf(c);
    if (!order) return notFound(c, 'Order', c.req.param('orderReference'));
    return c.json({ photoUploadAvailable: isPaid(order.payment), numberOfAllowedBookingsWithoutImage: 2 });
  });
}
