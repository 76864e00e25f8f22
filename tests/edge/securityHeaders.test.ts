import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../src/config/countries.ts';
import { callbackPages, everyResponseHeaders, get, inlineHashes, policyDirectives } from './helpers.ts';

/**
 * Every security header as the edge sends it, written out per kind of response (README,
 * "Security headers"). A page's policy allows only the identity service (https://localhost:8790)
 * and the main API (https://localhost:8791) of the development environment, and only the
 * inline scripts and styles the page really has, by hash.
 */
const pagePolicy = (frameAncestors: string) => [
  "default-src 'self'",
  "script-src 'self' <hashes of the page's inline scripts>",
  "style-src 'self' <hashes of the page's inline styles>",
  // The play centres' pictures are the main API's media.
  "img-src 'self' data: https://localhost:8791",
  "font-src 'self'",
  "connect-src 'self' https://localhost:8790 https://localhost:8791",
  "frame-src 'self' https://localhost:8790",
  "form-action 'self' https://localhost:8790",
  `frame-ancestors ${frameAncestors}`,
  "base-uri 'self'",
  "object-src 'none'",
  "manifest-src 'self'",
  'upgrade-insecure-requests',
  // Trusted Types with no policy: every HTML or script write from a string is refused.
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
  'report-uri /profile/api/csp-report',
];

/** A policy with the hash lists of script-src and style-src put aside, and those lists. */
function splitHashes(policy: string) {
  const hashes: Record<string, string[]> = { 'script-src': [], 'style-src': [] };
  const directives = policyDirectives(policy).map((directive) => {
    const [name = '', ...sources] = directive.split(' ');
    if (!(name in hashes)) return directive;
    hashes[name] = sources.filter((source) => source.startsWith("'sha256-"));
    const rest = sources.filter((source) => !source.startsWith("'sha256-"));
    const kind = name === 'script-src' ? 'scripts' : 'styles';
    return [name, ...rest, `<hashes of the page's inline ${kind}>`].join(' ');
  });
  return { directives, scripts: hashes['script-src'] ?? [], styles: hashes['style-src'] ?? [] };
}

function expectEveryResponseHeaders(response: Response, label: string) {
  for (const [name, value] of Object.entries(everyResponseHeaders)) {
    expect(response.headers.get(name), `${label}: ${name}`).toBe(value);
  }
}

describe('security headers on wrangler pages dev', () => {
  it.each(countryCodes)(
    '%s: a page carries every header and a policy naming its own inline code',
    async (code) => {
      const path = code === 'se' ? '/profile/sv/fel' : '/profile/en/error';
      const response = await get(code, path);
      expect(response.status).toBe(200);
      expectEveryResponseHeaders(response, path);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const { directives, scripts, styles } = splitHashes(
        response.headers.get('content-security-policy') ?? '',
      );
      expect(directives).toEqual(pagePolicy("'none'"));
      const html = await response.text();
      expect(inlineHashes(html, 'script').length).toBeGreaterThan(0);
      expect(scripts).toEqual(expect.arrayContaining(inlineHashes(html, 'script')));
      expect(styles).toEqual(expect.arrayContaining(inlineHashes(html, 'style')));
    },
  );

  it('should send the same headers with a hashed asset and a _redirects answer', async () => {
    const asset = readdirSync('dist/se/_astro').find((name) => name.endsWith('.js'));
    for (const path of [`/_astro/${asset}`, '/profile/sv/offers']) {
      const response = await get('se', path);
      expectEveryResponseHeaders(response, path);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(splitHashes(response.headers.get('content-security-policy') ?? '').directives, path).toEqual(
        pagePolicy("'none'"),
      );
    }
  });

  it('should let only our own pages frame the sign-in callback pages', async () => {
    for (const path of callbackPages) {
      const response = await get('no', path);
      expect(response.status, path).toBe(200);
      expectEveryResponseHeaders(response, path);
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      const { directives, scripts } = splitHashes(response.headers.get('content-security-policy') ?? '');
      expect(directives, path).toEqual(pagePolicy("'self'"));
      expect(scripts, path).toEqual(expect.arrayContaining(inlineHashes(await response.text(), 'script')));
    }
  });

  it('should let nothing load or frame a Function answer', async () => {
    const answers = [
      await get('dk', '/profile/da/email-preferences?userId=abc'),
      await get('dk', '/profile/da/email-preferences'),
      await get('se', '/profile/api/email-confirmation'),
      await get('se', '/profile/api/email-confirmation', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
      await get('fi', '/profile/api/csp-report'),
      await get('fi', '/profile/api/csp-report', {
        method: 'POST',
        headers: { 'Content-Type': 'application/csp-report' },
        body: '{}',
      }),
    ];
    expect(answers.map((response) => response.status)).toEqual([302, 302, 405, 400, 405, 400]);
    for (const response of answers) {
      expectEveryResponseHeaders(response, response.url);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
    }
  });

  it('should allow no inline code but what it names: no unsafe-inline, no unsafe-eval', async () => {
    const policy = (await get('se', '/profile/sv/fel')).headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });
});
