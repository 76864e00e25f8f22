import type { OrderSummary } from '../api/types/shop.ts';
import { fixedPeriodEnd, isDate, type PeriodFields } from './articleFacts.ts';
import { sensibleMoney, shopCurrency } from './money.ts';

/**
 * Why an article cannot be bought; the views say it in their own words, never the service's:
 * - `salesEnded`, `notYetOnSale`, `soldOut`: the service's code, or the sellable period;
 * - `periodEnded`: a pass for a fixed period that is over (listed active or not);
 * - `unavailable`: listed inactive in a way we do not know (another code, `isActive: false`);
 * - `priceInvalid`: a price or currency that makes no sense (`money.ts`).
 */
export type InactiveReason =
  'salesEnded' | 'notYetOnSale' | 'soldOut' | 'unavailable' | 'periodEnded' | 'priceInvalid';

export type SaleState = 'onSale' | { inactive: InactiveReason };

/**
 * What the rules read, as any kind may send it: the types say which kind has which field, but
 * the service's replies are read as they come (a gift card with an `inactiveReason` is inactive
 * too, and a reason that is not a string is no "on sale").
 */
export interface SaleFacts extends PeriodFields {
  inactiveReason?: unknown;
  isActive?: unknown;
  sellablePeriodStartDate?: unknown;
  sellablePeriodEndDate?: unknown;
  price?: unknown;
  currency?: unknown;
}

const reasonOfCode = new Map<string, InactiveReason>([
  ['salesended', 'salesEnded'],
  ['notyetonsale', 'notYetOnSale'],
  ['soldout', 'soldOut'],
]);

const dateOf = (value: unknown) => (isDate(value) ? Date.parse(value) : null);

/**
 * Whether the article can be bought at `now` (epoch ms), and if not, why. It is for sale only
 * when all of these hold (issue 37, docs/shop.md "The flow" 1.):
 * - the service lists it active: `inactiveReason` missing or null, `isActive` true, null or missing;
 * - `now` is within its sellable period, where it has one (an end left open stays open);
 * - a fixed period (a `Period` pass, `periodCardProperties`) has not ended: the service lists
 *   a summer card active after the summer, and takes the order;
 * - its price and currency make sense (`sensibleMoney`).
 * When several fail, the most telling reason is given: the service's own code, then the
 * sellable period, the fixed period, any other inactive listing, and last the price.
 */
export function saleState(article: SaleFacts, now: number): SaleState {
  const listed = article.inactiveReason;
  const code = typeof listed === 'string' ? reasonOfCode.get(listed.trim().toLowerCase()) : undefined;
  if (code) return { inactive: code };
  const start = dateOf(article.sellablePeriodStartDate);
  const end = dateOf(article.sellablePeriodEndDate);
  if (start !== null && now < start) return { inactive: 'notYetOnSale' };
  if (end !== null && now > end) return { inactive: 'salesEnded' };
  const periodEnd = dateOf(fixedPeriodEnd(article));
  if (periodEnd !== null && now > periodEnd) return { inactive: 'periodEnded' };
  const active = article.isActive === true || article.isActive === null || article.isActive === undefined;
  if (!active || (listed !== null && listed !== undefined)) return { inactive: 'unavailable' };
  if (!sensibleMoney(article.price, article.currency)) return { inactive: 'priceInvalid' };
  return 'onSale';
}

/**
 * Whether an order's summary can be shown and paid: its total and currency make sense, and
 * the currency is the article's (a summary in euros for an article in kronor is no order of
 * this article). Anything else is refused before an order is placed.
 */
export function summaryMakesSense(
  summary: Pick<OrderSummary, 'totalAmount' | 'currency'>,
  article: { currency?: unknown },
): boolean {
  const total = sensibleMoney(summary.totalAmount, summary.currency);
  return total !== null && total.currency === shopCurrency(article.currency);
}
