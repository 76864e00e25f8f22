import type { Media } from '../../../src/lib/api/types/common.ts';
import { guidFor } from '../shared/guid.ts';

/**
 * Pictures of party rooms, as the main API stand-in seeds and serves them: small SVG drawings
 * (a ball pit, a slide, the room's theme and its name), made here from the room, so the seed
 * can give each picture's exact size in bytes and the media route draws the same bytes again.
 */

/** What a picture shows and how large it is. */
export interface RoomPicture {
  playgroundName: string;
  roomName: string;
  /** The room's theme (`Jungle`, `Space`); anything else gets a plain playroom. */
  theme: string | null;
  width: number;
  height: number;
  /** Which picture of the room: the second one is drawn mirrored, so two never look the same. */
  variant: number;
}

export const roomPictureType = 'image/svg+xml';

/** Landscape and square, as a content system's crops of a photo would be. */
export const landscape = { width: 1200, height: 800 } as const;
export const square = { width: 800, height: 800 } as const;

const balls = ['#e53935', '#fdd835', '#1e88e5', '#ec407a', '#43a047', '#ff9800'];

const palettes: Record<string, { sky: string; floor: string; ink: string; accent: string }> = {
  Jungle: { sky: '#dff5d8', floor: '#7cc46a', ink: '#1b5e20', accent: '#2e8b57' },
  Space: { sky: '#1e2656', floor: '#3949ab', ink: '#fff6c2', accent: '#ff8a65' },
  other: { sky: '#fff3d6', floor: '#ffb74d', ink: '#5d4037', accent: '#ab47bc' },
};

function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}

/** Palm trees for the jungle room, stars and a planet for the space room. */
function themeShapes(theme: string | null, w: number, h: number, accent: string): string {
  const r = Math.round;
  if (theme === 'Jungle') {
    return [0.08, 0.92]
      .map(
        (x) =>
          `<rect x="${r(w * x - w * 0.015)}" y="${r(h * 0.3)}" width="${r(w * 0.03)}" height="${r(h * 0.45)}" fill="#8d5a3b"/>` +
          `<circle cx="${r(w * x)}" cy="${r(h * 0.3)}" r="${r(h * 0.09)}" fill="${accent}"/>` +
          `<circle cx="${r(w * x - h * 0.07)}" cy="${r(h * 0.34)}" r="${r(h * 0.06)}" fill="${accent}"/>` +
          `<circle cx="${r(w * x + h * 0.07)}" cy="${r(h * 0.34)}" r="${r(h * 0.06)}" fill="${accent}"/>`,
      )
      .join('');
  }
  if (theme === 'Space') {
    const stars = [
      [0.07, 0.1],
      [0.2, 0.28],
      [0.35, 0.08],
      [0.62, 0.3],
      [0.85, 0.12],
      [0.93, 0.36],
    ]
      .map(
        ([x = 0, y = 0]) =>
          `<circle cx="${r(w * x)}" cy="${r(h * y)}" r="${r(h * 0.008) + 2}" fill="#fff6a8"/>`,
      )
      .join('');
    return (
      stars +
      `<circle cx="${r(w * 0.8)}" cy="${r(h * 0.42)}" r="${r(h * 0.08)}" fill="${accent}"/>` +
      `<ellipse cx="${r(w * 0.8)}" cy="${r(h * 0.42)}" rx="${r(h * 0.14)}" ry="${r(h * 0.03)}" fill="none" stroke="#ffd54f" stroke-width="${r(h * 0.012)}"/>`
    );
  }
  return `<circle cx="${r(w * 0.85)}" cy="${r(h * 0.3)}" r="${r(h * 0.08)}" fill="${accent}"/>`;
}

/** The picture as an SVG document whose width, height and viewBox are the picture's size. */
export function roomPictureSvg(picture: RoomPicture): string {
  const { width: w, height: h } = picture;
  const r = Math.round;
  const palette = palettes[picture.theme ?? ''] ?? palettes['other'];
  if (!palette) throw new Error('No palette for rooms without a theme');
  const floorTop = r(h * 0.75);
  const pit = { x: r(w * 0.52), y: r(h * 0.66), w: r(w * 0.36), h: r(h * 0.2) };
  const radius = r(pit.h * 0.16);
  const ballCount = Math.max(2, Math.floor((pit.w - radius) / (radius * 2.2)));
  const left = pit.x + (pit.w - ballCount * radius * 2.2) / 2 + radius * 1.1;
  const pitBalls = [0, 1]
    .flatMap((row) =>
      Array.from({ length: ballCount - row }, (_, index) => {
        const cx = r(left + (index + row * 0.5) * radius * 2.2);
        const cy = r(pit.y + pit.h * 0.32 + row * radius * 1.8);
        return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${balls[(index + row * 2) % balls.length]}"/>`;
      }),
    )
    .join('');
  const tower = { x: r(w * 0.14), y: r(h * 0.4), w: r(w * 0.1) };
  const slide =
    `<rect x="${tower.x}" y="${tower.y}" width="${tower.w}" height="${floorTop - tower.y}" fill="#42a5f5" rx="${r(w * 0.01)}"/>` +
    `<path d="M${tower.x + tower.w} ${tower.y} L${r(w * 0.46)} ${floorTop} L${r(w * 0.4)} ${floorTop} L${tower.x + tower.w} ${tower.y + r(h * 0.08)} Z" fill="#ffca28"/>`;
  const scene =
    themeShapes(picture.theme, w, h, palette.accent) +
    `<rect x="0" y="${floorTop}" width="${w}" height="${h - floorTop}" fill="${palette.floor}"/>` +
    slide +
    `<rect x="${pit.x}" y="${pit.y}" width="${pit.w}" height="${pit.h}" rx="${r(pit.h * 0.2)}" fill="#ffffff" stroke="#ef6c00" stroke-width="${r(h * 0.01)}"/>` +
    pitBalls;
  const mirrored = picture.variant % 2 === 1;
  const title = `${picture.roomName} – ${picture.playgroundName}`;
  const nameSize = r(Math.min(w, h) * 0.08);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${w}" height="${h}" fill="${palette.sky}"/>` +
    (mirrored ? `<g transform="translate(${w} 0) scale(-1 1)">${scene}</g>` : scene) +
    `<text x="${r(w / 2)}" y="${r(h * 0.16)}" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${nameSize}" fill="${palette.ink}">${escapeXml(picture.roomName)}</text>` +
    `<text x="${r(w / 2)}" y="${r(h * 0.16) + r(nameSize * 0.75)}" text-anchor="middle" font-family="sans-serif" font-size="${r(nameSize * 0.45)}" fill="${palette.ink}">${escapeXml(picture.playgroundName)}</text>` +
    `</svg>`
  );
}

/**
 * The Media of one picture, its guid derived from the play centre, room and number, so it is the
 * same on every start; `sizeInBytes` is that of the SVG the media route answers.
 */
export function roomPictureMedia(
  playgroundSlug: string,
  picture: RoomPicture,
  number: number,
  version: number,
): Media {
  return {
    guid: guidFor('media', `${playgroundSlug}/${picture.roomName}/${number}`),
    version,
    mediaType: roomPictureType,
    sizeInBytes: Buffer.byteLength(roomPictureSvg(picture)),
    width: picture.width,
    height: picture.height,
  };
}
