import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { oidcCallbackPaths } from '../../src/config/oidc.ts';
import { cachePolicy } from '../../src/lib/edge/cachePolicy.ts';
import { get } from './helpers.ts';

describe('cache headers on wrangler pages dev', () => {
  it('should cache a hashed asset for a year, immutable', async () => {
    const asset = readdirSync('dist/se/_astro').find((name) => /\.[\w-]{8}\.(js|css)$/.test(name));
    expect(asset, 'a hashed asset in dist/se/_astro').toBeDefined();
    const response = await get('se', `/_astro/${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cachePolicy.hashedAsset);
  });

  it('should let browsers revalidate an HTML page and shared caches keep it briefly', async () => {
    const response = await get('fi', '/profile/fi/virhe');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe(cachePolicy.page);
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('should give a _redirects answer the same short policy', async () => {
    const response = await get('de', '/profile/de/offers');
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe(cachePolicy.page);
  });

  it('should never cache the sign-in callback pages, and let only our own pages frame them', async () => {
    for (const path of [oidcCallbackPaths.silent, oidcCallbackPaths.signIn, oidcCallbackPaths.signOut]) {
      const response = await get('no', path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(cachePolicy.userState);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('should never let a shared cache keep a Function answer that names a user', async () => {
    const response = await get('dk', '/profile/da/email-preferences?userId=abc');
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe(cachePolicy.userState);
  });
});
