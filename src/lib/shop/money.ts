/**
 * What an amount of the shop must be before a parent sees it or is asked to pay it: an
 * article's price and an order's total alike. The main API's values are not trusted as they
 * come: a price of −300 kr must not be paid, and 1e308 must not print as a 300-digit number.
 */

/**
 * The ISO 4217 codes the shop sells in: the currencies of the country table
 * (`src/config/countries.ts`, kept equal by a unit test). A code outside them is not a price
 * we can show or take, whatever the service means by it; a new country's currency is added here.
 */
export const shopCurrencies = ['SEK', 'NOK', 'DKK', 'EUR'] as const;

export type ShopCurrency = (typeof shopCurrencies)[number];

/**
 * An amount must be below this, in the currency's major unit (kronor, euros). The dearest
 * article sold is a year's pass of about 2 200 kr, a gift card at most some thousands: no
 * purchase of a play centre's shop comes near 100 000 in any of these currencies, so an amount
 * at or above it is a fault (a value in öre or cents sent as kronor, an extra digit or three),
 * not a price. It also keeps every amount printed short ("99 999,99 kr"), far from where a
 * double loses the öre (2^53 / 100).
 */
export const maxAmount = 100_000;

/** The code as one of ours (read in any case, as the service's values have come), or null. */
export function shopCurrency(code: unknown): ShopCurrency | null {
  if (typeof code !== 'string') return null;
  const upper = code.toUpperCase();
  return shopCurrencies.find((known) => known === upper) ?? null;
}

/** An amount a parent may be shown and asked to pay: a finite number, 0 or more, below the maximum. */
export function isSensibleAmount(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 && amount < maxAmount;
}

/** The amount and its currency when both make sense, or null; −0 is 0 (Intl would print "-0 kr"). */
export function sensibleMoney(
  amount: unknown,
  currency: unknown,
): { amount: number; currency: ShopCurrency } | null {
  const code = shopCurrency(currency);
  return code && isSensibleAmount(amount) ? { amount: amount === 0 ? 0 : amount, currency: code } : null;
}
