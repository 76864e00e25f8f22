import { GiftCardClient } from '../api/giftCardClient.ts';
import type { HttpClient } from '../api/httpClient.ts';
import { PassClient } from '../api/passClient.ts';
import { SerialTicketClient } from '../api/serialTicketClient.ts';
import type { ApiCaches } from '../cache/apiCaches.ts';
import type { ShelfClients } from './shelf.ts';

/** The three shop clients a shelf asks (shop lists kept an hour, spec §9). */
export function shelfClients(http: HttpClient, caches: ApiCaches): ShelfClients {
  return {
    giftCards: new GiftCardClient(http, caches),
    passes: new PassClient(http, caches),
    serialTickets: new SerialTicketClient(http, caches),
  };
}
