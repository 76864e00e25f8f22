import { isPlaygroundSlug } from '../playground/resolvePlayground.ts';

/** What a booking page's address names. */
export interface BookingAddress {
  playgroundSlug: string;
  ageGroupId: string;
}

// Age groups have GUIDs; anything else that could be an id is let through for the server to judge.
const ageGroupIdPattern = /^[A-Za-z0-9-]{1,100}$/;

/**
 * The play centre and age group of a booking address, `{folderPath}/{playgroundSlug}/
 * {bookingSlug}/{ageGroupId}` (e.g. `/profile/sv/lekland/barkarby/boka/4f1c…`), or null when
 * the address is not one. Never throws on a malformed address.
 */
export function bookingAddress(
  pathname: string,
  folderPath: string,
  bookingSlug: string,
): BookingAddress | null {
  if (!pathname.startsWith(`${folderPath}/`)) return null;
  const parts = pathname
    .slice(folderPath.length + 1)
    .replace(/\/$/, '')
    .split('/');
  if (parts.length !== 3 || parts[1] !== bookingSlug) return null;
  try {
    const playgroundSlug = decodeURIComponent(parts[0] ?? '');
    const ageGroupId = decodeURIComponent(parts[2] ?? '');
    return isPlaygroundSlug(playgroundSlug) && ageGroupIdPattern.test(ageGroupId)
      ? { playgroundSlug, ageGroupId }
      : null;
  } catch {
    return null;
  }
}
