import { isItemId, isPlaygroundSlug, segmentsBelow } from '../address/segments.ts';

/** What a booking page's address names. */
export interface BookingAddress {
  playgroundSlug: string;
  ageGroupId: string;
}

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
  const parts = segmentsBelow(pathname, folderPath, 3);
  if (!parts) return null;
  const [playgroundSlug = '', slug, ageGroupId] = parts;
  return slug === bookingSlug && isPlaygroundSlug(playgroundSlug) && isItemId(ageGroupId)
    ? { playgroundSlug, ageGroupId }
    : null;
}
