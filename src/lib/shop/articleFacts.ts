import type {
  GiftCardArticle,
  PassArticle,
  SerialTicketArticle,
  ValidityArticle,
} from '../api/types/shop.ts';
import type { Media } from '../api/types/common.ts';

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

/** A date the service wrote that `Date.parse` reads (sale rules read the same dates). */
export function isDate(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value));
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * `months` calendar months after `iso`, in UTC, on the same day or the month's last (31 Jan + 1
 * → 28/29 Feb); null past the dates a `Date` holds (a count of 1e15 months).
 */
function addMonths(iso: string, months: number): string | null {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function validityOfDuration(
  article: Pick<ValidityArticle, 'validityDurationType' | 'validityDuration' | 'ticketActivationDate'>,
): Validity | null {
  const type =
    typeof article.validityDurationType === 'string' ? article.validityDurationType.trim().toLowerCase() : '';
  const count = article.validityDuration;
  if (type === 'period') {
    const start = article.ticketActivationDate;
    if (!isDate(start)) return null;
    // A period's length counts months, as the service's order summaries do (the summer card:
    // from 1 June, 3).
    const end = isCount(count) ? addMonths(start, count) : null;
    return end ? { type: 'period', start, end } : { type: 'period', start };
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

/** The fields of a fixed period, as any kind of article may carry them. */
export interface PeriodFields {
  periodCardProperties?: unknown;
  ticketActivationDate?: unknown;
  validityDurationType?: unknown;
  validityDuration?: unknown;
}

/**
 * The end of a pass's fixed period, the same end `validityOf` gives: the card administration's
 * `periodCardProperties.end`, or a `Period` from `ticketActivationDate` for `validityDuration`
 * months. Null when the article has no fixed period or its end cannot be known.
 */
export function fixedPeriodEnd(article: PeriodFields): string | null {
  const card = article.periodCardProperties;
  if (typeof card === 'object' && card !== null && 'end' in card && isDate(card.end)) return card.end;
  const validity = validityOfDuration(article as Parameters<typeof validityOfDuration>[0]);
  return validity?.type === 'period' ? (validity.end ?? null) : null;
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

/** What a page needs to show an article's picture: where it is stored, and its size. */
export type ArticlePicture = Pick<Media, 'guid' | 'version' | 'width' | 'height'>;

/**
 * The article's own picture: its first stored image (a video or an entry without a guid is not
 * one), or null. The article page and the play centre's shelf show the same one.
 */
export function articlePicture(article: { media?: Media[] | null }): ArticlePicture | null {
  const media = article.media?.find((entry) => entry.guid && (entry.mediaType ?? '').startsWith('image/'));
  return media
    ? { guid: media.guid, version: media.version, width: media.width, height: media.height }
    : null;
}
