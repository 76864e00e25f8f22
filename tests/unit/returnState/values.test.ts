import { describe, expect, it } from 'vitest';
import { intents, origins } from '../../../src/lib/api/types/returnState.ts';
import { returnStateFrom } from '../../../src/lib/returnState/query.ts';
import { parseIntent, parseOrigin } from '../../../src/lib/returnState/values.ts';

const garbage = [
  undefined,
  null,
  42,
  {},
  '',
  ' ',
  'Evil',
  'Default2',
  'Sign Out',
  '%00',
  '\u0000',
  '<script>',
  '👶',
];

describe('parseIntent', () => {
  it.each(intents)('should read %s in its own spelling', (intent) => {
    expect(parseIntent(intent)).toBe(intent);
  });

  it('should ignore case and surrounding space, answering the canonical spelling', () => {
    expect(parseIntent('register')).toBe('Register');
    expect(parseIntent(' REDEEMPASS ')).toBe('RedeemPass');
    expect(parseIntent('connectserialticket')).toBe('ConnectSerialTicket');
  });

  it.each(garbage)('should fall back to Default for %j', (value) => {
    expect(parseIntent(value)).toBe('Default');
  });

  it('should not take an origin for an intent', () => {
    expect(parseIntent('PartyBooking')).toBe('Default');
  });
});

describe('parseOrigin', () => {
  it.each(origins)('should read %s in its own spelling', (origin) => {
    expect(parseOrigin(origin)).toBe(origin);
  });

  it('should ignore case and surrounding space, answering the canonical spelling', () => {
    expect(parseOrigin('partybooking')).toBe('PartyBooking');
    expect(parseOrigin('\tIDSERVER\n')).toBe('IdServer');
  });

  it.each(garbage)('should fall back to None for %j', (value) => {
    expect(parseOrigin(value)).toBe('None');
  });

  it('should not take an intent for an origin', () => {
    expect(parseOrigin('Shop')).toBe('None');
  });
});

describe('returnStateFrom', () => {
  it('should read intent, origin and continuePath, with or without the question mark', () => {
    const expected = { intent: 'Booking', origin: 'PartyBooking', continuePath: '/sv/party?x=1' };
    expect(returnStateFrom('?intent=Booking&origin=PartyBooking&continuePath=%2Fsv%2Fparty%3Fx%3D1')).toEqual(
      expected,
    );
    expect(returnStateFrom('intent=booking&origin=partybooking&continuePath=/sv/party?x=1')).toEqual(
      expected,
    );
  });

  it('should give the fallbacks for a missing or empty query', () => {
    const fallback = { intent: 'Default', origin: 'None', continuePath: null };
    expect(returnStateFrom('')).toEqual(fallback);
    expect(returnStateFrom('?')).toEqual(fallback);
    expect(returnStateFrom('?intent=&origin=&continuePath=')).toEqual(fallback);
    expect(returnStateFrom('?continuePath=%20%20')).toEqual(fallback);
  });

  it('should take the first value of a repeated parameter', () => {
    expect(returnStateFrom('?intent=Shop&intent=SignOut&origin=Site&origin=MyAccount')).toMatchObject({
      intent: 'Shop',
      origin: 'Site',
    });
  });

  it('should not throw on malformed percent-encoding', () => {
    expect(returnStateFrom('?intent=%E0%A4%A&origin=%&continuePath=%zz')).toEqual({
      intent: 'Default',
      origin: 'None',
      continuePath: '%zz',
    });
  });
});
