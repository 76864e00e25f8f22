/**
 * A line of Cloudflare's `_redirects`, as data. Limits follow Cloudflare's documentation and
 * its parser (workers-sdk `workers-shared/utils/configuration/parseRedirects.ts`); where the two
 * differ (the parser allows 2,000 characters a line, the documentation 1,000) the stricter wins.
 */
export interface RedirectRule {
  from: string;
  to: string;
  /** 200 is a rewrite: the `from` path answers with the `to` path's response. */
  status: 200 | 301 | 302 | 303 | 307 | 308;
  /** Why the rule exists; written as a comment above the group it starts. */
  group?: string;
}

export const redirectLimits = {
  maxStaticRules: 2000,
  maxDynamicRules: 100,
  maxLineLength: 1000,
} as const;

/** Cloudflare counts a rule as dynamic when its `from` has a splat or a placeholder. */
export function isDynamicRule(rule: RedirectRule): boolean {
  return rule.from.includes('*') || /:[A-Za-z]\w*/.test(rule.from);
}

/**
 * Orders rules as Cloudflare wants them evaluated: static rules first (exact paths win),
 * dynamic rules after, each group in the order given.
 */
export function orderRules(rules: readonly RedirectRule[]): RedirectRule[] {
  return [...rules.filter((rule) => !isDynamicRule(rule)), ...rules.filter(isDynamicRule)];
}

export function formatRedirects(rules: readonly RedirectRule[], header: string): string {
  const lines = header.split('\n').map((line) => `# ${line}`.trimEnd());
  let dynamicStarted = false;
  for (const rule of rules) {
    if (!dynamicStarted && isDynamicRule(rule)) {
      dynamicStarted = true;
      lines.push('', '# Rules with placeholders or splats: Cloudflare checks them after every static rule.');
    } else if (rule.group) {
      lines.push('', `# ${rule.group}`);
    }
    lines.push(`${rule.from} ${rule.to} ${rule.status}`);
  }
  return `${lines.join('\n')}\n`;
}

export interface RedirectLimitProblem {
  line?: string;
  message: string;
}

/** How Cloudflare counts a `_redirects` file: once a dynamic rule appears, every later rule is dynamic. */
export function countRedirectRules(rules: readonly RedirectRule[]): { static: number; dynamic: number } {
  const firstDynamic = rules.findIndex(isDynamicRule);
  const staticCount = firstDynamic === -1 ? rules.length : firstDynamic;
  return { static: staticCount, dynamic: rules.length - staticCount };
}

/** Checks rules against Cloudflare's limits; an empty list means the file deploys. */
export function checkRedirectLimits(rules: readonly RedirectRule[]): RedirectLimitProblem[] {
  const problems: RedirectLimitProblem[] = [];
  const { static: staticCount, dynamic } = countRedirectRules(rules);
  if (staticCount > redirectLimits.maxStaticRules) {
    problems.push({
      message: `${staticCount} static rules, Cloudflare allows ${redirectLimits.maxStaticRules}`,
    });
  }
  if (dynamic > redirectLimits.maxDynamicRules) {
    problems.push({
      message: `${dynamic} dynamic rules, Cloudflare allows ${redirectLimits.maxDynamicRules}`,
    });
  }
  const seen = new Set<string>();
  for (const rule of rules) {
    const line = `${rule.from} ${rule.to} ${rule.status}`;
    if (line.length > redirectLimits.maxLineLength) {
      problems.push({
        line,
        message: `line is ${line.length} characters, Cloudflare allows ${redirectLimits.maxLineLength}`,
      });
    }
    if (!rule.from.startsWith('/')) problems.push({ line, message: 'a rule must start with a path' });
    if (seen.has(rule.from))
      problems.push({ line, message: 'duplicate source: only the first rule would apply' });
    seen.add(rule.from);
  }
  return problems;
}
