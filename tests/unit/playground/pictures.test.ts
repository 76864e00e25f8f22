import { describe, expect, it } from 'vitest';
import type { Media } from '../../../src/lib/api/types/common.ts';
import type { Playground, Room } from '../../../src/lib/api/types/location.ts';
import { maxPictures, playgroundPictures } from '../../../src/lib/playground/pictures.ts';

const image = (guid: string, extra: Partial<Media> = {}): Media => ({
  guid,
  version: 2,
  mediaType: 'image/svg+xml',
  sizeInBytes: 1000,
  width: 1200,
  height: 800,
  ...extra,
});
const room = (name: string, images: Media[], disabled = false) => ({ name, images, disabled }) as Room;
const centre = (rooms: Room[]) =>
  ({ guid: 'pg', areas: [{ guid: 'a', name: 'Party', type: null, rooms }] }) as unknown as Playground;

describe(playgroundPictures, () => {
  it('should give the rooms’ images with their size and address, in order', () => {
    const pictures = playgroundPictures(
      centre([room('Jungle', [image('m1')]), room('Space', [image('m 2', { width: 800, height: 800 })])]),
      'https://api.test',
    );
    expect(pictures).toEqual([
      { src: 'https://api.test/api/media/m1/2', width: 1200, height: 800, room: 'Jungle' },
      { src: 'https://api.test/api/media/m%202/2', width: 800, height: 800, room: 'Space' },
    ]);
  });

  it('should leave out videos, images without a size and disabled rooms, and stop at the limit', () => {
    const many = Array.from({ length: 9 }, (_, index) => image(`m${index}`));
    expect(
      playgroundPictures(
        centre([
          room('Video', [image('v', { mediaType: 'video/mp4' })]),
          room('No size', [image('s', { width: null })]),
          room('Closed', [image('c')], true),
          room('Many', many),
        ]),
        'https://api.test',
      ).map((picture) => picture.src),
    ).toEqual(many.slice(0, maxPictures).map((media) => `https://api.test/api/media/${media.guid}/2`));
  });

  it('should give none for a play centre without areas', () => {
    expect(playgroundPictures({ guid: 'pg', areas: null } as Playground, 'https://api.test')).toEqual([]);
  });
});
