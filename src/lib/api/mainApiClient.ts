import type { ApiCaches } from '../cache/apiCaches.ts';
import type { HttpClient } from './httpClient.ts';

/**
 * What an area client of the main API works with: the main API's HttpClient (`mainApiHttp`) and
 * the caches that keep the replies every user shares (spec §9).
 */
export abstract class MainApiClient {
  protected readonly http: HttpClient;
  protected readonly caches: ApiCaches;

  constructor(http: HttpClient, caches: ApiCaches) {
    this.http = http;
    this.caches = caches;
  }
}
