import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode } from '../../../src/config/countries.ts';
import { endpointsFor, environmentNames, type EnvironmentName } from '../../../src/config/environments.ts';
import { languageCodes, type Language } from '../../../src/config/languages.ts';
import { shopOrderPath } from '../../../src/config/shopRoutes.ts';
import { paymentAddress } from '../../../src/lib/shop/paymentAddress.ts';

const runs = { numRuns: 500 };

const settings = fc.record({
  environment: fc.constantFrom(...environmentNames),
  code: fc.constantFrom(...countryCodes),
  language: fc.constantFrom(...languageCodes),
});

/** Written apart from the code under test: the checkout page's path below the payment base. */
function checkoutPath(paymentBase: string, language: Language): string {
  return `${new URL(paymentBase).pathname.replace(/\/$/, '')}${language === 'en' ? '/en' : ''}/checkout`;
}

type Setting = { environment: EnvironmentName; code: CountryCode; language: Language };

function inputFor({ environment, code, language }: Setting, paymentToken: unknown) {
  const endpoints = endpointsFor(environment, code);
  return {
    paymentBase: endpoints.paymentBase,
    language,
    paymentToken,
    returnUrl: `${endpoints.host}${shopOrderPath(language, 'gift-card', 'GC-2026-100001')}`,
    profileOrigin: endpoints.host,
  };
}

const hostileTokens = [
  '../../evil',
  '..%2F..%2Fevil',
  'x&returnUrl=https://evil.example',
  'x&token=y',
  '#frag',
  '?token=x',
  'javascript:alert(1)',
  '//evil.example',
  'https://evil.example/',
  '@evil.example',
  '%00',
  '\\evil',
  "';alert(1)//",
  '<script>',
];

const anyToken = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ maxLength: 600 }),
  fc.stringMatching(/^[\x21-\x7e]{1,40}$/),
  fc
    .tuple(
      fc.stringMatching(/^[A-Za-z0-9]{0,10}$/),
      fc.constantFrom(...hostileTokens),
      fc.string({ maxLength: 10 }),
    )
    .map((parts) => parts.join('')),
);

describe('paymentAddress (property)', () => {
  it('should lead only to the checkout page on the payment base, carrying the token and our return address as given', () => {
    fc.assert(
      fc.property(settings, anyToken, (setting, token) => {
        const input = inputFor(setting, token);
        const url = paymentAddress(input);
        if (url === undefined) return;
        expect(url.protocol).toBe('https:');
        expect(url.origin).toBe(new URL(input.paymentBase).origin);
        expect(url.pathname).toBe(checkoutPath(input.paymentBase, setting.language));
        expect(url.hash).toBe('');
        expect([...url.searchParams.keys()]).toEqual(['token', 'returnUrl']);
        expect(url.searchParams.get('token')).toBe(token);
        expect(url.searchParams.get('returnUrl')).toBe(input.returnUrl);
      }),
      runs,
    );
  });

  it('should send every printable token without white space to pay', () => {
    fc.assert(
      fc.property(settings, fc.stringMatching(/^[\x21-\x7e]{1,100}$/), (setting, token) => {
        expect(paymentAddress(inputFor(setting, token))?.searchParams.get('token')).toBe(token);
      }),
      runs,
    );
  });

  it('should keep hostile tokens inside the query', () => {
    fc.assert(
      fc.property(settings, fc.constantFrom(...hostileTokens), (setting, token) => {
        const input = inputFor(setting, token);
        const url = paymentAddress(input);
        if (url === undefined) return;
        expect(`${url.origin}${url.pathname}`).toBe(
          `${new URL(input.paymentBase).origin}${checkoutPath(input.paymentBase, setting.language)}`,
        );
        expect(url.searchParams.get('token')).toBe(token);
      }),
      runs,
    );
  });
});

describe(paymentAddress, () => {
  const development = endpointsFor('development', 'se');
  const base = {
    paymentBase: development.paymentBase,
    language: 'sv' as const,
    paymentToken: 'tok_123',
    returnUrl: `${development.host}/profile/sv/bestallning/presentkort/GC-2026-100001`,
    profileOrigin: development.host,
  };

  it('should build the checkout page’s address, in English under /en', () => {
    expect(paymentAddress(base)?.href).toBe(
      'https://localhost:8792/se/payment/checkout?token=tok_123&returnUrl=' +
        encodeURIComponent(base.returnUrl).replace(/%20/g, '+'),
    );
    expect(paymentAddress({ ...base, language: 'en' })?.pathname).toBe('/se/payment/en/checkout');
    expect(paymentAddress({ ...base, paymentBase: 'https://payment.playcentre.se' })?.pathname).toBe(
      '/checkout',
    );
  });

  it.each([
    ['no token', null],
    ['an empty token', ''],
    ['a number', 42],
    ['a token with a space', 'tok 123'],
    ['a token with a newline', 'tok\n123'],
    ['a token beyond ASCII', 'tokå'],
    ['a token too long', 'a'.repeat(513)],
  ])('should give undefined for %s', (_name, paymentToken) => {
    expect(paymentAddress({ ...base, paymentToken })).toBeUndefined();
  });

  it('should take a token of 512 characters', () => {
    expect(
      paymentAddress({ ...base, paymentToken: 'a'.repeat(512) })?.searchParams.get('token'),
    ).toHaveLength(512);
  });

  it.each([
    'http://localhost:8781/profile/sv/bestallning/presentkort/GC-1',
    'https://localhost:8782/profile/sv/bestallning/presentkort/GC-1',
    'https://evil.example/profile/sv/bestallning/presentkort/GC-1',
    'https://localhost:8781@evil.example/profile',
    'https://user@localhost:8781/profile',
    '/profile/sv/bestallning/presentkort/GC-1',
    '//evil.example/profile',
    'javascript:alert(1)',
    '',
  ])('should give undefined for the return address %s', (returnUrl) => {
    expect(paymentAddress({ ...base, returnUrl })).toBeUndefined();
  });

  it('should give undefined for a payment base that is not https or does not parse', () => {
    expect(paymentAddress({ ...base, paymentBase: 'http://payment.playcentre.se' })).toBeUndefined();
    expect(paymentAddress({ ...base, paymentBase: 'not an address' })).toBeUndefined();
    expect(paymentAddress({ ...base, profileOrigin: 'not an address' })).toBeUndefined();
  });
});
