import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../../src/config/countries.ts';
import { mediaUrl } from '../../../src/lib/api/media.ts';
import type { Media } from '../../../src/lib/api/types/common.ts';
import type { Playground } from '../../../src/lib/api/types/location.ts';
import { featuredPlaygroundSlug } from '../../stand-ins/seed/countries.ts';
import { developmentEndpoints, standInUrls } from '../../stand-ins/shared/origins.ts';
import { mainApiInProcess } from './mainApiApp.ts';

const { app, state } = mainApiInProcess();

const picturesOf = (playground: Playground): Media[] =>
  (playground.areas ?? []).flatMap((area) => (area.rooms ?? []).flatMap((room) => room.images ?? []));

async function playgroundFromApi(slug: string): Promise<Playground> {
  const response = await app.request(`/api/playground/Get/${slug}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Playground;
}

/** The root element's width, height and viewBox. */
function svgSize(svg: string) {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(root)?.[1];
  return { width: attribute('width'), height: attribute('height'), viewBox: attribute('viewBox') };
}

describe('pictures of play centres at the main API stand-in', () => {
  it.each(countryCodes)('should give the featured play centre of %s three room pictures', async (code) => {
    const pictures = picturesOf(await playgroundFromApi(featuredPlaygroundSlug(code)));
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) {
      expect(picture).toMatchObject({ mediaType: 'image/svg+xml', version: expect.any(Number) });
      expect([
        [1200, 800],
        [800, 800],
      ]).toContainEqual([picture.width, picture.height]);
    }
  });

  it.each(countryCodes)('should leave at least one play centre of %s without pictures', (code) => {
    const own = state.playgrounds().filter((p) => state.countryCodeOfPlayground(p.guid) === code);
    const withPictures = own.filter((p) => picturesOf(p).length > 0);
    expect(withPictures.length).toBeGreaterThanOrEqual(1);
    expect(withPictures.length).toBeLessThan(own.length);
    for (const playground of withPictures) expect(picturesOf(playground).length).toBeLessThanOrEqual(3);
  });

  it('should answer a play centre without pictures with empty image lists', async () => {
    const playground = await playgroundFromApi('molndal');
    const rooms = (playground.areas ?? []).flatMap((area) => area.rooms ?? []);
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.map((room) => room.images)).toEqual(rooms.map(() => []));
  });

  it('should give the same guids on every start', () => {
    const again = mainApiInProcess().state;
    expect(again.playgrounds().flatMap(picturesOf)).toEqual(state.playgrounds().flatMap(picturesOf));
  });

  describe.each(countryCodes)('the pictures of %s, at their address', (code) => {
    it('should answer each as an SVG of its stated size, cached for good, embeddable anywhere', async () => {
      const playground = await playgroundFromApi(featuredPlaygroundSlug(code));
      for (const picture of picturesOf(playground)) {
        const response = await app.request(mediaUrl(standInUrls.mainApi, picture), {
          headers: { Origin: developmentEndpoints[code].host },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
        expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
        const svg = await response.text();
        expect(svgSize(svg)).toEqual({
          width: String(picture.width),
          height: String(picture.height),
          viewBox: `0 0 ${picture.width} ${picture.height}`,
        });
        expect(Buffer.byteLength(svg)).toBe(picture.sizeInBytes);
        expect(svg).toContain('</svg>');
      }
    });
  });

  it('should draw the room’s name, escaped, and two pictures of one room differently', async () => {
    const playground = await playgroundFromApi('barkarby');
    const [jungle] = playground.areas?.[0]?.rooms ?? [];
    const [first, second] = jungle?.images ?? [];
    if (!first || !second) throw new Error('Barkarby’s jungle room should have two pictures');
    const [one, two] = await Promise.all(
      [first, second].map(async (picture) => (await app.request(mediaUrl('', picture))).text()),
    );
    expect(one).toContain(`>${jungle?.name}</text>`);
    expect(one).not.toBe(two);
  });

  it('should answer 404 for an unknown guid and for any version but the current one', async () => {
    const [picture] = picturesOf(await playgroundFromApi('barkarby'));
    if (!picture) throw new Error('Barkarby should have pictures');
    const current = picture.version ?? 0;
    for (const address of [
      mediaUrl('', { guid: '00000000-0000-5000-8000-000000000000', version: current }),
      mediaUrl('', { guid: picture.guid, version: current + 1 }),
      mediaUrl('', { guid: picture.guid, version: current - 1 }),
      `/api/media/${picture.guid}/latest`,
      `/api/media/${picture.guid}/0${current}`,
    ]) {
      const response = await app.request(address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get('Cache-Control'), address).toBeNull();
    }
  });
});
