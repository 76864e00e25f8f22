import { describe, expect, it } from 'vitest';
import { guardReturnState, loginGuard } from '../../../src/lib/session/loginGuard.ts';

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

  it('should leave a parent signed out while on the page to the sign-out watcher, the page still blocked', () => {
    expect(loginGuard({ status: 'signedOut', user: null }, 'Register', 'signedIn')).toEqual({
      kind: 'signedOut',
    });
    // A visitor the session found signed out is sent to login as ever.
    expect(loginGuard({ status: 'signedOut', user: null }, 'Register', 'loading')).toEqual({
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

describe('guardReturnState', () => {
  it('should use the declared intent alone on an ordinary guarded page', () => {
    expect(guardReturnState('Booking', undefined, '?intent=Shop&origin=Site')).toEqual({ intent: 'Booking' });
    expect(guardReturnState(undefined, undefined, '')).toEqual({ intent: 'Default' });
  });

  it("should take the query's intent and origin on a page that reads them from its query", () => {
    expect(
      guardReturnState('Default', 'query', '?intent=register&origin=PartyBooking&continuePath=/x'),
    ).toEqual({
      intent: 'Register',
      origin: 'PartyBooking',
    });
  });

  it('should fall back to the declared intent and origin None for a missing or garbage query', () => {
    expect(guardReturnState('Booking', 'query', '')).toEqual({ intent: 'Booking', origin: 'None' });
    expect(guardReturnState('Booking', 'query', '?intent=%3Cscript%3E&origin=evil')).toEqual({
      intent: 'Booking',
      origin: 'None',
    });
    expect(guardReturnState('', 'query', '?intent=x')).toEqual({ intent: 'Default', origin: 'None' });
  });
});
