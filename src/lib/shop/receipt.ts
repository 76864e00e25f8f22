import type { OrderSummary, TrackingEvent } from '../api/types/shop.ts';
import { ruleLines, type ArticlePicture, type Validity } from './articleFacts.ts';
import type { KeptOrder } from './orderTab.ts';

/**
 * Who sells in a country: the main API's country (`companyname`, `companyorgno`), as the build
 * read it. The number is written as the country writes it ("556912-4470", "HRB 98765,
 * Amtsgericht Köln"), so no text adds a label of its own to it.
 */
export interface Seller {
  name: string;
  organisationNumber: string | null;
}

export interface ReceiptLine {
  name: string;
  quantity: number;
  /** The line's amount in the receipt's currency, or null when the service named none usable. */
  amount: number | null;
  childName: string | null;
  playgroundName: string | null;
}

/** What a receipt says, as data: the view puts it into the page's words, `Intl` and the country's rules. */
export interface ReceiptFacts {
  reference: string;
  /**
   * When it was bought (epoch ms): when this tab placed the order, or else when it first saw
   * it paid (docs/decisions.md); null when neither is known.
   */
  purchasedAt: number | null;
  seller: Seller | null;
  lines: ReceiptLine[];
  /** How long what was bought is valid: a period's dates, a number of visits, or months. */
  validity: Validity | null;
  total: number | null;
  currency: string | null;
  /** Redeemed (nothing to pay), not paid. */
  redeemed: boolean;
  rules: string[];
  /** The article's picture, kept when this tab placed the order; null otherwise. */
  picture: ArticlePicture | null;
}

export interface ReceiptInput {
  reference: string;
  /** What this tab kept of the order when it placed it; undefined when another tab or device did. */
  kept: KeptOrder | undefined;
  /** The purchase event: the lines of an order this tab kept nothing of. */
  tracking: TrackingEvent | null;
  /** The country's seller as the build wrote it, or null when the build could not ask. */
  seller: Seller | null;
  /** When this tab first saw the order paid (epoch ms), if it did. */
  paidSeenAt: number | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const amountOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

const quantityOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 1;

const instant = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** One line of the receipt, or none where it names nothing. */
function lineOf(
  name: unknown,
  quantity: unknown,
  amount: unknown,
  childName: string | null,
  playgroundName: string | null,
): ReceiptLine[] {
  const named = text(name);
  return named
    ? [{ name: named, quantity: quantityOf(quantity), amount: amountOf(amount), childName, playgroundName }]
    : [];
}

/** The summary's lines; one line of the summary's own article when it lists none. */
function summaryLines(summary: OrderSummary, playgroundName: string | null): ReceiptLine[] {
  const child = text(summary.childName);
  const listed = Array.isArray(summary.lines) ? summary.lines : [];
  const lines = listed.flatMap((line) =>
    line
      ? lineOf(line.articleName, line.quantity, line.amount, text(line.childName) ?? child, playgroundName)
      : [],
  );
  return lines.length > 0
    ? lines
    : lineOf(summary.articleName, 1, summary.totalAmount, child, playgroundName);
}

/** The purchase event's products: names and amounts, no child (the event names none). */
function eventLines(event: TrackingEvent | null): ReceiptLine[] {
  const products = Array.isArray(event?.products) ? event.products : [];
  return products.flatMap((product) =>
    product ? lineOf(product.name, product.quantity, product.price, null, null) : [],
  );
}

/**
 * How long it is valid: the summary's period (the service's own dates for this order) first,
 * then its visits, then what the article's page said (months, a period from its start). A gift
 * card's sellable period says when it could be bought, not how long it is valid: its validity
 * is in its rules, which the receipt shows.
 */
function validityOfOrder(summary: OrderSummary | null, kept: KeptOrder | undefined): Validity | null {
  const period = summary?.period;
  if (period && isDate(period.start) && isDate(period.end))
    return { type: 'period', start: period.start, end: period.end };
  const visits = summary?.numberOfEntrances;
  if (typeof visits === 'number' && Number.isInteger(visits) && visits > 0)
    return { type: 'entrances', count: visits };
  const validity = kept?.validity;
  return validity && validity.type !== 'sellable' ? validity : null;
}

/** The seller: the country's (with its number), or, when the build could not ask, the summary's name. */
function sellerOf(seller: Seller | null, summary: OrderSummary | null): Seller | null {
  const name = text(seller?.name);
  if (seller && name) return { name, organisationNumber: text(seller.organisationNumber) };
  const named = text(summary?.companyName);
  return named ? { name: named, organisationNumber: null } : null;
}

/**
 * What the receipt of a paid (or redeemed) order says: from the summary this tab kept when it
 * placed the order, or, opened in a tab that kept none, from the purchase event. Everything is
 * checked again here: the tab's storage is the parent's to change, and the receipt shows only
 * what it can read.
 */
export function receiptFacts(input: ReceiptInput): ReceiptFacts {
  const { kept, tracking } = input;
  const summary = kept?.summary ?? null;
  const playgroundName = text(summary?.playgroundName) ?? text(kept?.playground?.name);
  const fromSummary = summary ? summaryLines(summary, playgroundName) : [];
  const summaryTotal = amountOf(summary?.totalAmount);
  const total = summaryTotal ?? amountOf(tracking?.total);
  return {
    reference: input.reference,
    purchasedAt: instant(kept?.placedAt) ?? instant(input.paidSeenAt) ?? instant(kept?.paidSeenAt),
    seller: sellerOf(input.seller, summary),
    lines: fromSummary.length > 0 ? fromSummary : eventLines(tracking),
    validity: validityOfOrder(summary, kept),
    total,
    currency: text(summaryTotal === null ? tracking?.currency : summary?.currency),
    redeemed: summary !== null && summaryTotal === 0,
    rules: ruleLines(summary?.rules),
    picture: kept?.picture ?? null,
  };
}
