import type { Media } from '../../../src/lib/api/types/common.ts';
import { guidFor } from '../shared/guid.ts';
import { escapeHtml as escapeXml } from '../shared/html.ts';

/**
 * The one picture of every shop article: a card drawn as SVG with the article's name and price,
 * made here from the article, so the seed can give its exact size in bytes and the media route
 * (main-api/media.ts) draws the same bytes again.
 */

export type ArticleKind = 'gift-card' | 'pass' | 'serial-ticket';

/** What a picture shows. */
export interface ArticlePicture {
  kind: ArticleKind;
  name: string;
  /** The price as the card prints it, e.g. `300 kr`. */
  price: string;
}

const size = { width: 1200, height: 800 } as const;

/** A colour per kind, so a page with all three shows at a glance which card is which. */
const colours: Record<ArticleKind, { card: string; band: string; ink: string }> = {
  'gift-card': { card: '#c62828', band: '#ffd54f', ink: '#ffffff' },
  pass: { card: '#1565c0', band: '#80deea', ink: '#ffffff' },
  'serial-ticket': { card: '#2e7d32', band: '#fff59d', ink: '#ffffff' },
};

export const articlePictureType = 'image/svg+xml';

export function articlePictureSvg({ kind, name, price }: ArticlePicture): string {
  const { width: w, height: h } = size;
  const { card, band, ink } = colours[kind];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect width="${w}" height="${h}" fill="#f4f1ea"/>` +
    `<rect x="150" y="120" width="900" height="560" rx="48" fill="${card}"/>` +
    `<rect x="150" y="250" width="900" height="90" fill="${band}"/>` +
    `<text x="600" y="470" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="80" fill="${ink}">${escapeXml(name)}</text>` +
    `<text x="600" y="580" text-anchor="middle" font-family="sans-serif" font-size="56" fill="${ink}">${escapeXml(price)}</text>` +
    `</svg>`
  );
}

/** The Media of an article's picture; its guid is derived from the kind, country and name. */
export function articlePictureMedia(country: string, picture: ArticlePicture): Media {
  return {
    guid: guidFor('media', `${picture.kind}/${country}/${picture.name}`),
    version: 1,
    mediaType: articlePictureType,
    sizeInBytes: Buffer.byteLength(articlePictureSvg(picture)),
    width: size.width,
    height: size.height,
  };
}
