import type { ApiCaches } from '../cache/apiCaches.ts';
import type { HttpClient } from './httpClient.ts';
import type {
  FrontEndLocationScope,
  LocationItem,
  LocationList,
  LocationTree,
  LocationType,
} from './types/location.ts';

/** The location hierarchy: countries down to tables (spec §7, main API: locations). */
export class LocationClient {
  readonly #http: HttpClient;
  readonly #caches: ApiCaches;

  constructor(http: HttpClient, caches: ApiCaches) {
    this.#http = http;
    this.#caches = caches;
  }

  /** The locations of one category (location list, one hour). */
  byCategory(category: string): Promise<LocationItem[]> {
    return this.#http.list({
      method: 'GET',
      path: '/api/Location/GetLocationsByCategory',
      query: { category },
      required: ['category'],
      cache: this.#caches.lists.location,
    });
  }

  /** One location (response cache). */
  get(id: string): Promise<LocationItem | null> {
    return this.#http.json({
      method: 'GET',
      path: '/api/Location/GetLocation/{id}',
      params: { id },
      cache: this.#caches.response,
    });
  }

  /** The playground tree below a scope (two minutes: staff edit it and want to see it). */
  tree(scope: string): Promise<LocationTree | null> {
    return this.#http.json({
      method: 'GET',
      path: '/api/Location/GetTree',
      query: { scope },
      required: ['scope'],
      cache: this.#caches.lists.playgroundTree,
    });
  }

  /** Every location grouped by type, optionally below one scope (location list, one hour). */
  list(scope?: string): Promise<LocationList | null> {
    return this.#http.json({
      method: 'GET',
      path: scope === undefined ? '/api/Location/GetList' : '/api/Location/GetList/{scope}',
      params: { scope },
      cache: this.#caches.lists.location,
    });
  }

  /** The countries, regions or playgrounds the site lists (location list, one hour). */
  frontEndList(scope: FrontEndLocationScope): Promise<LocationItem[]> {
    return this.#http.list({
      // "FontEnd" is how the main API spells this route.
      method: 'GET',
      path: '/api/Location/FontEndGetList',
      query: { scope },
      required: ['scope'],
      cache: this.#caches.lists.location,
    });
  }

  /** Locations whose name matches a text, of one type (not cached: every search differs). */
  search(query: string, locationType: LocationType): Promise<LocationItem[]> {
    return this.#http.list({
      method: 'GET',
      path: '/api/Location/SearchLocation',
      query: { query, loctype: locationType },
      required: ['query', 'loctype'],
    });
  }

  /** Deletes a location (staff only), and forgets cached lists that may still show it. */
  async delete(id: string): Promise<void> {
    await this.#http.send({ method: 'DELETE', path: '/api/Location/DeleteLocation/{id}', params: { id } });
    this.#caches.lists.location.clear();
    this.#caches.lists.playgroundTree.clear();
  }
}
