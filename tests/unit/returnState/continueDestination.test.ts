import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../../src/config/countries.ts';
import { externalDestinations } from '../../../src/config/destinations.ts';
import { endpointsFor, environmentNames } from '../../../src/config/environments.ts';
import { origins } from '../../../src/lib/api/types/returnState.ts';
import {
  continueBases,
  continueDestination,
  originDestination,
} from '../../../src/lib/returnState/continueDestination.ts';
import { safeReturnUrl } from '../../../src/lib/session/returnTo.ts';

const sweden = endpointsFor('production', 'se');
const swedenDev = endpointsFor('development', 'se');
const sv = externalDestinations(sweden, 'sv');

describe('originDestination', () => {
  it('should send each origin to the site it implies (README table)', () => {
    expect(originDestination('PartyBooking', sweden, 'sv')).toBe(sv.party);
    expect(originDestination('EntranceBooking', sweden, 'sv')).toBe(sv.order);
    expect(originDestination('Site', sweden, 'sv')).toBe(sv.startPage);
    expect(originDestination('StartPage', sweden, 'sv')).toBe(sv.startPage);
    for (const origin of ['MyAccount', 'None', 'IdServer', 'Onboarding'] as const) {
      expect(originDestination(origin, sweden, 'sv')).toBe(sv.profile);
    }
  });

  it('should keep the language', () => {
    expect(originDestination('PartyBooking', sweden, 'en')).toBe('https://party.playcentre.se/en/');
    expect(originDestination('MyAccount', sweden, 'en')).toBe('https://account.playcentre.se/en/account');
  });

  it.each(environmentNames)('should stay on the configured bases of every country (%s)', (environment) => {
    for (const code of countryCodes) {
      const endpoints = endpointsFor(environment, code);
      for (const origin of origins) {
        const destination = originDestination(origin, endpoints, 'en');
        expect(continueDestination({ origin, continuePath: destination }, endpoints, 'en')).toBe(destination);
      }
    }
  });
});

describe('continueBases', () => {
  it("should be this country's profile host and its site, order, party and account bases", () => {
    expect(continueBases(sweden)).toEqual([
      { origin: 'https://profile.playcentre.se', path: '' },
      { origin: 'https://www.playcentre.se', path: '' },
      { origin: 'https://order.playcentre.se', path: '' },
      { origin: 'https://party.playcentre.se', path: '' },
      { origin: 'https://account.playcentre.se', path: '' },
    ]);
    expect(continueBases(swedenDev).map((base) => base.path)).toEqual([
      '',
      '/se/www',
      '/se/order',
      '/se/party',
      '/se',
    ]);
  });
});

describe('continueDestination', () => {
  const go = (continuePath: string | null, origin: (typeof origins)[number] = 'PartyBooking') =>
    continueDestination({ origin, continuePath }, sweden, 'sv', ['/profile/sv/valkommen']);

  it.each([
    'https://party.playcentre.se/sv/boka?step=2',
    'https://order.playcentre.se/shop',
    'https://www.playcentre.se/',
    'https://account.playcentre.se/sv/account/children',
    'https://profile.playcentre.se/profile/sv/fel',
  ])('should follow an address on an own host: %s', (address) => {
    expect(go(address)).toBe(address);
  });

  it('should resolve a relative path against the profile host', () => {
    expect(go('/profile/sv/fel?x=1')).toBe('https://profile.playcentre.se/profile/sv/fel?x=1');
    expect(go('profile/sv/fel')).toBe('https://profile.playcentre.se/profile/sv/fel');
  });

  it('should answer the normalized address, not the raw text', () => {
    expect(go('HTTPS://ORDER.playcentre.se/a/../shop')).toBe('https://order.playcentre.se/shop');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example@party.playcentre.se/',
    'https://party.playcentre.se@evil.example/',
    'https://user:pass@party.playcentre.se/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,hi',
    'http://party.playcentre.se/',
    'https://party.playcentre.se:444/',
    'https://party.playcentre.se./',
    'https://party.playcentre.se.evil.example/',
    'https://party.playcentre.no/',
    'https://account.playcentre.dk/da/account',
    'https://profile.staging.playcentre.se/profile/sv/fel',
    'https://id.playcentre.se/',
    'https://api.playcentre.se/api/User/Me',
    ' https://evil.example',
    'https:evil.example',
    '%2F%2Fevil.example',
    'https://evil%2Eexample',
    `https://party.playcentre.se/${'a'.repeat(3000)}`,
  ])('should fall back to the origin destination for %j', (address) => {
    expect(go(address)).toBe(sv.party);
  });

  it("should not follow another country's folder of the same development host", () => {
    const dev = (continuePath: string) =>
      continueDestination({ origin: 'EntranceBooking', continuePath }, swedenDev, 'sv');
    const ownOrder = externalDestinations(swedenDev, 'sv').order;
    expect(dev('https://localhost:8792/se/party/sv/x')).toBe('https://localhost:8792/se/party/sv/x');
    expect(dev('https://localhost:8792/se/sv/account')).toBe('https://localhost:8792/se/sv/account');
    for (const other of [
      'https://localhost:8792/no/party/',
      'https://localhost:8792/sex/party/',
      'https://localhost:8792/se/../no/account',
      'https://localhost:8792/se/%2e%2e/no/account',
      'https://localhost:8792/',
      'https://localhost:8782/profile/nb/',
      'https://localhost:8790/',
    ]) {
      expect(dev(other), other).toBe(ownOrder);
    }
  });

  it('should not loop back to onboarding itself', () => {
    expect(go('/profile/sv/valkommen?intent=Shop')).toBe(sv.party);
    expect(go('https://profile.playcentre.se/profile/sv/valkommen/')).toBe(sv.party);
  });
});

describe('safeReturnUrl', () => {
  const origin = 'https://profile.playcentre.se';
  it('should follow only addresses on the site itself', () => {
    expect(safeReturnUrl(`${origin}/profile/sv/fel?a=1`, origin, 'fallback')).toBe(
      `${origin}/profile/sv/fel?a=1`,
    );
    expect(safeReturnUrl('/profile/sv/fel', origin, 'fallback')).toBe(`${origin}/profile/sv/fel`);
    for (const bad of [
      undefined,
      7,
      '',
      '//evil.example',
      `https://evil.example`,
      `https://x@profile.playcentre.se/`,
    ]) {
      expect(safeReturnUrl(bad, origin, 'fallback')).toBe('fallback');
    }
  });
});
