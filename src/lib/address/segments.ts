/**
 * Reading our own page addresses: the segments below a page's folder, and the shapes of what
 * they name. The play centre's page, its booking and shop pages, the shop's order and redeem
 * pages and the registration's play-centre links all read their addresses with these, so the
 * pages agree on what a slug and an id may be.
 */

/** Slugs are lowercase letters and digits in hyphen-joined words; nothing else is looked up. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Age groups and articles have GUIDs; anything else that could be an id is let through for the
// server to judge, and it needs no encoding in a path segment.
const itemIdPattern = /^[A-Za-z0-9-]{1,100}$/;

export function isPlaygroundSlug(value: string): boolean {
  return value.length <= 100 && slugPattern.test(value);
}

/** Whether `value` has the shape of the id of an age group or a shop article. */
export function isItemId(value: unknown): value is string {
  return typeof value === 'string' && itemIdPattern.test(value);
}

/**
 * The `count` decoded segments of `pathname` below `folderPath`, or null when the address is
 * not below it, has another number of segments (one trailing slash is fine) or does not decode
 * (`%E0%A4%A`). Never throws.
 */
export function segmentsBelow(pathname: string, folderPath: string, count: number): string[] | null {
  if (!pathname.startsWith(`${folderPath}/`)) return null;
  const parts = pathname
    .slice(folderPath.length + 1)
    .replace(/\/$/, '')
    .split('/');
  if (parts.length !== count) return null;
  try {
    return parts.map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

/**
 * The playground slug of an address below `folderPath` (e.g. `/profile/sv/lekland`), or null
 * when the address holds none. Never throws on a malformed address.
 */
export function playgroundSlugFromPath(pathname: string, folderPath: string): string | null {
  return segmentsBelow(pathname, folderPath, 1)?.[0] || null;
}
