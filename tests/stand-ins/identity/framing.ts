import { createHash } from 'node:crypto';
import type { Provider } from 'oidc-provider';
import { siteOrigins } from '../shared/origins.ts';

/**
 * The five development sites open the provider in hidden iframes: the check-session page,
 * prompt=none authorize (silent renew, session status) and end-session (silent sign-out).
 * Only they may frame it, as a real identity service lists its clients' origins.
 */
export const siteFrameAncestors = `frame-ancestors ${siteOrigins.join(' ')}`;

/** A CSP source for one inline script, so the page needs no 'unsafe-inline'. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * The policy of the provider's own pages: nothing from elsewhere, inline scripts only by hash
 * (node-oidc-provider adds the hash of its form_post script to `script-src` itself), inline
 * styles for the stand-in frame, forms only to the provider or a site (form-action also
 * covers the redirect after a post, e.g. end-session's redirect to the site), framing only
 * by the sites.
 */
export function providerPagePolicy(scripts: readonly string[] = []): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scripts.map(scriptHash)].join(' '),
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${siteOrigins.join(' ')}`,
    "base-uri 'none'",
    siteFrameAncestors,
  ].join('; ');
}

/**
 * Gives every provider reply the policy above before the provider handles the request, so
 * its HTML pages (end-session, form_post, errors in a silent-renew iframe) can be framed by
 * the sites and nobody else. node-oidc-provider sets no framing headers of its own.
 */
export function allowSitesToFrame(provider: Provider): void {
  provider.use(async (ctx, next) => {
    ctx.set('Content-Security-Policy', providerPagePolicy());
    await next();
  });
}
