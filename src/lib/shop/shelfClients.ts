import { GiftCardClient } from '../api/giftCardClient.ts';
import type { HttpClient } from '../api/httpClient.ts';
import { PassClient } from '../api/passClient.ts';
import { SerialTicketClient } from '../api/serialTicketClient.ts';
import type { ApiCaches } from '../cache/apiCaches.ts';
import { loadShelf, type ShelfClients, type ShopShelf } from './shelf.ts';

/** The three shop clients a shelf asks (shop lists kept an hour, spec §9). */
export function shelfClients(http: HttpClient, caches: ApiCaches): ShelfClients {
  return {
    giftCards: new GiftCardClient(http, caches),
    passes: new PassClient(http, caches),
    serialTickets: new SerialTicketClient(http, caches),
  };
}

/**
 * A play centre's shelf asked in the browser, where the build could not: this module is loaded
 * only then, so a prerendered page's script carries neither the clients nor the shelf's code.
 */
export function askShelf(
  http: HttpClient,
  caches: ApiCaches,
  playgroundGuid: string,
  countryGuid: string,
): Promise<ShopShelf> {
  return loadShelf(shelfClients(http, caches), playgroundGuid, countryGuid, Date.now());
}
