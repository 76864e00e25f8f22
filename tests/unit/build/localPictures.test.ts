import { describe, expect, it } from 'vitest';
import { localPicturePath } from '../../../scripts/lib/localPictures.ts';

const mainApi = 'https://api.playcentre.se';

describe(localPicturePath, () => {
  it("should place a copy of the main API's picture beside the scripts, its version in its name", () => {
    expect(localPicturePath(`${mainApi}/api/media/6858cc51-e765-5240/3`, mainApi, 'image/svg+xml')).toBe(
      '/_astro/media/6858cc51-e765-5240-3.svg',
    );
    expect(localPicturePath(`${mainApi}/api/media/a1/0`, mainApi, 'image/jpeg; charset=binary')).toBe(
      '/_astro/media/a1-0.jpg',
    );
  });

  it.each([
    ['another host', 'https://evil.example/api/media/a1/1', 'image/png'],
    ['another path', `${mainApi}/api/other/a1/1`, 'image/png'],
    ['a path that climbs', `${mainApi}/api/media/..%2F..%2Fetc/1`, 'image/png'],
    ['a query', `${mainApi}/api/media/a1/1?x=1`, 'image/png'],
    ['not a picture', `${mainApi}/api/media/a1/1`, 'text/html'],
    ['no address', 'not a url', 'image/png'],
  ])('should copy nothing from %s', (_case, address, contentType) => {
    expect(localPicturePath(address, mainApi, contentType)).toBeNull();
  });
});
