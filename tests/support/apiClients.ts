import { createApiCaches, type ApiCaches } from '../../src/lib/cache/apiCaches.ts';
import { ChildClassClient } from '../../src/lib/api/childClassClient.ts';
import { CountryClient } from '../../src/lib/api/countryClient.ts';
import { GiftCardClient } from '../../src/lib/api/giftCardClient.ts';
import type { AccessTokenSource } from '../../src/lib/api/httpClient.ts';
import { IdentityClient } from '../../src/lib/api/identityClient.ts';
import { LocationClient } from '../../src/lib/api/locationClient.ts';
import { NoticeClient } from '../../src/lib/api/noticeClient.ts';
import { OpeningHoursClient } from '../../src/lib/api/openingHoursClient.ts';
import { PassClient } from '../../src/lib/api/passClient.ts';
import { PlaygroundClient } from '../../src/lib/api/playgroundClient.ts';
import { SerialTicketClient } from '../../src/lib/api/serialTicketClient.ts';
import { identityHttp, mainApiHttp } from '../../src/lib/api/serviceHttp.ts';
import { UserClient } from '../../src/lib/api/userClient.ts';
import { UserGatheringClient } from '../../src/lib/api/userGatheringClient.ts';

export interface ApiClientsOptions {
  /** The country's endpoints in this environment (`endpointsFor` in src/config). */
  endpoints: { identityApi: string; mainApi: string };
  /** The signed-in user's access token, sent to the main API. */
  accessToken?: AccessTokenSource;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The page's language tag, sent as Accept-Language. */
  language?: string;
  /** Shared caches; fresh ones when left out. */
  caches?: ApiCaches;
}

/** Every client of both services, wired the way spec §6 says each service is called. */
export interface ApiClients {
  identity: IdentityClient;
  giftCards: GiftCardClient;
  passes: PassClient;
  serialTickets: SerialTicketClient;
  childClasses: ChildClassClient;
  notices: NoticeClient;
  openingHours: OpeningHoursClient;
  countries: CountryClient;
  locations: LocationClient;
  playgrounds: PlaygroundClient;
  users: UserClient;
  userGathering: UserGatheringClient;
  caches: ApiCaches;
}

/**
 * Every client of spec §7 on one object, for the unit and contract tests that call through the
 * whole typed API (the product builds only the clients a chunk uses, with `identityHttp` and
 * `mainApiHttp` of src/lib/api/serviceHttp.ts). Identity calls send the identity service's cookies (`credentials:
 * 'include'`) and no token; main API calls carry the bearer token and no cookies.
 */
export function createApiClients(options: ApiClientsOptions): ApiClients {
  const shared = {
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.language === undefined ? {} : { language: options.language }),
  };
  const identity = identityHttp(options.endpoints.identityApi, shared);
  const mainHttp = mainApiHttp(options.endpoints.mainApi, {
    ...shared,
    ...(options.accessToken === undefined ? {} : { accessToken: options.accessToken }),
  });
  const caches = options.caches ?? createApiCaches();
  return {
    identity: new IdentityClient(identity),
    giftCards: new GiftCardClient(mainHttp, caches),
    passes: new PassClient(mainHttp, caches),
    serialTickets: new SerialTicketClient(mainHttp, caches),
    childClasses: new ChildClassClient(mainHttp, caches),
    notices: new NoticeClient(mainHttp, caches),
    openingHours: new OpeningHoursClient(mainHttp, caches),
    countries: new CountryClient(mainHttp, caches),
    locations: new LocationClient(mainHttp, caches),
    playgrounds: new PlaygroundClient(mainHttp, caches),
    users: new UserClient(mainHttp, caches),
    userGathering: new UserGatheringClient(mainHttp),
    caches,
  };
}
