import { describe, expect, it } from 'vitest';
import { endpointsFor } from '../../../src/config/environments.ts';
import { continueAfterSignIn, ownContinueAddress } from '../../../src/lib/session/returnTo.ts';
import { signInAddressAt } from '../../../src/lib/session/signInPage.ts';
import { signInPageAddress } from '../../../src/lib/session/signInPageAddress.ts';
import { signInLinkFor } from '../../../src/lib/shell/signInLink.ts';

const sweden = endpointsFor('production', 'se');
const swedishSite = { endpoints: sweden, languages: ['sv', 'en'] as const };

describe(signInAddressAt, () => {
  it('should build on the path it is given, with the same canonical query', () => {
    expect(
      signInAddressAt('/profile/nb/logg-inn', { intent: 'booking', origin: 'x', continuePath: '' }),
    ).toBe('/profile/nb/logg-inn?intent=Booking&origin=None');
  });
});

describe(signInPageAddress, () => {
  it('should name our sign-in page in the language with intent, origin and continuePath', () => {
    expect(
      signInPageAddress('sv', {
        intent: 'SignOut',
        origin: 'PartyBooking',
        continuePath: 'https://profile.playcentre.se/profile/sv/fel?x=1',
      }),
    ).toBe(
      '/profile/sv/logga-in?intent=SignOut&origin=PartyBooking&continuePath=https%3A%2F%2Fprofile.playcentre.se%2Fprofile%2Fsv%2Ffel%3Fx%3D1',
    );
    expect(signInPageAddress('de', { intent: 'Register' })).toBe(
      '/profile/de/anmelden?intent=Register&origin=None',
    );
  });

  it('should send canonical values only: garbage intent and origin become Default and None', () => {
    expect(signInPageAddress('en', { intent: ' register ', origin: '<script>' })).toBe(
      '/profile/en/sign-in?intent=Register&origin=None',
    );
    expect(signInPageAddress('fi')).toBe('/profile/fi/kirjaudu?intent=Default&origin=None');
  });
});

describe(signInLinkFor, () => {
  it('should make the address the link is tapped on the continuePath, keeping intent', () => {
    expect(
      signInLinkFor('/profile/sv/logga-in?intent=Default&origin=None&continuePath=x', {
        href: 'https://localhost:8781/profile/sv/lekland/barkarby?tab=2',
        search: '?tab=2',
      }),
    ).toBe(
      'https://localhost:8781/profile/sv/logga-in?intent=Default&origin=None&continuePath=https%3A%2F%2Flocalhost%3A8781%2Fprofile%2Fsv%2Flekland%2Fbarkarby%3Ftab%3D2',
    );
  });

  it('should carry the origin the visit came with', () => {
    const href = signInLinkFor('/profile/en/sign-in?intent=Default&origin=None', {
      href: 'https://localhost:8781/profile/en/error?origin=PartyBooking',
      search: '?origin=PartyBooking',
    });
    expect(new URL(href).searchParams.get('origin')).toBe('PartyBooking');
  });
});

describe(continueAfterSignIn, () => {
  it('should go on to an own address, on this site or another of the country’s', () => {
    for (const address of [
      'https://profile.playcentre.se/profile/sv/fel?x=1',
      'https://party.playcentre.se/kalas',
      'https://account.playcentre.se/sv/account',
    ]) {
      expect(continueAfterSignIn({ origin: 'None', continuePath: address }, swedishSite, 'sv')).toBe(address);
    }
  });

  it('should never go back to a sign-in page, nor off the country, but where the origin leads', () => {
    for (const address of [
      'https://profile.playcentre.se/profile/sv/logga-in?intent=Default',
      'https://profile.playcentre.se/profile/en/sign-in/',
      'https://evil.example/',
      'https://profile.playcentre.no/profile/nb/feil',
      null,
    ]) {
      expect(continueAfterSignIn({ origin: 'PartyBooking', continuePath: address }, swedishSite, 'sv')).toBe(
        'https://party.playcentre.se/',
      );
    }
    expect(continueAfterSignIn({ origin: 'None', continuePath: null }, swedishSite, 'en')).toBe(
      'https://account.playcentre.se/en/account',
    );
  });
});

describe(ownContinueAddress, () => {
  it('should accept the country’s own addresses only', () => {
    expect(ownContinueAddress('https://order.playcentre.se/shop', sweden)).toBe(
      'https://order.playcentre.se/shop',
    );
    expect(ownContinueAddress('https://order.playcentre.se@evil.example/', sweden)).toBeUndefined();
    expect(ownContinueAddress('https://id.playcentre.se/connect/authorize/callback', sweden)).toBeUndefined();
    expect(ownContinueAddress(undefined, sweden)).toBeUndefined();
  });
});
