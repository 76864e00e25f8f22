import { TimedCache } from './TimedCache.ts';

const minute = 60_000;
const hour = 60 * minute;

/** The response cache of spec §9: two minutes, ten entries, no sliding expiration. */
export const responseCacheOptions = { maxAgeMs: 2 * minute, maxEntries: 10 } as const;

/** How long each kind of list is kept (spec §9). */
export const listLifetimesMs = {
  /** Countries, locations, playgrounds and shop articles change a few times a year. */
  country: hour,
  location: hour,
  playground: hour,
  shop: hour,
  /** Child classes fill up while parents book, so a full class must show as full soon. */
  childClass: minute,
  /** The playground tree is what staff edit; they expect to see their change quickly. */
  playgroundTree: 2 * minute,
} as const;

export type ListKind = keyof typeof listLifetimesMs;

/** Cached replies are promises of parsed JSON, shared by every caller while they live. */
export type ReplyCache = TimedCache<Promise<unknown>>;

/** The caches one set of API clients shares: the response cache and one cache per list kind. */
export interface ApiCaches {
  response: ReplyCache;
  lists: Record<ListKind, ReplyCache>;
}

/** Fresh, empty caches with the lifetimes of spec §9. */
export function createApiCaches(): ApiCaches {
  const lists = Object.fromEntries(
    Object.entries(listLifetimesMs).map(([kind, maxAgeMs]) => [kind, new TimedCache({ maxAgeMs })]),
  ) as Record<ListKind, ReplyCache>;
  return { response: new TimedCache(responseCacheOptions), lists };
}
