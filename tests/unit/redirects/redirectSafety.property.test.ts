import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countries, countryCodes, countryList } from '../../../src/config/countries.ts';
import { endpointsFor, environmentNames } from '../../../src/config/environments.ts';
import { resolveEmailPreferences } from '../../../redirects/emailPreferences.ts';
import { redirectRulesFor } from '../../../redirects/generateRedirects.ts';
import { segment } from '../../../redirects/segment.ts';
import { applyRules } from './cloudflareMatcher.ts';

const runs = { numRuns: 1500 };

/** Every origin the configuration knows, per environment: the only places a Location may go. */
function allowedOrigins(environment: (typeof environmentNames)[number]): Set<string> {
  const origins = new Set<string>();
  for (const country of countryList) {
    const endpoints = endpointsFor(environment, country.code);
    origins.add(new URL(endpoints.host).origin);
    origins.add(new URL(endpoints.accountBase).origin);
  }
  return origins;
}

/** Fragments attackers use to leave a host or smuggle headers, mixed with ordinary text. */
const hostile = fc.oneof(
  fc.constantFrom(
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '%2f%2F',
    '%0d%0a',
    '\r\nSet-Cookie: a=b',
    '..',
    '.',
    '../..',
    '%2E%2E',
    'https://evil.example',
    '@evil.example',
    'javascript:alert(1)',
    '\u0000',
    '\uD800',
    '👶🏽',
    'ÅÄÖ',
    '?',
    '#',
    '&userId=x',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 200, maxLength: 3000 }),
);
const hostileValue = fc.array(hostile, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));

function expectSafeLocation(location: string, allowed: Set<string>) {
  expect(location.includes('\r') || location.includes('\n') || location.includes('\u0000')).toBe(false);
  const url = new URL(location);
  expect(allowed.has(url.origin), `${url.origin} is not a configured host`).toBe(true);
}

describe('segment', () => {
  it('should turn any value but a dot segment into exactly one path segment that decodes back to it', () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        fc.pre(value !== '.' && value !== '..');
        const encoded = segment(value);
        expect(encoded).not.toMatch(/[/\\?#\r\n\s]/);
        expect(decodeURIComponent(encoded)).toBe(value.toWellFormed());
      }),
      runs,
    );
  });
});

describe('resolveEmailPreferences', () => {
  it.each(environmentNames)('should never leave the configured hosts nor throw (%s)', (environment) => {
    const allowed = allowedOrigins(environment);
    fc.assert(
      fc.property(
        fc.constantFrom(...countryCodes),
        fc.constantFrom('sv', 'en', 'nb', 'da', 'fi', 'de', 'xx'),
        fc.option(hostileValue),
        fc.option(hostileValue),
        fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 }),
        (code, language, userId, channel, extra) => {
          const query = new URLSearchParams(extra);
          if (userId !== null) query.set('userId', userId);
          const channelPath = channel === null ? '' : `/${encodeURIComponent(channel.toWellFormed())}`;
          const url = new URL(
            `https://x.invalid/profile/${language}/email-preferences${channelPath}?${query}`,
          );
          const endpoints = endpointsFor(environment, code);
          const redirect = resolveEmailPreferences(url, countries[code], endpoints);
          expectSafeLocation(redirect.location, allowed);
          const trimmed = userId?.trim() ?? '';
          // A channel of ".." is resolved away by the URL parser: such a path never names the Function.
          const namesFunction = /^\/profile\/[a-z]{2}\/email-preferences(\/[^/]*)?$/.test(url.pathname);
          if (namesFunction && trimmed !== '' && trimmed.length <= 128 && !/^\.{1,2}$/.test(trimmed)) {
            const path = new URL(redirect.location).pathname;
            expect(path.startsWith(new URL(endpoints.accountBase).pathname)).toBe(true);
            expect(decodeURIComponent(path.split('/').at(-1) ?? '')).toBe(trimmed.toWellFormed());
          } else {
            expect(redirect.location).toMatch(/\/profile\/[a-z]{2}\/404$/);
          }
        },
      ),
      runs,
    );
  });
});

describe('generated _redirects rules', () => {
  it.each(environmentNames)(
    'should send hostile legacy paths nowhere but configured hosts (%s)',
    (environment) => {
      const allowed = allowedOrigins(environment);
      const rulesByCountry = new Map(
        countryCodes.map((code) => [code, redirectRulesFor(countries[code], environment)]),
      );
      const legacyPrefix = fc.constantFrom(
        'family/child/',
        'subscriptions/',
        'serial-tickets/',
        'offers/coupon/',
        'edit/',
        '',
        'offers/',
      );
      fc.assert(
        fc.property(
          fc.constantFrom(...countryCodes),
          fc.constantFrom('sv', 'en', 'nb', 'da', 'fi', 'de'),
          legacyPrefix,
          hostileValue,
          hostileValue,
          (code, language, prefix, value, search) => {
            // What reaches the edge is a parsed URL: the browser has already encoded the path.
            const url = new URL(
              `https://x.invalid/profile/${language}/${prefix}${encodeURIComponent(value.toWellFormed())}`,
            );
            url.search = new URLSearchParams({ q: search }).toString();
            const location = applyRules(rulesByCountry.get(code) ?? [], url.pathname, url.search);
            if (location === undefined || location.startsWith('/')) return;
            expectSafeLocation(location, allowed);
          },
        ),
        runs,
      );
    },
  );
});
