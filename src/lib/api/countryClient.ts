import { MainApiClient } from './httpClient.ts';
import type { Country, CountryConfiguration, CountryListItem } from './types/location.ts';
import * as schemas from './schemas/location.ts';

/** Countries as the main API knows them (spec §7, main API: countries). */
export class CountryClient extends MainApiClient {
  /** One country (response cache). */
  get(id: string): Promise<Country | null> {
    return this.http.get('/api/Country/Get/{id}', schemas.country, {
      params: { id },
      cache: this.caches.response,
    });
  }

  /** Every country, with regions and their playgrounds when asked (country list, one hour). */
  list(includeRegions?: boolean | null): Promise<Country[]> {
    return this.http.getList('/api/Country/List', schemas.country, {
      query: { includeregions: includeRegions },
      cache: this.caches.lists.country,
    });
  }

  /** The languages each country's sites offer (country list, one hour). */
  metadata(): Promise<CountryConfiguration[]> {
    return this.http.getList('/api/Country/Metadata', schemas.countryConfiguration, {
      cache: this.caches.lists.country,
    });
  }

  /** The countries as the shell's country dialog lists them (country list, one hour). */
  frontEndList(includeRegions?: boolean | null): Promise<CountryListItem[]> {
    return this.http.getList('/api/Country/FrontEndList', schemas.countryListItem, {
      query: { includeregions: includeRegions },
      cache: this.caches.lists.country,
    });
  }
}
