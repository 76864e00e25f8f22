import { describe, expect, it } from 'vitest';
import { loginGuard } from '../../../src/lib/session/loginGuard.ts';

const parent = { firstname: 'Jonas', lastname: 'Becker', username: null, culture: 'de-DE', roles: [] };

describe('loginGuard', () => {
  it('should wait while the session is being found', () => {
    expect(loginGuard({ status: 'uninitialized', user: null }, 'Booking')).toEqual({ kind: 'wait' });
    expect(loginGuard({ status: 'loading', user: null }, 'Booking')).toEqual({ kind: 'wait' });
  });

  it('should open for a signed-in parent', () => {
    expect(loginGuard({ status: 'signedIn', user: parent }, 'Booking')).toEqual({ kind: 'allow' });
  });

  it("should send a signed-out visitor to login with the route's intent", () => {
    expect(loginGuard({ status: 'signedOut', user: null }, 'Register')).toEqual({
      kind: 'redirect',
      intent: 'Register',
    });
  });

  it('should use Default when the route has no login intent', () => {
    expect(loginGuard({ status: 'signedOut', user: null }, undefined)).toEqual({
      kind: 'redirect',
      intent: 'Default',
    });
    expect(loginGuard({ status: 'signedOut', user: null }, ' ')).toEqual({
      kind: 'redirect',
      intent: 'Default',
    });
  });
});
