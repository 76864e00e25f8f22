import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode } from '../../../src/config/countries.ts';
import { endpointsFor, environmentNames, type EnvironmentName } from '../../../src/config/environments.ts';
import { safePaymentLink } from '../../../src/lib/childClassBooking/paymentLink.ts';
import { addressPrefixes, addressDecorations } from '../returnState/hostileAddresses.ts';

const runs = { numRuns: 1500 };

/**
 * Written apart from the code under test: where a payment link of one country may lead, as
 * origin + path prefix, straight from the configuration.
 */
function paymentPlaces(environment: EnvironmentName, code: CountryCode) {
  const e = endpointsFor(environment, code);
  return [e.orderBase, e.paymentBase].map((base) => {
    const url = new URL(base);
    return { origin: url.origin, path: url.pathname === '/' ? '' : url.pathname };
  });
}

function isPaymentPlace(address: string, environment: EnvironmentName, code: CountryCode): boolean {
  const url = new URL(address);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return paymentPlaces(environment, code).some(
    (place) =>
      url.origin === place.origin &&
      (place.path === '' || url.pathname === place.path || url.pathname.startsWith(`${place.path}/`)),
  );
}

const settings = fc.record({
  environment: fc.constantFrom(...environmentNames),
  code: fc.constantFrom(...countryCodes),
});

/** Hosts that are not this country's payment places: strangers, look-alikes, its own other sites, other countries. */
function foreignPlaces(environment: EnvironmentName, code: CountryCode): string[] {
  const own = endpointsFor(environment, code);
  const payment = new URL(own.paymentBase).host;
  const others = countryCodes
    .filter((other) => other !== code)
    .map((other) => endpointsFor(environment, other))
    .flatMap((e) => [e.paymentBase, e.orderBase]);
  return [
    'evil.example',
    `${payment}.evil.example`,
    `evil.example#${payment}`,
    'xn--pymnt-5qa.example',
    ...[own.host, own.accountBase, own.partyBase, own.siteBase, own.identityApi, own.mainApi, ...others].map(
      (base) => new URL(base).host + new URL(base).pathname.replace(/\/$/, ''),
    ),
  ];
}

const hostilePaths = ['', '/', '/child-class/CC-1', '/../..', '/%2e%2e/', '/%2F%2Fevil.example', '#/x'];

function hostileLink(environment: EnvironmentName, code: CountryCode) {
  const own = endpointsFor(environment, code);
  const ownHosts = [own.paymentBase, own.orderBase].map((base) => new URL(base).host);
  // Plain addresses of the wrong places, as often as the disguised ones.
  const plain = fc
    .tuple(fc.constantFrom(...foreignPlaces(environment, code)), fc.constantFrom(...hostilePaths))
    .map(([place, path]) => `https://${place}${path}`);
  const disguised = fc
    .tuple(
      fc.constantFrom(...addressPrefixes),
      fc.constantFrom('', ...ownHosts.map((host) => `${host}@`)),
      fc.constantFrom(...addressDecorations),
      fc.constantFrom(...foreignPlaces(environment, code)),
      fc.constantFrom('', ...ownHosts.map((host) => `@${host}`), ...ownHosts.map((host) => `?${host}`)),
      fc.constantFrom(...hostilePaths),
    )
    .map(
      ([prefix, userInfo, decoration, foreign, after, path]) =>
        `${prefix}${userInfo}${decoration}${foreign}${after}${path}`,
    );
  return fc.oneof(plain, disguised);
}

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ minLength: 2000, maxLength: 4000 }),
);

describe('safePaymentLink (property)', () => {
  it('should only ever give an https address on this country’s order or payment pages', () => {
    fc.assert(
      fc.property(
        settings,
        fc.oneof(anyText, fc.constant(null), fc.integer()),
        ({ environment, code }, link) => {
          const url = safePaymentLink(link, endpointsFor(environment, code));
          return url === undefined || isPaymentPlace(url.href, environment, code);
        },
      ),
      runs,
    );
  });

  it('should never link a hostile address: other schemes and hosts, user-info, look-alikes, encoded separators', () => {
    fc.assert(
      fc.property(
        settings.chain(({ environment, code }) =>
          fc.tuple(fc.constant({ environment, code }), hostileLink(environment, code)),
        ),
        ([{ environment, code }, link]) => {
          const url = safePaymentLink(link, endpointsFor(environment, code));
          return url === undefined || isPaymentPlace(url.href, environment, code);
        },
      ),
      runs,
    );
  });

  it('should follow every genuine payment link, as the normalized address', () => {
    const segment = fc
      .stringMatching(/^[A-Za-z0-9._~-]{1,20}$/)
      .filter((part) => part !== '.' && part !== '..');
    fc.assert(
      fc.property(
        settings,
        fc.constantFrom('orderBase' as const, 'paymentBase' as const),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.dictionary(segment, segment, { maxKeys: 3 }),
        ({ environment, code }, base, path, query) => {
          const endpoints = endpointsFor(environment, code);
          const search = new URLSearchParams(query).toString();
          const link = `${endpoints[base]}/${path.join('/')}${search ? `?${search}` : ''}`;
          expect(safePaymentLink(link, endpoints)?.href).toBe(new URL(link).href);
          expect(safePaymentLink(link.replace(/^https:/, 'http:'), endpoints)).toBeUndefined();
        },
      ),
      runs,
    );
  });
});

describe('safePaymentLink (examples)', () => {
  const sweden = endpointsFor('production', 'se');
  const development = endpointsFor('development', 'se');

  it.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/pay',
    'https://payment.playcentre.se.evil.example/pay',
    'https://evil.example@payment.playcentre.se/pay',
    'https://payment.playcentre.se@evil.example/pay',
    'http://payment.playcentre.se/pay',
    'https://payment.playcentre.dk/pay',
    'https://profile.playcentre.se/profile/sv/',
    'https://payment.playcentre.se/%2F%2Fevil.example',
    'https://payment.playcentre.se/..%5Cevil',
    'https://payment.playcentre.se\\@evil.example',
    '/pay/CC-2026-100001',
    '',
    null,
    42,
  ])('should refuse %j', (link) => {
    expect(safePaymentLink(link, sweden)).toBeUndefined();
  });

  it('should accept the payment and order pages, in production and development', () => {
    expect(safePaymentLink('https://payment.playcentre.se/child-class/CC-1?amount=1160', sweden)?.href).toBe(
      'https://payment.playcentre.se/child-class/CC-1?amount=1160',
    );
    expect(safePaymentLink('https://order.playcentre.se/payment/CC-1', sweden)?.href).toBe(
      'https://order.playcentre.se/payment/CC-1',
    );
    expect(safePaymentLink('https://localhost:8792/se/payment/child-class/CC-1', development)?.href).toBe(
      'https://localhost:8792/se/payment/child-class/CC-1',
    );
    expect(
      safePaymentLink('https://localhost:8792/dk/payment/child-class/CC-1', development),
    ).toBeUndefined();
    expect(safePaymentLink('https://localhost:8792/se/paymentx/CC-1', development)).toBeUndefined();
  });

  it('should refuse plain http even on a base that was configured without https', () => {
    const plain = { orderBase: 'http://order.example', paymentBase: 'http://payment.example' };
    expect(safePaymentLink('http://payment.example/child-class/CC-1', plain)).toBeUndefined();
    expect(safePaymentLink('http://order.example/payment/CC-1', plain)).toBeUndefined();
  });
});
