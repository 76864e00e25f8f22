import type { ItemList, WithContext } from 'schema-dts';
import type { Language } from '../../config/languages.ts';
import type { BuiltPlayground, PrerenderRegion } from './prerender.ts';
import { playgroundName } from './resolvePlayground.ts';

/** One region of the finder, its play centres by name; a nameless region is `null`. */
export interface FinderRegion {
  name: string | null;
  centres: BuiltPlayground[];
}

/**
 * The play centres by region, in the main API's order of regions, each region's centres by name
 * in the page's language; a centre no region lists goes last, in a group of its own, so none is
 * left out. Regions without a centre of the build are not shown.
 */
export function finderRegions(
  built: readonly BuiltPlayground[],
  regions: readonly PrerenderRegion[],
  language: Language,
  locale: string,
): FinderRegion[] {
  const byName = (a: BuiltPlayground, b: BuiltPlayground) =>
    playgroundName(a.playground, language).localeCompare(playgroundName(b.playground, language), locale);
  const placed = new Set<string>();
  const groups: FinderRegion[] = regions.map((region) => {
    const centres = built.filter(
      (centre) => region.playgrounds.includes(centre.playground.guid) && !placed.has(centre.playground.guid),
    );
    for (const centre of centres) placed.add(centre.playground.guid);
    return { name: region.name || null, centres: centres.sort(byName) };
  });
  const rest = built.filter((centre) => !placed.has(centre.playground.guid)).sort(byName);
  return [...groups, { name: null, centres: rest }].filter((group) => group.centres.length > 0);
}

/**
 * What the finder's filter compares: lower case, without accents, so "malmo" finds Malmö and
 * "kobenhavn" København (ø and æ are letters of their own, written out as a Dane types them
 * on a foreign keyboard), and spaces and hyphens alike.
 */
export function searchText(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ø', 'o')
    .replaceAll('æ', 'ae')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/** Whether an entry's text holds every word of the query, in any order. */
export function matchesQuery(entryText: string, query: string): boolean {
  const words = searchText(query).split(' ').filter(Boolean);
  return words.every((word) => entryText.includes(word));
}

/** The finder's schema.org `ItemList`: the play centres' pages, in the order shown. */
export function finderStructuredData(
  entries: readonly { name: string; url: string }[],
  name: string,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      url: entry.url,
    })),
  };
}
