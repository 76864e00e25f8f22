/**
 * Cache-Control per kind of response (README, "Caching"). Cloudflare Pages purges its own
 * edge cache on every deploy; these values decide what browsers and other shared caches keep.
 */
export const cachePolicy = {
  /** Files whose name carries a content hash (/_astro/…): a new build gives a new name. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /**
   * Pages, unhashed files and `_redirects` answers: browsers revalidate every time (an ETag
   * makes that a 304), shared caches may keep them a minute. Short, because a page from the
   * previous deploy names hashed files the new deploy no longer has.
   */
  page: 'public, max-age=0, s-maxage=60, must-revalidate',
  /** Anything that carries a user's state (sign-in callbacks, Function answers with ids). */
  userState: 'private, no-store',
} as const;
