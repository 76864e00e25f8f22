import type { ShopKind } from '../../config/shopKinds.ts';
import type { GiftCardClient } from '../api/giftCardClient.ts';
import type { PassClient } from '../api/passClient.ts';
import type { SerialTicketClient } from '../api/serialTicketClient.ts';
import {
  articlePicture,
  ruleSummary,
  validityOf,
  type ArticlePicture,
  type ShopArticleOf,
  type Validity,
} from './articleFacts.ts';
import { saleState, type InactiveReason } from './saleState.ts';

/**
 * One article on a play centre's shelf, with only what the list shows: the page carries it twice
 * (as markup and as the island's props), so the full rules wait for the article page, and of its
 * media only the picture the article page shows first.
 */
export interface ShelfItem {
  kind: ShopKind;
  id: string;
  name: string;
  price: number | null;
  currency: string | null;
  validity: Validity | null;
  /** The rules' first lines. */
  rules: string[];
  /** Why it cannot be bought, or null when it can. */
  inactive: InactiveReason | null;
  /** The article's own picture (`articlePicture`), or null. */
  picture: ArticlePicture | null;
}

/** What a play centre sells, gift cards first, then passes, then serial tickets. */
export type ShopShelf = ShelfItem[];

export interface ShelfClients {
  giftCards: Pick<GiftCardClient, 'articlesByLocation'>;
  passes: Pick<PassClient, 'articlesByLocation'>;
  serialTickets: Pick<SerialTicketClient, 'articlesByCountry'>;
}

/** One article a play centre sells, whole, as its kind's list call answers it. */
export type ShelfArticle = { [Kind in ShopKind]: { kind: Kind; article: ShopArticleOf[Kind] } }[ShopKind];

/** An article with an id: one without names no page and is never offered. */
const hasId = (entry: ShelfArticle) => typeof entry.article.id === 'string' && entry.article.id !== '';

/** What the list shows of each article (`ShelfItem`), as its sale stands at `now`. */
export function shelfOf(articles: readonly ShelfArticle[], now: number): ShopShelf {
  return articles.filter(hasId).map(({ kind, article }) => {
    const state = saleState(article, now);
    return {
      kind,
      id: article.id,
      name: article.name ?? '',
      price: article.price,
      currency: article.currency,
      validity: validityOf(article),
      rules: ruleSummary(article.rules).lines,
      inactive: state === 'onSale' ? null : state.inactive,
      picture: articlePicture(article),
    };
  });
}

/**
 * Every article a play centre sells, whole (spec §7: gift cards and passes by the play centre,
 * serial tickets by its country), asked in parallel, gift cards first, then passes, then
 * serial tickets; any failed call fails them all, which the page then says, rather than show a
 * shop with one kind silently missing. The build prerenders an article page from each.
 */
export async function loadShelfArticles(
  clients: ShelfClients,
  playgroundGuid: string,
  countryGuid: string,
): Promise<ShelfArticle[]> {
  const [giftCards, passes, serialTickets] = await Promise.all([
    clients.giftCards.articlesByLocation(playgroundGuid),
    clients.passes.articlesByLocation(playgroundGuid),
    clients.serialTickets.articlesByCountry(countryGuid),
  ]);
  return [
    ...giftCards.map((article) => ({ kind: 'gift-card' as const, article })),
    ...passes.map((article) => ({ kind: 'pass' as const, article })),
    ...serialTickets.map((article) => ({ kind: 'serial-ticket' as const, article })),
  ].filter(hasId);
}

/** The shelf of a play centre: its articles (`loadShelfArticles`) as the list shows them. */
export async function loadShelf(
  clients: ShelfClients,
  playgroundGuid: string,
  countryGuid: string,
  now: number,
): Promise<ShopShelf> {
  return shelfOf(await loadShelfArticles(clients, playgroundGuid, countryGuid), now);
}
