import type { ShopKind } from '../../config/shopKinds.ts';
import type { GiftCardClient } from '../api/giftCardClient.ts';
import type { PassClient } from '../api/passClient.ts';
import type { SerialTicketClient } from '../api/serialTicketClient.ts';
import { ruleSummary, validityOf, type ShopArticleOf, type Validity } from './articleFacts.ts';
import { saleState, type InactiveReason } from './saleState.ts';

/**
 * One article on a play centre's shelf, with only what the list shows: the page carries it twice
 * (as markup and as the island's props), so the full rules and media wait for the article page.
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
}

/** What a play centre sells, gift cards first, then passes, then serial tickets. */
export type ShopShelf = ShelfItem[];

export interface ShelfClients {
  giftCards: Pick<GiftCardClient, 'articlesByLocation'>;
  passes: Pick<PassClient, 'articlesByLocation'>;
  serialTickets: Pick<SerialTicketClient, 'articlesByCountry'>;
}

function itemsOf<Kind extends ShopKind>(
  kind: Kind,
  articles: ShopArticleOf[Kind][],
  now: number,
): ShelfItem[] {
  return articles
    .filter((article) => typeof article.id === 'string' && article.id !== '')
    .map((article) => {
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
      };
    });
}

/**
 * The shelf of a play centre (spec §7: gift cards and passes by the play centre, serial tickets
 * by its country), asked in parallel; any failed call fails the shelf, which the page then
 * says, rather than show a shop with one kind silently missing.
 */
export async function loadShelf(
  clients: ShelfClients,
  playgroundGuid: string,
  countryGuid: string,
  now: number,
): Promise<ShopShelf> {
  const [giftCards, passes, serialTickets] = await Promise.all([
    clients.giftCards.articlesByLocation(playgroundGuid),
    clients.passes.articlesByLocation(playgroundGuid),
    clients.serialTickets.articlesByCountry(countryGuid),
  ]);
  return [
    ...itemsOf('gift-card', giftCards, now),
    ...itemsOf('pass', passes, now),
    ...itemsOf('serial-ticket', serialTickets, now),
  ];
}
