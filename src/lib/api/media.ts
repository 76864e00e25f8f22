import type { Media } from './types/common.ts';
import { buildUrl } from './url.ts';

/**
 * Where the main API serves a stored image or video. This is our assumption, not the spec's:
 * the spec names the Media entity (guid, version, type, size) that rooms and other entities
 * carry, but no address to fetch one from. We assume `/api/media/{guid}/{version}` below the
 * main API, the version in the path so an address never changes its content and may be cached
 * for good. The address is written here only (the main API stand-in serves the same pattern),
 * so when the real service names its own, it changes in this one place.
 */
export const mediaPath = '/api/media/{guid}/{version}';

/** The address of one version of a stored image (`version` 0 when the service sent none). */
export function mediaUrl(mainApi: string, media: Pick<Media, 'guid' | 'version'>): string {
  return buildUrl(mainApi, { path: mediaPath, params: { guid: media.guid, version: media.version ?? 0 } });
}
