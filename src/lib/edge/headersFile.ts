import type { CountryEndpoints } from '../../config/environments.ts';
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
  return [
    {
      path: '/*',
      headers: {
        ...commonSecurityHeaders,
        'Content-Security-Policy': pageContentSecurityPolicy(endpoints, hashes),
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
