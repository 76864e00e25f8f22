import type { VersionedStorage } from '../storage/versionedStorage.ts';
import { storedKeys } from '../../config/storage.ts';

/** Maximum visited playground count (spec §9). */
export const maxVisitedPlaygrounds = 4;

/** A play centre a parent has looked at, enough to link back to it. */
export interface VisitedPlayground {
  slug: string;
  /** The name as shown when visited (in the page's language). */
  name: string;
  /**
   * The language the name is in: the visited page's, or the country's where the play centre had
   * no name in it. A page in another language marks the name with it (WCAG 3.1.2).
   */
  lang?: string;
}

/**
 * The list after visiting `visit`: it moves to the front (newest first), an earlier visit of the
 * same play centre is dropped, and only the newest `max` are kept.
 */
export function addVisit(
  list: readonly VisitedPlayground[],
  visit: VisitedPlayground,
  max: number = maxVisitedPlaygrounds,
): VisitedPlayground[] {
  return [visit, ...list.filter((entry) => entry.slug !== visit.slug)].slice(0, max);
}

/** A stored list as far as it can be trusted: well-formed entries only, no duplicates, at most `max`. */
export function parseVisited(value: unknown, max: number = maxVisitedPlaygrounds): VisitedPlayground[] {
  if (!Array.isArray(value)) return [];
  const result: VisitedPlayground[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { slug, name, lang } = entry as Record<string, unknown>;
    if (typeof slug !== 'string' || typeof name !== 'string' || slug === '') continue;
    if (result.some((kept) => kept.slug === slug)) continue;
    result.push(typeof lang === 'string' && /^[a-z]{2}$/.test(lang) ? { slug, name, lang } : { slug, name });
    if (result.length === max) break;
  }
  return result;
}

/** Where the list is kept in the versioned storage (per site, so per country). */
export const visitedPlaygroundsKey = storedKeys.visitedPlaygrounds.key;

type ListStorage = Pick<VersionedStorage, 'get' | 'set'>;

/** The stored list, newest first; empty when nothing (usable) is stored. */
export function readVisited(storage: Pick<VersionedStorage, 'get'>): VisitedPlayground[] {
  return parseVisited(storage.get<unknown>(visitedPlaygroundsKey));
}

/** Records a visit and returns the list as stored. */
export function recordVisit(storage: ListStorage, visit: VisitedPlayground): VisitedPlayground[] {
  const list = addVisit(readVisited(storage), visit);
  storage.set(visitedPlaygroundsKey, list);
  return list;
}
