import { site } from '../../config/site.ts';
import type { HttpClient } from '../api/httpClient.ts';
import { CountryClient } from '../api/countryClient.ts';
import { PlaygroundClient } from '../api/playgroundClient.ts';
import type { ApiCaches } from '../cache/apiCaches.ts';
import { resolvePlayground, type Resolution } from './resolvePlayground.ts';

/**
 * The play centre a slug names in this site's country, asked of the main API's lists. Pages whose
 * build found their play centre (a prerendered article or class) need it only for an address the
 * build did not know, so they import this module when they do: the lists' code is not part of
 * their first visit.
 */
export function lookUpPlayground(http: HttpClient, caches: ApiCaches, slug: string): Promise<Resolution> {
  return resolvePlayground(
    { countries: new CountryClient(http, caches), playgrounds: new PlaygroundClient(http, caches) },
    slug,
    site.country.slug,
  );
}
