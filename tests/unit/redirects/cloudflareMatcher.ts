import type { RedirectRule } from '../../../redirects/rules.ts';
import { isDynamicRule } from '../../../redirects/rules.ts';

/**
 * Applies `_redirects` rules to a path the way Cloudflare does (workers-shared rules engine):
 * static rules by exact path first, then dynamic ones in order; `:name` matches one segment,
 * `*` the rest, and both are substituted into the target. The query is appended unchanged.
 * Used to throw hostile paths at our generated rules without a server.
 */
export function applyRules(
  rules: readonly RedirectRule[],
  pathname: string,
  search = '',
): string | undefined {
  const exact = rules.find((rule) => !isDynamicRule(rule) && rule.from === pathname);
  if (exact) return withSearch(exact.to, search);
  for (const rule of rules.filter(isDynamicRule)) {
    const names: string[] = [];
    const pattern = rule.from
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      })
      .replace(/\*/g, () => {
        names.push('splat');
        return '(.*)';
      });
    const match = new RegExp(`^${pattern}$`).exec(pathname);
    if (!match) continue;
    let to = rule.to;
    names.forEach((name, index) => {
      to = to.replaceAll(`:${name}`, match[index + 1] ?? '');
    });
    return withSearch(to, search);
  }
  return undefined;
}

function withSearch(to: string, search: string): string {
  return search ? `${to}${to.includes('?') ? '&' : '?'}${search.replace(/^\?/, '')}` : to;
}
