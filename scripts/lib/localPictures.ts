import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './htmlFiles.ts';

/*
 * A prerendered article's picture, or a play centre's photo, is the largest thing its page paints. Asked of the main API,
 * it waited on a second connection (DNS, TCP and TLS to another host on a phone's slow link):
 * Lighthouse put the page's largest paint 0.39 s after its first (1.38 s against 0.99). The
 * build therefore copies each picture a prerendered page shows into the site, beside its
 * scripts (`/_astro/media/`, cached for good: the media's version is in its name, as it is in
 * the main API's address), and the page points at the copy. React keeps the build's address
 * when it hydrates; a picture that changes after the build comes from the main API again.
 *
 * A small picture goes into the page itself, as a `data:` address: a request of its own, however
 * early, still put the largest paint 0.1 s after the first on a slow phone (Lighthouse, LCP ÷ FCP
 * 1.10–1.12), while a few hundred bytes more of HTML cost nothing measurable. The limit is Vite's
 * own for inlining assets (`build.assetsInlineLimit`, 4 kB); a photo stays a file.
 */

/**
 * The pictures a page shows: at first paint, the article page's (islands/shop/ArticlePage.tsx)
 * and the play centre's photo (islands/playground/PlaygroundHeader.tsx); further down, the shelf's
 * cards (islands/playground/ShopShelf.tsx), the articles' same pictures, so one copy serves both
 * and a small one is in the page without a request.
 */
const picture = /(<img class="(?:shop__picture|playground__photo|shelf__picture)" src=")([^"]+)(")/g;

/** The main API's media address (lib/api/media.ts): `/api/media/{guid}/{version}`. */
const mediaPath = /^\/api\/media\/([A-Za-z0-9-]{1,64})\/(\d{1,9})$/;

const extensions: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

/** Where a copy of the main API's `address` goes below the site, or null for any other address. */
export function localPicturePath(address: string, mainApi: string, contentType: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const match = mediaPath.exec(url.pathname);
  const extension = extensions[contentType.split(';')[0]?.trim().toLowerCase() ?? ''];
  if (url.origin !== new URL(mainApi).origin || url.search !== '' || !match || !extension) return null;
  return `/_astro/media/${match[1]}-${match[2]}.${extension}`;
}

/** Vite's default `build.assetsInlineLimit`: below it, an asset is cheaper in the page than fetched. */
export const inlinePictureLimit = 4096;

/**
 * The picture as a `data:` address for the page, or null when it is too large to inline. SVG is
 * percent-encoded (it stays text, which compresses with the page); other types are base64.
 */
export function inlinePicture(bytes: Uint8Array, contentType: string): string | null {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (bytes.byteLength > inlinePictureLimit || !Object.hasOwn(extensions, type)) return null;
  const content = Buffer.from(bytes);
  return type === 'image/svg+xml'
    ? `data:${type},${encodeURIComponent(content.toString('utf8'))}`
    : `data:${type};base64,${content.toString('base64')}`;
}

/**
 * Copies the pictures of the built pages into the site (or into the page, when small) and points
 * the pages at the copies. A picture that cannot be fetched keeps the main API's address: the
 * page shows it as before.
 */
export function localPictures(mainApi: string): AstroIntegration {
  return {
    name: 'local-pictures',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const copies = new Map<string, Promise<string | null>>();
        const copy = (address: string) =>
          (async () => {
            const response = await fetch(address, { signal: AbortSignal.timeout(10_000) });
            if (!response.ok) throw new Error(`${response.status}`);
            const contentType = response.headers.get('content-type') ?? '';
            const local = localPicturePath(address, mainApi, contentType);
            if (!local) return null;
            const bytes = new Uint8Array(await response.arrayBuffer());
            const inPage = inlinePicture(bytes, contentType);
            if (inPage) return inPage;
            await mkdir(join(root, '_astro', 'media'), { recursive: true });
            await writeFile(join(root, local), bytes);
            return local;
          })().catch((error: unknown) => {
            logger.warn(`${address} not copied (${String(error)}): its pages ask the main API`);
            return null;
          });
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const addresses = [...html.matchAll(picture)].map((match) => match[2] ?? '');
          if (addresses.length === 0) continue;
          for (const address of addresses) if (!copies.has(address)) copies.set(address, copy(address));
          const local = new Map<string, string | null>();
          for (const address of addresses) local.set(address, await copies.get(address)!);
          const rewritten = html.replace(picture, (whole, before: string, address: string, after: string) => {
            const path = local.get(address);
            return path ? `${before}${path}${after}` : whole;
          });
          if (rewritten !== html) await writeFile(file, rewritten);
        }
      },
    },
  };
}
