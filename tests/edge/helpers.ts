import { createHash } from 'node:crypto';
import type { CountryCode } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';

/** GETs a path on a country's local site without following redirects. */
export function get(country: CountryCode, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(path, endpointsFor('development', country).host), { redirect: 'manual', ...init });
}

/** The sign-in callback pages (spec §6: under assets/oidc), framed by our own pages only. */
export const callbackPages = [
  '/profile/assets/oidc/silent-callback',
  '/profile/assets/oidc/signin-callback',
  '/profile/assets/oidc/signout-callback',
] as const;

/**
 * The security headers every response must carry, page, asset, redirect or Function answer,
 * written out as the edge must send them (README, "Security headers").
 */
export const everyResponseHeaders: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The security headers of a response that are missing or differ from what the edge must send:
 * `everyResponseHeaders`, never framed (`X-Frame-Options: DENY`), and a Content-Security-Policy
 * that forbids framing (`frame-ancestors 'none'`). Empty when all is as it should be.
 */
export function securityHeaderMismatches(response: Response): string[] {
  const expected = { ...everyResponseHeaders, 'x-frame-options': 'DENY' };
  const mismatches = Object.entries(expected)
    .filter(([name, value]) => response.headers.get(name) !== value)
    .map(([name, value]) => `${name}: ${response.headers.get(name)} (expected ${value})`);
  const policy = response.headers.get('content-security-policy') ?? '';
  if (!policyDirectives(policy).includes("frame-ancestors 'none'")) {
    mismatches.push(`content-security-policy without frame-ancestors 'none': ${policy}`);
  }
  return mismatches;
}

/** The directives of a Content-Security-Policy, in order. */
export function policyDirectives(policy: string): string[] {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
}

/** `'sha256-…'` of each inline script (or style) of an HTML page, as a CSP names it. */
export function inlineHashes(html: string, element: 'script' | 'style'): string[] {
  // Data blocks (`type="application/json"`) are no scripts a policy applies to.
  const pattern = new RegExp(
    `<${element}(?![^>]*\\bsrc=)(?![^>]*application\\/json)[^>]*>([\\s\\S]*?)</${element}>`,
    'g',
  );
  return [...html.matchAll(pattern)]
    .map((match) => match[1] ?? '')
    .filter((text) => text !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

/** Text as Astro writes it into HTML, to find it in a built page. */
export const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
