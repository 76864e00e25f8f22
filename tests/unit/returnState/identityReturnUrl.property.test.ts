import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode } from '../../../src/config/countries.ts';
import { endpointsFor, environmentNames, type EnvironmentName } from '../../../src/config/environments.ts';
import { identityReturnUrl } from '../../../src/lib/returnState/identityReturnUrl.ts';
import { addressDecorations, addressPrefixes, anyText } from './hostileAddresses.ts';

const runs = { numRuns: 1500 };

/** Written apart from the code under test: IdentityServer's path, as the real service serves it. */
const callbackPath = '/connect/authorize/callback';

const place = fc.record({
  environment: fc.constantFrom(...environmentNames),
  code: fc.constantFrom(...countryCodes),
});

function identityOrigin(environment: EnvironmentName, code: CountryCode): string {
  return new URL(endpointsFor(environment, code).identityAuthority).origin;
}

/** What may be followed: https (or the configured scheme), the identity origin, the exact path, no user-info. */
function isTheCallback(url: URL, environment: EnvironmentName, code: CountryCode): boolean {
  return (
    url.origin === identityOrigin(environment, code) &&
    url.pathname === callbackPath &&
    url.username === '' &&
    url.password === ''
  );
}

/**
 * Hosts that are not this country's identity service: strangers, look-alikes, the same host on
 * another port, the country's other services and the other countries' identity services.
 */
function foreignHosts(environment: EnvironmentName, code: CountryCode): string[] {
  const own = new URL(endpointsFor(environment, code).identityAuthority);
  const otherCountries = countryCodes
    .map((other) => new URL(endpointsFor(environment, other).identityAuthority).host)
    .filter((host) => host !== own.host);
  const endpoints = endpointsFor(environment, code);
  const ownServices = [endpoints.host, endpoints.mainApi, endpoints.accountBase].map(
    (base) => new URL(base).host,
  );
  return [
    'evil.example',
    `${own.host}.evil.example`,
    `evil.example#${own.host}`,
    `${own.hostname}.`,
    `${own.hostname}:8443`,
    `${own.hostname}:1`,
    'xn--pl-5ia.example',
    ...ownServices,
    ...otherCountries,
  ];
}

/** Paths on the identity service that are not the callback, however they are spelled. */
const otherPaths = [
  '',
  '/',
  '/connect/authorize',
  '/connect/authorize/',
  '/connect/authorize/callbackx',
  '/connect/authorize/callback/',
  '/connect/authorize/callback/x',
  '/connect/authorize/callback/../x',
  '/connect/authorize/callback/%2e%2e/x',
  '/connect/authorize/callback/%2E%2E',
  '/connect/authorize/callback%2F..%2Fx',
  '/connect/authorize/callback%2fx',
  '/connect/authorize/callback%5Cx',
  '/connect/authorize/callback;x',
  '/connect/authorize/callback%00',
  '/Connect/Authorize/Callback',
  '/connect/authorize/call%62ack',
  '/connect/authorize//callback',
  '//connect/authorize/callback',
  '/connect/endsession',
  '/account/login',
  '/x/connect/authorize/callback',
];

const queries = fc.constantFrom(
  '',
  '?client_id=web',
  '?client_id=web&redirect_uri=https%3A%2F%2Fevil.example%2F',
  '?returnUrl=//evil.example',
  '#/x',
);

