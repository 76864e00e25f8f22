import { mediaPath } from '../../../src/lib/api/media.ts';
import type { Media } from '../../../src/lib/api/types/common.ts';
import { articlePictureSvg, articlePictureType } from '../seed/articlePictures.ts';
import type { StandInState } from '../seed/state.ts';
import { roomPictureSvg, roomPictureType, type RoomPicture } from '../seed/roomPictures.ts';
import { notFound, type MainApiApp, type RouteOptions } from './app.ts';

/** `/api/media/{guid}/{version}` as a Hono route: the product's address (src/lib/api/media.ts). */
export const mediaRoute = mediaPath.replace(/\{(\w+)\}/g, ':$1');

/** A picture the seed gave a room, with what it shows. */
function findPicture(state: StandInState, guid: string): { media: Media; picture: RoomPicture } | undefined {
  for (const playground of state.playgrounds()) {
    for (const area of playground.areas ?? []) {
      for (const room of area.rooms ?? []) {
        const images = room.images ?? [];
        const variant = images.findIndex((image) => image.guid === guid);
        const media = images[variant];
        if (media) {
          return {
            media,
            picture: {
              playgroundName: playground.name ?? '',
              roomName: room.name ?? '',
              theme: room.theme,
              width: media.width ?? 1200,
              height: media.height ?? 800,
              variant,
            },
          };
        }
      }
    }
  }
  return undefined;
}

/**
 * Stored pictures (README, "Pictures"): the current version of a room's or a shop article's
 * picture as SVG, cached for good (the version is in the address, so the content at one address
 * never changes); an unknown guid or any other version is 404. The sites show them with `<img>`
 * from their own origins: an image needs no CORS, and `Cross-Origin-Resource-Policy:
 * cross-origin` says outright that other origins may embed it (a page with
 * Cross-Origin-Embedder-Policy needs it).
 */
export function addMediaRoutes(app: MainApiApp, { state }: RouteOptions): void {
  const headers = (type: string) => ({
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  });
  app.get(mediaRoute, (c) => {
    const guid = c.req.param('guid') ?? '';
    const version = c.req.param('version') ?? '';
    // A shop article's picture (seed/articlePictures.ts): every one is version 1.
    const article = state.shop.pictures.get(guid);
    if (article && version === '1')
      return c.body(articlePictureSvg(article), 200, headers(articlePictureType));
    const found = findPicture(state, guid);
    if (!found || version !== String(found.media.version ?? 0))
      return notFound(c, 'Media', `${guid}/${version}`);
    return c.body(roomPictureSvg(found.picture), 200, headers(roomPictureType));
  });
}
