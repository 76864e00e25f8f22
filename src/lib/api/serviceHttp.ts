import { HttpClient, type AccessTokenSource } from './httpClient.ts';

/**
 * How each service is called (spec §6), for code that needs only a client or two: pages
 * loaded on demand build just those, since `createApiClients` brings every client class of
 * both services into the chunk that imports it.
 */
export interface ServiceHttpOptions {
  timeoutMs?: number;
  /** The page's language tag, sent as Accept-Language (see HttpClientOptions). */
  language?: string;
  /** Replaceable for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** Identity calls send the identity service's own cookies and no token. */
export function identityHttp(identityApi: string, options: ServiceHttpOptions = {}): HttpClient {
  return new HttpClient({ ...options, baseUrl: identityApi, credentials: 'include' });
}

/** Main API calls carry the signed-in user's bearer token (when given) and no cookies. */
export function mainApiHttp(
  mainApi: string,
  options: ServiceHttpOptions & { accessToken?: AccessTokenSource } = {},
): HttpClient {
  return new HttpClient({ ...options, baseUrl: mainApi });
}
