import type { Country } from '../src/config/countries.ts';
import { childClassBookingRules, playgroundRules } from './playgroundRules.ts';
import { isDynamicRule, redirectLimits, type RedirectRule } from './rules.ts';
import { shopRules } from './shopRules.ts';
import { withAndWithoutSlash } from './siteRules.ts';

/**
 * The rewrites that serve one page per language for addresses only the browser can read
 * (a play centre, a class, an article, an order): a page the build prerendered at such an
 * address needs a rule of its own, or the rewrite would serve the shell in its place.
 */
export function shellRewrites(country: Country): RedirectRule[] {
  return [...playgroundRules(country), ...childClassBookingRules(country), ...shopRules(country)];
}

/** Whether a rule's `from` matches a path: each `:placeholder` one segment, as Cloudflare reads it. */
function matches(from: string, path: string): boolean {
  const pattern = from.split('/');
  const segments = path.split('/');
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
  );
}

/**
 * Of the paths of a build's pages, those a rewrite would hide: a prerendered play centre,
 * class, article or redeem page (its path matched by a rewrite to another page).
 */
export function prerenderedPaths(country: Country, builtPaths: readonly string[]): string[] {
  const rewrites = shellRewrites(country);
  return builtPaths.filter((path) => rewrites.some((rule) => rule.to !== path && matches(rule.from, path)));
}

const depth = (path: string) => path.split('/').length;

/**
 * A prerendered page answers with itself, with or without a slash. Cloudflare applies
 * `_redirects` whether or not a file matches, so without these the rewrite would serve the
 * shell in its place; static rules come before the dynamic ones, so these win.
 *
 * `room` is how many static rules Cloudflare still takes: a page beyond it is served by its
 * shell, which shows it all the same once the main API answers. Fewer segments come first, so
 * play centres' pages keep theirs before their redeem, booking and article pages.
 */
export function prerenderedPageRules(
  paths: readonly string[],
  room: number = redirectLimits.maxStaticRules,
): RedirectRule[] {
  const kept = [...paths]
    .sort((one, other) => depth(one) - depth(other) || one.localeCompare(other))
    .slice(0, Math.max(0, Math.floor(room / 2)));
  const rules: RedirectRule[] = kept.flatMap((path) =>
    withAndWithoutSlash(path).map((from) => ({ from, to: path, status: 200 as const })),
  );
  if (rules[0]) rules[0] = { ...rules[0], group: 'Pages prerendered by the build answer with themselves.' };
  return rules;
}

/** How many static rules are left for prerendered pages besides `rules`. */
export function staticRoom(rules: readonly RedirectRule[]): number {
  return redirectLimits.maxStaticRules - rules.filter((rule) => !isDynamicRule(rule)).length;
}
