import type { CountryEndpoints } from '../../config/environments.ts';

/**
 * Security headers, one definition for both places that send them: `_headers` (static files,
 * written by the build) and Pages Functions (Cloudflare applies `_headers` to neither
 * Function responses nor redirects a Function makes).
 */

/** Hashes (`sha256-…`) of the inline scripts and styles the built pages contain. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);

/** Where browsers send the reports of what a page's policy refused (a Function logs them). */
export const cspReportPath = '/profile/api/csp-report';

/**
 * The Content-Security-Policy of an HTML page: no inline script but the hashed ones Astro
 * emits, network calls only to the identity service and the main API (whose media are the play
 * centres' pictures), never framed. Trusted
 * Types with no policy at all: our code writes no HTML or script from strings, so any such
 * write is refused and reported (docs/decisions.md, "Trusted Types").
 */
export function pageContentSecurityPolicy(endpoints: CountryEndpoints, hashes: InlineHashes): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...quoted(hashes.scripts)].join(' '),
    ["style-src 'self'", ...quoted(hashes.styles)].join(' '),
    `img-src 'self' data: ${endpoints.mainApi}`,
    "font-src 'self'",
    `connect-src 'self' ${endpoints.identityApi} ${endpoints.mainApi}`,
    // Silent renew and session monitoring run in hidden iframes of the identity service,
    // which come back to our own callback pages.
    `frame-src 'self' ${endpoints.identityAuthority}`,
    `form-action 'self' ${endpoints.identityAuthority}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    'upgrade-insecure-requests',
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
    `report-uri ${cspReportPath}`,
  ];
  return directives.join('; ');
}

/** For responses that are not pages (redirects, JSON): nothing may load or frame them. */
export const nonPageContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Headers every response carries, whatever its type. */
export const commonSecurityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The headers of a Function response that is not a page (redirect, JSON). */
export function functionSecurityHeaders(): Record<string, string> {
  return { ...commonSecurityHeaders, 'Content-Security-Policy': nonPageContentSecurityPolicy };
}
