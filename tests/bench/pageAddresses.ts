import type { CountryCode } from '../../src/config/countries.ts';
import type { Language } from '../../src/config/languages.ts';
import { pagePath, playgroundPath, type PageId } from '../../src/config/routes.ts';
import { featuredPlaygroundSlug } from '../stand-ins/seed/countries.ts';

/**
 * Where the benches measure each page of `pageRoutes`: the page's own path, or the address
 * that shows its real content (add one when a page needs a query or an item). The playground
 * folder is no page by itself; a seeded play centre is measured (BENCH_PLAYGROUND_SLUG for
 * another one, e.g. on a deployed site).
 */
const pageAddresses: Partial<Record<PageId, (language: Language, country: CountryCode) => string>> = {
  playground: (language, country) =>
    playgroundPath(language, process.env['BENCH_PLAYGROUND_SLUG'] ?? featuredPlaygroundSlug(country)),
};

export function benchPath(page: PageId, language: Language, country: CountryCode): string {
  return pageAddresses[page]?.(language, country) ?? pagePath(page, language);
}
