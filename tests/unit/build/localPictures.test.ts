import { describe, expect, it } from 'vitest';
import { inlinePicture, inlinePictureLimit, localPicturePath } from '../../../scripts/lib/localPictures.ts';

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

describe(inlinePicture, () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="#f2b705"/></svg>';

  it('should put a small SVG into the page as text, every character that could end the attribute encoded', () => {
    const address = inlinePicture(new TextEncoder().encode(svg), 'image/svg+xml; charset=utf-8');
    expect(address).toMatch(/^data:image\/svg\+xml,/);
    expect(address).not.toMatch(/["<>& ]/);
    expect(decodeURIComponent(address?.slice('data:image/svg+xml,'.length) ?? '')).toBe(svg);
  });

  it('should put a small bitmap into the page as base64', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(inlinePicture(png, 'image/png')).toBe(
      `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
    );
  });

  it('should leave a picture above the limit as a file, and anything that is not a picture', () => {
    expect(inlinePicture(new Uint8Array(inlinePictureLimit), 'image/jpeg')).not.toBeNull();
    expect(inlinePicture(new Uint8Array(inlinePictureLimit + 1), 'image/jpeg')).toBeNull();
    expect(inlinePicture(new TextEncoder().encode('<p>hi</p>'), 'text/html')).toBeNull();
    expect(inlinePicture(new Uint8Array(8), 'toString')).toBeNull();
  });
});
