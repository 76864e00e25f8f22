import type { ChildClassPrice } from '../api/types/childClass.ts';

/**
 * What the booking button says, so a parent knows what the tap does: a free place is booked;
 * a paid one names its price, or, where the law wants the words (Germany, BGB §312j:
 * "zahlungspflichtig buchen"), says that booking obliges to pay.
 */
export type SubmitWording =
  { key: 'submit' } | { key: 'submitPaid'; price: string } | { key: 'submitObliges' };

/** `formattedPrice` is the price as the summary shows it; without one, a paid place says it obliges. */
export function submitWording(
  price: Pick<ChildClassPrice, 'priceIncVat'> | null,
  formattedPrice: string | undefined,
  paidButtonObliges: boolean,
): SubmitWording {
  const amount = price?.priceIncVat;
  const paid = typeof amount === 'number' && Number.isFinite(amount) && amount > 0;
  if (!paid) return { key: 'submit' };
  if (paidButtonObliges || formattedPrice === undefined) return { key: 'submitObliges' };
  return { key: 'submitPaid', price: formattedPrice };
}
