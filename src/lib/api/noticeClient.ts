import type { ApiCaches } from '../cache/apiCaches.ts';
import type { HttpClient } from './httpClient.ts';
import type { SiteNotice } from './types/notice.ts';

/** Application notices shown for a location (spec §7, main API: notices). */
export class NoticeClient {
  readonly #http: HttpClient;
  readonly #caches: ApiCaches;

  constructor(http: HttpClient, caches: ApiCaches) {
    this.#http = http;
    this.#caches = caches;
  }

  /** The notices of a location, optionally of one type only (response cache). */
  byLocation(locationId: string, type?: string | null): Promise<SiteNotice[]> {
    return this.#http.list({
      method: 'GET',
      path: '/api/application-notice/by-location/{locationId}',
      params: { locationId },
      query: { type },
      cache: this.#caches.response,
    });
  }
}
