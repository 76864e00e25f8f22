import type { ShopKind } from '../../config/shopKinds.ts';
import type {
  GiftCardArticle,
  PassArticle,
  SerialTicketArticle,
  ValidityArticle,
} from '../api/types/shop.ts';

/** The article of each kind, as its calls answer it. */
export interface ShopArticleOf {
  'gift-card': GiftCardArticle;
  pass: PassArticle;
  'serial-ticket': SerialTicketArticle;
}

/** A validity counted in units (`validityDurationType`, matched without regard to case). */
export type CountedValidity = {
  type: 'months' | 'days' | 'weeks' | 'years' | 'entrances';
  count: number;
};

/**
 * How long an article is valid, as data the views put into words:
 * - counted: `12 months`, `10 entrances` (a serial ticket);
 * - `period`: a fixed period from `start` (a summer card), to `end` when its length is known;
 * - `sellable`: a gift card's sellable period, either end open when the service names none.
 * Dates are ISO 8601 as the service sends them; a computed `end` is in UTC.
 */
export type Validity =
  | CountedValidity
  | { type: 'period'; start: string; end?: string }
  | { type: 'sellable'; start: string | null; end: string | null };

const countedTypes: readonly CountedValidity['type'][] = ['months', 'days', 'weeks', 'years', 'entrances'];

function isDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value));
}

function isCount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** `months` calendar months after `iso`, in UTC, on the same day or the month's last (31 Jan + 1 → 28/29 Feb). */
function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString();
}

function validityOfDuration(
  article: Pick<ValidityArticle, 'validityDurationType' | 'validityDuration' | 'ticketActivationDate'>,
): Validity | null {
  const type = article.validityDurationType?.trim().toLowerCase() ?? '';
  const count = article.validityDuration;
  if (type === 'period') {
    const start = article.ticketActivationDate;
    if (!isDate(start)) return null;
    // A period's length counts months, as the service's order summaries do (the summer card:
    // from 1 June, 3).
    return isCount(count)
      ? { type: 'period', start, end: addMonths(start, count) }
      : { type: 'period', start };
  }
  const counted = countedTypes.find((candidate) => candidate === type);
  return counted && isCount(count) ? { type: counted, count } : null;
}

/**
 * How long the article is valid, or null when the service's values say nothing usable (an
 * unknown type, no count, a period without a start).
 */
export function validityOf(article: GiftCardArticle | ValidityArticle): Validity | null {
  if ('validityDurationType' in article) return validityOfDuration(article);
  const start = isDate(article.sellablePeriodStartDate) ? article.sellablePeriodStartDate : null;
  const end = isDate(article.sellablePeriodEndDate) ? article.sellablePeriodEndDate : null;
  return start === null && end === null ? null : { type: 'sellable', start, end };
}

/** The rules' lines: one rule a line, as the service writes them, without blank lines. */
export function ruleLines(rules: string | null | undefined): string[] {
  if (typeof rules !== 'string') return [];
  return rules
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The first lines of the rules, for a list, and whether there are more (the article page has them all). */
export function ruleSummary(
  rules: string | null | undefined,
  maxLines = 2,
): { lines: string[]; more: boolean } {
  const lines = ruleLines(rules);
  const shown = Math.max(0, Math.floor(maxLines));
  return { lines: lines.slice(0, shown), more: lines.length > shown };
}

/** Why an article cannot be bought; the views say it in their own words, never the service's. */
export type InactiveReason = 'salesEnded' | 'notYetOnSale' | 'soldOut' | 'unavailable';

export type SaleState = 'onSale' | { inactive: InactiveReason };

const reasonOfCode = new Map<string, InactiveReason>([
  ['salesended', 'salesEnded'],
  ['notyetonsale', 'notYetOnSale'],
  ['soldout', 'soldOut'],
]);

function passOrTicketState(article: Pick<ValidityArticle, 'inactiveReason'>): SaleState {
  const code = typeof article.inactiveReason === 'string' ? article.inactiveReason.trim() : '';
  if (code === '') return 'onSale';
  return { inactive: reasonOfCode.get(code.toLowerCase()) ?? 'unavailable' };
}

/**
 * A gift card is for sale within its sellable period (an end the service leaves open stays
 * open) and while active. Outside the period the period says why, which is more than an
 * inactive flag does.
 */
function giftCardState(
  article: Pick<GiftCardArticle, 'isActive' | 'sellablePeriodStartDate' | 'sellablePeriodEndDate'>,
  now: number,
): SaleState {
  const start = isDate(article.sellablePeriodStartDate) ? Date.parse(article.sellablePeriodStartDate) : null;
  const end = isDate(article.sellablePeriodEndDate) ? Date.parse(article.sellablePeriodEndDate) : null;
  if (start !== null && now < start) return { inactive: 'notYetOnSale' };
  if (end !== null && now > end) return { inactive: 'salesEnded' };
  return article.isActive === false ? { inactive: 'unavailable' } : 'onSale';
}

/**
 * Whether the article can be bought at `now` (epoch ms), and if not, why: passes and serial
 * tickets by their `inactiveReason` code (an unknown code is `unavailable`), gift cards by
 * their sellable period and `isActive`.
 */
export function saleState<Kind extends ShopKind>(
  kind: Kind,
  article: ShopArticleOf[Kind],
  now: number,
): SaleState {
  // The kind names the article's shape; TypeScript does not narrow a generic's argument by it.
  return kind === 'gift-card'
    ? giftCardState(article as GiftCardArticle, now)
    : passOrTicketState(article as ValidityArticle);
}
