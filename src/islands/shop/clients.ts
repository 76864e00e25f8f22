import type { ShopKind } from '../../config/shopKinds.ts';
import { GiftCardClient } from '../../lib/api/giftCardClient.ts';
import type { HttpClient } from '../../lib/api/httpClient.ts';
import { PassClient } from '../../lib/api/passClient.ts';
import { SerialTicketClient } from '../../lib/api/serialTicketClient.ts';
import type { ApiCaches } from '../../lib/cache/apiCaches.ts';

/** The client of one kind of article: each kind has its own calls below its own paths (spec §7). */
export function articleClient(kind: ShopKind, http: HttpClient, caches: ApiCaches) {
  switch (kind) {
    case 'gift-card':
      return new GiftCardClient(http, caches);
    case 'pass':
      return new PassClient(http, caches);
    case 'serial-ticket':
      return new SerialTicketClient(http, caches);
  }
}
