import { describe, expect, it } from 'vitest';
import { countries, countryCodes } from '../../../src/config/countries.ts';
import { environmentNames } from '../../../src/config/environments.ts';
import { routesJsonFor, routesLimits } from '../../../redirects/functionRoutes.ts';
import { canonicalSlug, pageRoutes } from '../../../src/config/routes.ts';
import { emailConfirmationFunctionPath } from '../../../src/lib/emailConfirmation/outcome.ts';
import { legacyProfileRoutes } from '../../../redirects/legacyProfileRoutes.ts';
import { redirectRulesFor } from '../../../redirects/generateRedirects.ts';
import { checkRedirectLimits, isDynamicRule, redirectLimits } from '../../../redirects/rules.ts';

/** Cloudflare's `_routes.json` matching: `*` matches anything, including slashes. */
function routeMatches(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return regex.test(path);
}

/** A concrete path a rule's `from` matches (placeholders and splats filled in). */
const sample = (from: string) => from.replace(/:[A-Za-z]\w*/g, 'x1').replace(/\*/g, 'a/b');

describe('_routes.json', () => {
  it.each(countryCodes)('%s: no static rule and no Function route cover the same path', (code) => {
    const include = routesJsonFor(countries[code]).include;
    for (const environment of environmentNames) {
      const rules = redirectRulesFor(countries[code], environment).filter((rule) => !rule.from.includes('*'));
      for (const rule of rules) {
        expect(
          include.filter((pattern) => routeMatches(pattern, sample(rule.from))),
          rule.from,
        ).toEqual([]);
      }
    }
  });

  it.each(countryCodes)('%s: no legacy path that needs no query string invokes a Function', (code) => {
    const include = routesJsonFor(countries[code]).include;
    for (const language of countries[code].languages) {
      for (const route of legacyProfileRoutes) {
        for (const path of [
          `/profile/${language}/${sample(route.path)}`,
          `/profile/${language}/${sample(route.path)}/`,
        ]) {
          expect(
            include.some((pattern) => routeMatches(pattern, path)),
            path,
          ).toBe(false);
        }
      }
    }
  });

  it.each(countryCodes)('%s: routes email-preferences of its own languages, and only those', (code) => {
    const include = routesJsonFor(countries[code]).include;
    for (const language of countries[code].languages) {
      expect(include.some((pattern) => routeMatches(pattern, `/profile/${language}/email-preferences`))).toBe(
        true,
      );
      expect(
        include.some((pattern) => routeMatches(pattern, `/profile/${language}/email-preferences/sms`)),
      ).toBe(true);
    }
    expect(include.some((pattern) => routeMatches(pattern, '/profile/xx/email-preferences'))).toBe(false);
    expect(include.length).toBeLessThanOrEqual(routesLimits.maxRules);
    expect(include.every((pattern) => pattern.length <= routesLimits.maxRuleLength)).toBe(true);
  });
});

describe('_routes.json: e-mail confirmation', () => {
  it.each(countryCodes)(
    '%s: runs the Function for its POST path only, never for the page of the mailed link',
    (code) => {
      const include = routesJsonFor(countries[code]).include;
      expect(include.filter((pattern) => routeMatches(pattern, emailConfirmationFunctionPath))).toEqual([
        emailConfirmationFunctionPath,
      ]);
      for (const language of countries[code].languages) {
        for (const slug of new Set([
          canonicalSlug('emailConfirmation'),
          pageRoutes.emailConfirmation.slugs[language],
        ])) {
          for (const path of [`/profile/${language}/${slug}`, `/profile/${language}/${slug}/`]) {
            expect(
              include.some((pattern) => routeMatches(pattern, path)),
              path,
            ).toBe(false);
          }
        }
      }
      expect(include.some((pattern) => routeMatches(pattern, `${emailConfirmationFunctionPath}/x`))).toBe(
        false,
      );
    },
  );
});

describe('_redirects limits', () => {
  it.each(
    countryCodes.flatMap((code) => environmentNames.map((environment) => [code, environment] as const)),
  )('%s (%s): within Cloudflare limits, static rules before dynamic ones', (code, environment) => {
    const rules = redirectRulesFor(countries[code], environment);
    expect(checkRedirectLimits(rules)).toEqual([]);
    const firstDynamic = rules.findIndex(isDynamicRule);
    expect(rules.slice(firstDynamic).every(isDynamicRule)).toBe(true);
    expect(rules.filter(isDynamicRule).length).toBeLessThanOrEqual(redirectLimits.maxDynamicRules);
  });

  it('should report each limit a file breaks', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({
      from: `/a${i}/*`,
      to: '/b',
      status: 302 as const,
    }));
    const long = { from: `/${'x'.repeat(1000)}`, to: '/b', status: 302 as const };
    const messages = checkRedirectLimits([long, long, ...many]).map((problem) => problem.message);
    expect(messages).toEqual([
      '101 dynamic rules, Cloudflare allows 100',
      expect.stringContaining('Cloudflare allows 1000'),
      expect.stringContaining('Cloudflare allows 1000'),
      'duplicate source: only the first rule would apply',
    ]);
  });

  it('should count every rule after the first dynamic one as dynamic, as Cloudflare does', () => {
    const rules = [
      { from: '/a/*', to: '/b', status: 302 as const },
      ...Array.from({ length: 100 }, (_, i) => ({ from: `/s${i}`, to: '/b', status: 302 as const })),
    ];
    expect(checkRedirectLimits(rules).map((problem) => problem.message)).toEqual([
      '101 dynamic rules, Cloudflare allows 100',
    ]);
  });
});
