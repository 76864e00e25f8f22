import type { Country } from '../api/types/location.ts';
import { playgroundSlugFromPath } from '../address/segments.ts';
import { playgroundName } from '../playground/resolvePlayground.ts';

/** The preferred-play-centre choice: this country's play centres, grouped by region. */
export interface PlaygroundChoice {
  id: string;
  slug: string;
  name: string;
}

export interface PlaygroundGroup {
  region: string;
  playgrounds: PlaygroundChoice[];
}

/**
 * The groups of the country's list (the main API's country list with regions, one hour in
 * the list cache). Disabled play centres and regions left empty are not offered; regions and
 * play centres are sorted by name in the page's language, as a parent scans a list.
 */
export function playgroundGroups(
  countries: readonly Country[],
  countrySlug: string,
  language: string,
): PlaygroundGroup[] {
  const collator = new Intl.Collator(language);
  const country = countries.find((candidate) => candidate.slug === countrySlug);
  return (country?.regions ?? [])
    .map((region) => ({
      region: region.name?.trim() || '',
      playgrounds: (region.playgrounds ?? [])
        .filter((playground) => playground.disabled !== true && playground.guid)
        .map((playground) => ({
          id: playground.guid,
          slug: playground.slug ?? '',
          name: playgroundName(playground, language),
        }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    }))
    .filter((group) => group.playgrounds.length > 0)
    .sort((a, b) => collator.compare(a.region, b.region));
}

/**
 * The play centre a parent coming from one is registering for, as a slug or guid: the
 * `playground` query parameter, else the play centre whose page `continuePath` names (this
 * site's play-centre folders, `folderPaths`, e.g. `/profile/sv/lekland`, any of its languages).
 * Only this site's own addresses are read; the choice is then looked up in this country's list.
 */
export function playgroundHint(
  search: string,
  folderPaths: readonly string[],
  siteHost: string,
): string | null {
  const query = new URLSearchParams(search);
  const named = query.get('playground')?.trim();
  if (named) return named;
  const continuePath = query.get('continuePath');
  if (!continuePath) return null;
  let url: URL;
  try {
    url = new URL(continuePath, siteHost);
  } catch {
    return null;
  }
  if (url.origin !== new URL(siteHost).origin) return null;
  for (const folder of folderPaths) {
    const slug = playgroundSlugFromPath(url.pathname, folder);
    if (slug) return slug;
  }
  return null;
}

/** The id of the play centre a hint names (slug or guid, any case), when the country has it. */
export function playgroundOf(groups: readonly PlaygroundGroup[], hint: string | null): string | null {
  if (!hint) return null;
  const wanted = hint.toLowerCase();
  const found = groups
    .flatMap((group) => group.playgrounds)
    .find((choice) => choice.slug.toLowerCase() === wanted || choice.id.toLowerCase() === wanted);
  return found?.id ?? null;
}
