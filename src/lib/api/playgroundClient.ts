import { MainApiClient } from './httpClient.ts';
import type { Playground } from './types/location.ts';
import { playground } from './schemas/location.ts';

/** Play centres (spec §7, main API: playgrounds). All lists are kept for one hour. */
export class PlaygroundClient extends MainApiClient {
  /** One play centre (response cache). */
  get(id: string): Promise<Playground | null> {
    return this.http.get('/api/playground/Get/{id}', playground, {
      params: { id },
      cache: this.caches.response,
    });
  }

  /** The play centres below a location (a region or a country). */
  listByParent(parent: string): Promise<Playground[]> {
    return this.#list('/api/playground/List/{parent}', { parent });
  }

  /** The play centres of a country, given as its guid or slug. */
  listByCountry(country: string): Promise<Playground[]> {
    return this.#list('/api/playground/ListByCountry/{country}', { country });
  }

  /** Every play centre in every country. */
  listAll(): Promise<Playground[]> {
    return this.#list('/api/playground/ListAllPlaygrounds', {});
  }

  #list(path: string, params: Record<string, string>): Promise<Playground[]> {
    return this.http.getList(path, playground, { params, cache: this.caches.lists.playground });
  }
}
