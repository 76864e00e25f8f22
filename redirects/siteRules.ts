import { defaultLanguageOf, type Country } from '../src/config/countries.ts';
import {
  canonicalPagePath,
  canonicalSlug,
  folderPages,
  languageRoot,
  pagePath,
  pageRoutes,
  type PageId,
  type PageRoute,
} from '../src/config/routes.ts';
import type { RedirectRule } from './rules.ts';

/** A path that is never built, so a rewrite to it yields the language's 404 page and status. */
export const missingPageSuffix = '__not-found';

/** Both spellings of a path: Cloudflare matches `/a` and `/a/` as different rules. */
export function withAndWithoutSlash(path: string): string[] {
  return path.endsWith('/') ? [path.slice(0, -1), path] : [path, `${path}/`];
}

/** `/`, `/profile` and `/profile/` lead to the country's default language. */
export function entryRules(country: Country, target: string): RedirectRule[] {
  const rules: RedirectRule[] = ['/', '/profile', '/profile/'].map((from) => ({
    from,
    to: target,
    status: 302,
  }));
  rules[0] = {
    ...rules[0]!,
    group: `Entry points lead to the default language (${defaultLanguageOf(country)}).`,
  };
  return rules;
}

/**
 * `/profile/{lang}/404` must answer 404, not 200: the spec sends unmapped paths there.
 * Pages would serve `404.html` itself with 200, so the path is rewritten to one that does not
 * exist, and Pages answers with the nearest 404.html and status 404.
 */
export function notFoundRules(country: Country): RedirectRule[] {
  return country.languages.flatMap((language, index) =>
    withAndWithoutSlash(pagePath('notFound', language)).map((from, variant) => ({
      from,
      to: `${languageRoot(language)}/${missingPageSuffix}`,
      status: 200 as const,
      ...(index === 0 && variant === 0 ? { group: 'The not-found page answers with status 404.' } : {}),
    })),
  );
}

/**
 * The canonical (English) path of a translated page moves to the language's own path. A folder
 * page (one page per play centre) moves with the item's slug: the folder alone is no page.
 */
export function canonicalSlugRules(country: Country): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const page of Object.keys(pageRoutes) as PageId[]) {
    const { below }: PageRoute = pageRoutes[page];
    if (below) {
      rules.push(...belowPageCanonicalRules(country, page, below));
      continue;
    }
    const route: PageRoute = pageRoutes[page];
    const kind = route.kindSegment ? '/:kind' : '';
    const item = folderPages.includes(page) ? `${kind}/:itemSlug` : '';
    for (const language of country.languages) {
      if (pageRoutes[page].slugs[language] === canonicalSlug(page)) continue;
      for (const from of withAndWithoutSlash(`${canonicalPagePath(page, language)}${item}`)) {
        rules.push({ from, to: `${pagePath(page, language)}${item}`, status: 301 });
      }
    }
  }
  if (rules[0])
    rules[0] = { ...rules[0], group: 'Canonical (English) page paths keep working in every language.' };
  return rules;
}

/**
 * A page below an item of a folder page (`{folder}/{itemSlug}/{slug}/:id`) moves from its
 * English spelling to the language's own, item and id kept.
 */
function belowPageCanonicalRules(country: Country, page: PageId, folder: PageId): RedirectRule[] {
  const path = (language: Country['languages'][number], slugOf: (page: PageId) => string) =>
    `${languageRoot(language)}/${slugOf(folder)}/:itemSlug/${slugOf(page)}${(pageRoutes[page] as PageRoute).kindSegment ? '/:kind' : ''}/:id`;
  return country.languages.flatMap((language) => {
    const own = path(language, (id) => pageRoutes[id].slugs[language]);
    const english = path(language, canonicalSlug);
    if (own === english) return [];
    return withAndWithoutSlash(english).map((from) => ({ from, to: own, status: 301 as const }));
  });
}
