import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode } from '../../../src/config/countries.ts';
import { endpointsFor, environmentNames, type EnvironmentName } from '../../../src/config/environments.ts';
import { origins } from '../../../src/lib/api/types/returnState.ts';
import { continueDestination, originDestination } from '../../../src/lib/returnState/continueDestination.ts';
import { addressPrefixes, hostDecorations } from './hostileAddressParts.ts';

const runs = { numRuns: 1500 };

/**
 * Written apart from the code under test: the addresses of one country that Continue may
 * reach, as origin + path prefix, straight from the configuration.
 */
function ownPlaces(environment: EnvironmentName, code: CountryCode): { origin: string; path: string }[] {
  const e = endpointsFor(environment, code);
  return [e.host, e.siteBase, e.orderBase, e.partyBase, e.accountBase].map((base) => {
    const url = new URL(base);
    return { origin: url.origin, path: url.pathname === '/' ? '' : url.pathname };
  });
}

function isOwn(address: string, environment: EnvironmentName, code: CountryCode): boolean {
  const url = new URL(address);
  if (url.username || url.password) return false;
  return ownPlaces(environment, code).some(
    (place) =>
      url.origin === place.origin &&
      (place.path === '' || url.pathname === place.path || url.pathname.startsWith(`${place.path}/`)),
  );
}

/** Hosts that are not the country's own: strangers, look-alikes and the other countries. */
function foreignHosts(environment: EnvironmentName, code: CountryCode): string[] {
  const others = countryCodes
    .filter((other) => other !== code)
    .flatMap((other) => {
      const e = endpointsFor(environment, other);
      return [e.host, e.accountBase, e.partyBase].map(
        (base) => new URL(base).host + new URL(base).pathname.replace(/\/$/, ''),
      );
    });
  const own = new URL(endpointsFor(environment, code).partyBase).host;
  return [
    'evil.example',
    `${own}.evil.example`,
    `evil.example#${own}`,
    `${own}.`,
    'xn--pl-5ia.example',
    ...others,
  ];
}

function hostileAddress(environment: EnvironmentName, code: CountryCode) {
  const own = endpointsFor(environment, code);
  const ownHosts = [own.host, own.partyBase, own.accountBase].map((base) => new URL(base).host);
  return fc
    .tuple(
      fc.constantFrom(...addressPrefixes),
      fc.constantFrom(...hostDecorations),
      fc.constantFrom(...foreignHosts(environment, code)),
      fc.constantFrom('', ...ownHosts.map((host) => `@${host}`), ...ownHosts.map((host) => `?${host}`)),
      fc.constantFrom('', '/', '/sv/x', '/../..', '/%2e%2e/', '?continuePath=/x', '#/x'),
      fc.constantFrom('', ...ownHosts.map((host) => `${host}@`)),
    )
    .map(
      ([prefix, decoration, foreign, after, path, userInfo]) =>
        `${prefix}${userInfo}${decoration}${foreign}${after}${path}`,
    );
}

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ minLength: 1000, maxLength: 4000 }),
);

const settings = fc.record({
  environment: fc.constantFrom(...environmentNames),
  code: fc.constantFrom(...countryCodes),
  origin: fc.constantFrom(...origins),
  language: fc.constantFrom('sv', 'en', 'da', 'nb', 'fi', 'de' as const),
});

describe('continueDestination (property)', () => {
  it('should never lead off this country’s own hosts, whatever the continuePath', () => {
    fc.assert(
      fc.property(
        settings,
        fc.oneof(anyText, fc.constant(null)),
        ({ environment, code, origin, language }, path) => {
          const destination = continueDestination(
            { origin, continuePath: path },
            endpointsFor(environment, code),
            language,
          );
          expect(isOwn(destination, environment, code), destination).toBe(true);
        },
      ),
      runs,
    );
  });

  it('should fall back to the origin destination for any address built to leave', () => {
    fc.assert(
      fc.property(
        settings.chain((s) => fc.tuple(fc.constant(s), hostileAddress(s.environment, s.code))),
        ([{ environment, code, origin, language }, address]) => {
          const endpoints = endpointsFor(environment, code);
          const destination = continueDestination({ origin, continuePath: address }, endpoints, language);
          // Either the fallback, or (for the few shapes that only look hostile, e.g. a path
          // `/evil.example` on the profile host) an address that is provably our own.
          if (destination !== originDestination(origin, endpoints, language)) {
            expect(isOwn(destination, environment, code), `${address} → ${destination}`).toBe(true);
            expect(new URL(destination).username).toBe('');
          }
        },
      ),
      runs,
    );
  });

  it('should never follow an address with user-info, a backslash or a control character', () => {
    fc.assert(
      fc.property(
        settings,
        fc.constantFrom('user@', 'a:b@', '%40@'),
        fc.constantFrom('\\', '\u0000', '\t', '\n', '\r', ' '),
        ({ environment, code, origin, language }, userInfo, bad) => {
          const endpoints = endpointsFor(environment, code);
          const fallback = originDestination(origin, endpoints, language);
          const party = new URL(endpoints.partyBase);
          expect(
            continueDestination(
              { origin, continuePath: `${party.protocol}//${userInfo}${party.host}${party.pathname}` },
              endpoints,
              language,
            ),
          ).toBe(fallback);
          expect(
            continueDestination(
              { origin, continuePath: `${endpoints.partyBase}/${bad}x` },
              endpoints,
              language,
            ),
          ).toBe(fallback);
        },
      ),
      runs,
    );
  });

  it('should follow any ordinary address below an own base unchanged', () => {
    fc.assert(
      fc.property(
        settings,
        fc.constantFrom('siteBase', 'orderBase', 'partyBase', 'accountBase', 'host' as const),
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 4 }),
        fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,6}$/), { nil: undefined }),
        ({ environment, code, origin, language }, base, segments, query) => {
          const endpoints = endpointsFor(environment, code);
          const address = `${endpoints[base]}/${segments.join('/')}${query ? `?${query}` : ''}`;
          expect(continueDestination({ origin, continuePath: address }, endpoints, language)).toBe(address);
        },
      ),
      runs,
    );
  });
});
