import type { Playground } from '../api/types/location.ts';
import { mediaUrl } from '../api/media.ts';

/** A picture of the play centre, with its size, so the page keeps its place before it loads. */
export interface PlaygroundPicture {
  src: string;
  width: number;
  height: number;
  /** The room it shows, for its text alternative. */
  room: string;
}

/** At most this many: a page to read on a phone, not an album. */
export const maxPictures = 4;

/**
 * The play centre's pictures: the images of its rooms (spec §3: Room has images), those with a
 * size and an image type only, in the order the main API lists them.
 */
export function playgroundPictures(playground: Playground, mainApi: string): PlaygroundPicture[] {
  const rooms = (playground.areas ?? []).flatMap((area) => area.rooms ?? []);
  return rooms
    .filter((room) => room.disabled !== true)
    .flatMap((room) =>
      (room.images ?? []).flatMap((image) =>
        image.width && image.height && image.mediaType?.startsWith('image/')
          ? [
              {
                src: mediaUrl(mainApi, image),
                width: image.width,
                height: image.height,
                room: room.name ?? '',
              },
            ]
          : [],
      ),
    )
    .slice(0, maxPictures);
}
