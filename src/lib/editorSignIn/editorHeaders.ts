import { commonSecurityHeaders } from '../edge/securityHeaders.ts';

/**
 * The content editor's own security headers (editor/_headers, written by `npm run generate`).
 * Decap CMS needs what the country sites' policy forbids, so the editor is its own Pages
 * project with its own policy, and the country sites' policy (securityHeaders.ts) stays as
 * strict as it is. Each loosening, and why Decap needs it:
 *
 * - script-src 'unsafe-eval': Decap checks its config with ajv (decap-cms-core,
 *   constants/configSchema.js), which compiles the schema with `new Function`; without it the
 *   editor stops at start-up with an EvalError (decaporg/decap-cms#2343, #2138).
 * - style-src 'unsafe-inline': Decap styles itself with emotion, which writes `<style>` elements
 *   at run time, and its widgets set `style` attributes; neither carries a nonce or a hash.
 * - connect-src https://api.github.com: the GitHub backend reads and commits through GitHub's
 *   REST and GraphQL APIs (both on api.github.com).
 * - img-src https://avatars.githubusercontent.com blob: data:: the signed-in person's avatar,
 *   and media the backends read from the repository and show as `URL.createObjectURL` addresses.
 *   The preview pane is a `srcdoc` frame (react-frame-component), which default-src allows.
 * - Cross-Origin-Opener-Policy same-origin-allow-popups: the sign-in popup must keep its
 *   opener, or the token cannot come back (handshakePage.ts); same-origin would cut it.
 *
 * What stays as strict as on the country sites: scripts only from the editor's own origin
 * (Decap is served from here, not a CDN), never framed, no plugins, no other base or form
 * target, and the same HSTS, nosniff, Referrer-Policy and Permissions-Policy.
 */
export const editorContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  'upgrade-insecure-requests',
].join('; ');

/** The editor's headers for every static file (the sign-in Functions set their own). */
export const editorHeaders: Readonly<Record<string, string>> = {
  ...commonSecurityHeaders,
  'Content-Security-Policy': editorContentSecurityPolicy,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  // The editor is a tool behind Cloudflare Access, changed with every deploy: no shared cache
  // keeps it, and the browser asks again each time (an ETag makes that a 304).
  'Cache-Control': 'private, no-cache',
  'X-Robots-Tag': 'noindex',
};

/** editor/_headers: one rule for every path. */
export function editorHeadersFile(): string {
  const lines = Object.entries(editorHeaders).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Written by `npm run generate` from src/lib/editorSignIn/editorHeaders.ts; do not edit.',
    '/*',
    ...lines,
    '',
  ].join('\n');
}
