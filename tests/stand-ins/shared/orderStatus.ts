/**
 * What the payment page answered for an order, and the order status the main API reports from
 * it. The account-site stand-in (the payment page) records the answer in the shared state; the
 * main API stand-in reads it, as the real payment provider tells the real main API.
 */

/** The payment page's five buttons, by their `data-testid`s and form values. */
export const paymentOutcomes = ['pay', 'pay-slowly', 'pay-unusual', 'cancel', 'fail'] as const;

export type PaymentOutcome = (typeof paymentOutcomes)[number];

export function isPaymentOutcome(value: unknown): value is PaymentOutcome {
  return (paymentOutcomes as readonly unknown[]).includes(value);
}

/** A slow payment stays Pending this long after the tap, so the product shows its waiting state. */
export const slowPaymentMs = 8_000;

/**
 * An unusual payment answers a status the product does not know this long after the tap (a value
 * a real provider may send while it captures), so the product shows its neutral message and polls on.
 */
export const unusualStatusMs = 6_000;
export const unusualStatus = 'AwaitingCapture';

/** The payment page's answer and when it was given (epoch ms). */
export interface PaymentAnswer {
  outcome: PaymentOutcome;
  at: number;
}

/**
 * An order's status now: `Pending` until the payment page answered (a redeem order is answered
 * `pay` when placed), then as the answer says.
 */
export function orderStatus(payment: PaymentAnswer | null, now = Date.now()): string {
  if (payment === null) return 'Pending';
  const since = now - payment.at;
  switch (payment.outcome) {
    case 'pay':
      return 'Paid';
    case 'pay-slowly':
      return since < slowPaymentMs ? 'Pending' : 'Paid';
    case 'pay-unusual':
      return since < unusualStatusMs ? unusualStatus : 'Paid';
    case 'cancel':
      return 'Cancelled';
    case 'fail':
      return 'Failed';
  }
}

export function isPaid(payment: PaymentAnswer | null, now = Date.now()): boolean {
  return orderStatus(payment, now) === 'Paid';
}
