import type { CountryEndpoints } from '../../config/environments.ts';
import type { Language } from '../../config/languages.ts';
import { oidcCallbackPrefix } from '../../config/oidc.ts';
import { canonicalSlug, pagePath } from '../../config/routes.ts';
import { cachePolicy } from './cachePolicy.ts';
import { commonSecurityHeaders, pageContentSecurityPolicy, type InlineHashes } from './securityHeaders.ts';

/** Cloudflare's limit on `_headers` rules (workers-shared `MAX_HEADER_RULES`). */
export const maxHeaderRules = 100;

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
  /** Headers an earlier, broader rule set that this path must not carry (`! Name`). */
  detach?: string[];
}

/**
 * The reset-password page's addresses (its own slug per language, and the English one the
 * mail may link, which moves there): they hold a one-time code until the page has read it.
 */
export function resetPasswordPaths(languages: readonly Language[]): string[] {
  return languages.flatMap((language) => {
    const own = pagePath('resetPassword', language);
    const canonical = `/profile/${language}/${canonicalSlug('resetPassword')}`;
    return own === canonical ? [own] : [own, canonical];
  });
}

/** The `_headers` rules of one country build (its languages give the translated paths). */
export function headerRulesFor(
  endpoints: CountryEndpoints,
  hashes: InlineHashes,
  languages: readonly Language[],
): HeaderRule[] {
  const pagePolicy = pageContentSecurityPolicy(endpoints, hashes);
  return [
    {
      path: '/*',
      headers: {
        ...commonSecurityHeaders,
        'Content-Security-Policy': pagePolicy,
        'Cache-Control': cachePolicy.page,
      },
    },
    {
      path: '/_astro/*',
      detach: ['Cache-Control'],
      headers: { 'Cache-Control': cachePolicy.hashedAsset },
    },
    {
      // The OIDC callbacks run inside our own pages' hidden iframes and read tokens from
      // their URL: framed by us only, and never kept by any cache.
      path: `${oidcCallbackPrefix}*`,
      detach: ['Cache-Control', 'Content-Security-Policy', 'X-Frame-Options'],
      headers: {
        'Cache-Control': cachePolicy.userState,
        'Content-Security-Policy': pagePolicy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        'X-Frame-Options': 'SAMEORIGIN',
      },
    },
    // No address with a reset code in it ever leaves as a referrer (the page also says so in
    // a meta tag, for a copy served without this file).
    ...resetPasswordPaths(languages).map((path) => ({
      path,
      detach: ['Referrer-Policy'],
      headers: { 'Referrer-Policy': 'no-referrer' },
    })),
  ];
}

export function formatHeaders(rules: readonly HeaderRule[], header: string): string {
  const lines = header.split('\n').map((line) => `# ${line}`);
  for (const rule of rules) {
    lines.push(rule.path);
    for (const name of rule.detach ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}
