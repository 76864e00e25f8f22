import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callbackPages, get } from './helpers.ts';

/**
 * Cache-Control per kind of response, as the edge sends it, written out (README, "Caching"):
 * hashed assets for a year, pages and `_redirects` answers revalidated by browsers and kept a
 * minute by shared caches, anything carrying a user's state never kept.
 */
const hashedAsset = 'public, max-age=31536000, immutable';
const page = 'public, max-age=0, s-maxage=60, must-revalidate';
const userState = 'private, no-store';

describe('cache headers on wrangler pages dev', () => {
  it('should cache a hashed asset for a year, immutable', async () => {
    const assets = readdirSync('dist/se/_astro').filter((name) => /\.[\w-]{8}\.(js|css)$/.test(name));
    expect(assets.length, 'hashed assets in dist/se/_astro').toBeGreaterThan(0);
    for (const asset of assets.slice(0, 3)) {
      const response = await get('se', `/_astro/${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe(hashedAsset);
    }
  });

  it('should let browsers revalidate an HTML page and shared caches keep it a minute', async () => {
    const response = await get('fi', '/profile/fi/virhe');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe(page);
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('should treat an unhashed static file like a page', async () => {
    const response = await get('se', '/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(page);
  });

  it('should give a _redirects answer the same short policy', async () => {
    const response = await get('de', '/profile/de/offers');
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe(page);
  });

  it('should never cache a not-found answer', async () => {
    const response = await get('se', `/profile/sv/no-such-page-${Date.now()}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('should never cache the sign-in callback pages', async () => {
    for (const path of callbackPages) {
      const response = await get('no', path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(userState);
    }
  });

  it('should never let a shared cache keep a Function answer that names a user', async () => {
    const response = await get('dk', '/profile/da/email-preferences?userId=abc');
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe(userState);
  });

  it('should never cache an answer of the e-mail-confirmation Function', async () => {
    const response = await get('se', '/profile/api/email-confirmation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