describe('identityReturnUrl (property)', () => {
  it('should accept nothing but the identity service’s callback, whatever the text', () => {
    fc.assert(
      fc.property(place, anyText, ({ environment, code }, text) => {
        const url = identityReturnUrl(text, endpointsFor(environment, code));
        if (url !== undefined) expect(isTheCallback(url, environment, code), url.href).toBe(true);
      }),
      runs,
    );
  });

  it('should refuse any address built to lead to another host', () => {
    fc.assert(
      fc.property(
        place.chain((p) =>
          fc.tuple(
            fc.constant(p),
            fc.constantFrom(...addressPrefixes),
            fc.constantFrom(...addressDecorations),
            fc.constantFrom(...foreignHosts(p.environment, p.code)),
            fc.constantFrom('', `@${new URL(endpointsFor(p.environment, p.code).identityAuthority).host}`),
            fc.constantFrom(callbackPath, ...otherPaths),
            queries,
          ),
        ),
        ([{ environment, code }, prefix, decoration, host, after, path, query]) => {
          const candidate = `${prefix}${decoration}${host}${after}${path}${query}`;
          const url = identityReturnUrl(candidate, endpointsFor(environment, code));
          expect(url, `${candidate} → ${url?.href}`).toBeUndefined();
        },
      ),
      runs,
    );
  });

  it('should refuse every other path on the identity service itself, and user-info before it', () => {
    fc.assert(
      fc.property(
        place,
        fc.constantFrom(...otherPaths),
        fc.constantFrom('user@', 'user:pw@', 'evil.example@', '%40@'),
        queries,
        ({ environment, code }, path, userInfo, query) => {
          const identity = new URL(endpointsFor(environment, code).identityAuthority);
          for (const candidate of [
            `${identity.protocol}//${identity.host}${path}${query}`,
            `${identity.protocol}//${userInfo}${identity.host}${callbackPath}${query}`,
          ]) {
            expect(identityReturnUrl(candidate, endpointsFor(environment, code)), candidate).toBeUndefined();
          }
        },
      ),
      runs,
    );
  });

  it('should refuse the callback written relative, protocol-relative, with a backslash or a control character', () => {
    fc.assert(
      fc.property(
        place,
        fc.constantFrom(
          '//',
          '///',
          '/\\',
          '\\\\',
          '\\/',
          'https:',
          'https:/',
          ' //',
          '\t//',
          '\n//',
          '\u0000//',
        ),
        fc.constantFrom('\\', '\u0000', '\t', '\n', '\r', ' ', '\u202e', '\u200b'),
        ({ environment, code }, prefix, bad) => {
          const endpoints = endpointsFor(environment, code);
          const identity = new URL(endpoints.identityAuthority);
          for (const candidate of [
            callbackPath,
            callbackPath.slice(1),
            `./${callbackPath}`,
            `${prefix}${identity.host}${callbackPath}`,
            `${identity.origin}${callbackPath}${bad}?x=1`,
            `${identity.origin}/connect/${bad}authorize/callback`,
            `${bad}${identity.origin}${callbackPath}`,
          ]) {
            expect(identityReturnUrl(candidate, endpoints), JSON.stringify(candidate)).toBeUndefined();
          }
        },
      ),
      runs,
    );
  });

  it('should follow the callback with any ordinary query, as the parsed address', () => {
    fc.assert(
      fc.property(
        place,
        fc.dictionary(fc.stringMatching(/^[a-z_]{1,16}$/), fc.string({ maxLength: 40 }), { maxKeys: 8 }),
        ({ environment, code }, parameters) => {
          const endpoints = endpointsFor(environment, code);
          const query = new URLSearchParams(parameters).toString();
          const candidate = `${identityOrigin(environment, code)}${callbackPath}${query === '' ? '' : `?${query}`}`;
          expect(identityReturnUrl(candidate, endpoints)?.href).toBe(candidate);
        },
      ),
      runs,
    );
  });
});

describe('identityReturnUrl', () => {
  const sweden = endpointsFor('production', 'se');

  it.each([
    ['https://id.playcentre.se/connect/authorize/callback?client_id=web&state=abc'],
    ['https://id.playcentre.se:443/connect/authorize/callback'],
    ['HTTPS://ID.PLAYCENTRE.SE/connect/authorize/callback'],
  ])('should follow %s', (candidate) => {
    expect(identityReturnUrl(candidate, sweden)?.origin).toBe('https://id.playcentre.se');
    expect(identityReturnUrl(candidate, sweden)?.pathname).toBe('/connect/authorize/callback');
  });

  it.each([
    ['/connect/authorize/callback?client_id=web'],
    ['//id.playcentre.se/connect/authorize/callback'],
    ['/\\id.playcentre.se/connect/authorize/callback'],
    ['javascript:alert(1)//id.playcentre.se/connect/authorize/callback'],
    ['http://id.playcentre.se/connect/authorize/callback'],
    ['https://id.playcentre.no/connect/authorize/callback'],
    ['https://id.staging.playcentre.se/connect/authorize/callback'],
    ['https://profile.playcentre.se/connect/authorize/callback'],
    ['https://id.playcentre.se/connect/authorize/callbackx'],
    ['https://id.playcentre.se/connect/authorize/callback/../x'],
    ['https://id.playcentre.se/connect/authorize/callback/%2e%2e'],
    ['https://id.playcentre.se/connect/authorize/callback%2F..%2Fx'],
    ['https://evil@id.playcentre.se/connect/authorize/callback'],
    ['https://id.playcentre.se@evil.example/connect/authorize/callback'],
    ['https://id.playcentre.se:8443/connect/authorize/callback'],
    [''],
    [null],
    [42],
  ])('should refuse %s', (candidate) => {
    expect(identityReturnUrl(candidate, sweden)).toBeUndefined();
  });

  it('should take the development identity service, which every country shares', () => {
    expect(
      identityReturnUrl(
        'https://localhost:8790/connect/authorize/callback?x=1',
        endpointsFor('development', 'fi'),
      )?.href,
    ).toBe('https://localhost:8790/connect/authorize/callback?x=1');
    expect(
      identityReturnUrl(
        'https://localhost:8791/connect/authorize/callback',
        endpointsFor('development', 'fi'),
      ),
    ).toBeUndefined();
  });
});
