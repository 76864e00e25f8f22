import { describe, expect, it } from 'vitest';
import {
  countries,
  countryCodes,
  defaultCountryCode,
  defaultLanguageOf,
} from '../../../src/config/countries.ts';
import { developmentPorts, endpointsFor, environmentNames } from '../../../src/config/environments.ts';
import { externalDestinations } from '../../../src/config/destinations.ts';

describe('country table', () => {
  it('should list the five countries with their slugs and languages, own language first', () => {
    const summary = countryCodes.map((code) => [
      code,
      countries[code].slug,
      countries[code].languages.join('+'),
    ]);
    expect(summary).toEqual([
      ['se', 'sweden', 'sv+en'],
      ['no', 'norway', 'nb+en'],
      ['dk', 'denmark', 'da+en'],
      ['fi', 'finland', 'fi+en'],
      ['de', 'germany', 'de+en'],
    ]);
  });

  it('should default to Sweden in Swedish', () => {
    expect(defaultCountryCode).toBe('se');
    expect(defaultLanguageOf(countries.se)).toBe('sv');
  });

  it('should give Finland its own logo and everyone else the standard one', () => {
    expect(countryCodes.filter((code) => countries[code].logo === 'finland')).toEqual(['fi']);
  });
});

describe('endpointsFor', () => {
  it('should put development on the loopback ports of npm start', () => {
    const se = endpointsFor('development', 'se');
    expect(se.host).toBe('https://localhost:8781');
    expect(endpointsFor('development', 'de').host).toBe('https://localhost:8785');
    expect(se.identityAuthority).toBe('https://localhost:8790');
    expect(se.mainApi).toBe('https://localhost:8791');
    expect(se.accountBase.startsWith(`https://localhost:${developmentPorts.accountSite}/`)).toBe(true);
    expect(se.clientId).toBe('web');
  });

  it('should use https on the country domain, never loopback, outside development', () => {
    for (const environment of ['staging', 'production'] as const) {
      for (const code of countryCodes) {
        const values = Object.values(endpointsFor(environment, code)).filter((value) => value !== 'web');
        for (const value of values) {
          expect(value).toMatch(/^https:\/\//);
          expect(value).toContain(countries[code].domain);
          expect(value).not.toContain('localhost');
        }
      }
    }
  });

  it('should keep staging and production apart', () => {
    expect(endpointsFor('staging', 'no').host).not.toBe(endpointsFor('production', 'no').host);
    expect(environmentNames).toEqual(['development', 'staging', 'production']);
  });
});

describe('externalDestinations', () => {
  const endpoints = endpointsFor('production', 'se');

  it('should address the own language without a prefix and English with /en', () => {
    expect(externalDestinations(endpoints, 'sv').startPage).toBe('https://www.playcentre.se/');
    expect(externalDestinations(endpoints, 'en').startPage).toBe('https://www.playcentre.se/en/');
    expect(externalDestinations(endpoints, 'en').party).toBe('https://party.playcentre.se/en/');
  });

  it('should place group booking and child classes under the site and the shop under order', () => {
    const sv = externalDestinations(endpoints, 'sv');
    expect(sv.groupBooking).toBe('https://www.playcentre.se/redirect-groupbooking');
    expect(sv.sportClasses).toBe('https://www.playcentre.se/child-class');
    expect(sv.summerCamp).toBe('https://www.playcentre.se/child-class');
    expect(sv.shop).toBe('https://order.playcentre.se/shop');
    expect(externalDestinations(endpoints, 'en').shop).toBe('https://order.playcentre.se/en/shop');
  });

  it('should send the profile to the account site with the language kept', () => {
    expect(externalDestinations(endpoints, 'sv').profile).toBe('https://account.playcentre.se/sv/account');
  });
});
