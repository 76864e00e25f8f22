import type { CountryEndpoints } from '../../config/environments.ts';
import { oidcCallbackPrefix } from '../../config/oidc.ts';
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

/** The `_headers` rules of one country build. */
export function headerRulesFor(endpoints: CountryEndpoints, hashes: InlineHashes): HeaderRule[] {
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
