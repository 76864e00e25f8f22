import { describe, expect, it } from 'vitest';
import { environmentNames } from '../../../src/config/environments.ts';
import {
  isEnvironmentRestriction,
  isVisible,
  sessionVisibility,
  type SessionVisibility,
} from '../../../src/lib/shell/visibility.ts';

const user = { firstname: 'Anna', lastname: 'Berg', username: null, culture: 'sv', roles: [] };

describe('sessionVisibility', () => {
  it('should be signed in when a user exists, whatever the status', () => {
    expect(sessionVisibility({ status: 'signedIn', user })).toBe('signedIn');
    expect(sessionVisibility({ status: 'loading', user })).toBe('signedIn');
  });

  it('should be pending while the session is being checked, so neither variant flashes', () => {
    expect(sessionVisibility({ status: 'loading', user: null })).toBe('pending');
  });

  it('should be signed out without a user, also before the session module started', () => {
    expect(sessionVisibility({ status: 'signedOut', user: null })).toBe('signedOut');
    expect(sessionVisibility({ status: 'uninitialized', user: null })).toBe('signedOut');
  });
});

describe('isVisible', () => {
  const cases: [SessionVisibility, boolean, boolean][] = [
    ['signedIn', true, false],
    ['signedOut', false, true],
    ['pending', false, false],
  ];

  it.each(cases)(
    'should show signed-in / signed-out content for a %s session: %s / %s',
    (session, inOnly, outOnly) => {
      expect(isVisible('signedIn', { session, environment: 'production' })).toBe(inOnly);
      expect(isVisible('signedOut', { session, environment: 'production' })).toBe(outOnly);
    },
  );

  it('should show non-production content everywhere but production, and development content only there', () => {
    const shown = environmentNames.map((environment) => [
      environment,
      isVisible('nonProduction', { session: 'signedIn', environment }),
      isVisible('development', { session: 'signedIn', environment }),
    ]);
    expect(shown).toEqual([
      ['development', true, true],
      ['staging', true, false],
      ['production', false, false],
    ]);
  });

  it('should settle environment restrictions at build time and session ones in the browser', () => {
    expect(isEnvironmentRestriction('nonProduction')).toBe(true);
    expect(isEnvironmentRestriction('development')).toBe(true);
    expect(isEnvironmentRestriction('signedIn')).toBe(false);
    expect(isEnvironmentRestriction('signedOut')).toBe(false);
  });
});
