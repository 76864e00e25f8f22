import { describe, expect, it } from 'vitest';
import { sessionVisibility } from '../../../src/lib/shell/visibility.ts';

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
