import { numberFormat } from '../dates/localFormats.ts';
import type { ChildClassPrice } from '../api/types/childClass.ts';
import { isSensibleAmount } from '../shop/money.ts';

export interface PriceDisplay {
  /** What the class costs now, formatted in the country's currency. */
  price: string;
  /** The regular price when the class is discounted (shown struck through), else null. */
  regularPrice: string | null;
}

/**
 * A class price as the page shows it, or null when there is none. Discounted means a regular
 * price above the current one; equal or missing regular prices show the price alone. A price
 * that makes no sense (negative, 1e308: the shop's `isSensibleAmount`) is no price.
 */
export function priceDisplay(
  price: ChildClassPrice | null | undefined,
  currency: string,
  locale: string,
): PriceDisplay | null {
  const current = price?.priceIncVat;
  if (!isSensibleAmount(current)) return null;
  const format = (amount: number) =>
    numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  const regular = price?.regularPriceIncVat;
  const discounted = isSensibleAmount(regular) && regular > current;
  return { price: format(current), regularPrice: discounted ? format(regular) : null };
}

/**
 * Builds the price formatter before the prices arrive, in a task of its own. A page's first
 * currency format loads ICU's currency data (about 15 ms on a laptop, four times that on a
 * mid-range phone); done while the classes are still on their way, it no longer lengthens the
 * one task that renders the main API's answer.
 */
export function preparePriceFormat(currency: string, locale: string): void {
  setTimeout(() =>
    priceDisplay({ priceIncVat: 1, regularPriceIncVat: null, validToDate: null }, currency, locale),
  );
}
