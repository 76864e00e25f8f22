import { MainApiClient } from './httpClient.ts';
import type {
  FrontEndLocationScope,
  LocationItem,
  LocationList,
  LocationTree,
  LocationType,
} from './types/location.ts';
import * as schemas from './schemas/location.ts';

/** The location hierarchy: countries down to tables (spec §7, main API: locations). */
export class LocationClient extends MainApiClient {
  /** One location (response cache). */
  get(id: string): Promise<LocationItem | null> {
    return this.http.get('/api/Location/GetLocation/{id}', schemas.locationItem, {
      params: { id },
      cache: this.caches.response,
    });
  }

  /** The locations of one category (location list, one hour). */
  byCategory(category: string): Promise<LocationItem[]> {
    return this.http.getList('/api/Location/GetLocationsByCategory', schemas.locationItem, {
      query: { category },
      required: ['category'],
      cache: this.caches.lists.location,
    });
  }

  /** Every location grouped by type, optionally below one scope (location list, one hour). */
  list(scope?: string): Promise<LocationList | null> {
    const path = scope === undefined ? '/api/Location/GetList' : '/api/Location/GetList/{scope}';
    return this.http.get(path, schemas.locationList, {
      params: { scope },
      cache: this.caches.lists.location,
    });
  }

  /** The countries, regions or playgrounds the site lists (location list, one hour). */
  frontEndList(scope: FrontEndLocationScope): Promise<LocationItem[]> {
    // "FontEnd" is how the main API spells this route.
    return this.http.getList('/api/Location/FontEndGetList', schemas.locationItem, {
      query: { scope },
      required: ['scope'],
      cache: this.caches.lists.location,
    });
  }

  /** The playground tree below a scope (two minutes: staff edit it and want to see it). */
  tree(scope: string): Promise<LocationTree | null> {
    return this.http.get('/api/Location/GetTree', schemas.locationTree, {
      query: { scope },
      required: ['scope'],
      cache: this.caches.lists.playgroundTree,
    });
  }

  /** Locations whose name matches a text, of one type (not cached: every search differs). */
  search(query: string, locationType: LocationType): Promise<LocationItem[]> {
    return this.http.getList('/api/Location/SearchLocation', schemas.locationItem, {
      query: { query, loctype: locationType },
      required: ['query', 'loctype'],
    });
  }

  /** Deletes a location (staff only), and forgets cached lists that may still show it. */
  async delete(id: string): Promise<void> {
    await this.http.send({ method: 'DELETE', path: '/api/Location/DeleteLocation/{id}', params: { id } });
    this.caches.lists.location.clear();
    this.caches.lists.playgroundTree.clear();
  }
}
