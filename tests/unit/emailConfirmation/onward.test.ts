import { describe, expect, it } from 'vitest';
import { endpointsFor } from '../../../src/config/environments.ts';
import { continueBases } from '../../../src/lib/returnState/continueDestination.ts';
import { onwardAfterConfirming } from '../../../src/lib/emailConfirmation/onward.ts';

const sweden = endpointsFor('production', 'se');
const bases = continueBases(sweden);
const onboarding = '/profile/sv/valkommen';
const pair = 'userId=3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e&code=q7Xv0bq2nB1kQm8c6p3dZt9yR4wL5sJh';
const booking = `${sweden.host}/profile/sv/lekland/barkarby/boka/group-7`;

const onward = (search: string) => onwardAfterConfirming(search, onboarding, bases, sweden.host);
const queryOf = (address: string | null) =>
  Object.fromEntries(new URL(address ?? 'x:', 'https://x').searchParams);

describe('onwardAfterConfirming', () => {
  it('should give nothing for a link that carries no return state: the page links the account', () => {
    expect(onward(`?${pair}`)).toBeNull();
    expect(onward('')).toBeNull();
  });

  it('should lead to onboarding with the return state the link carries', () => {
    const search = `?${pair}&${new URLSearchParams({ intent: 'Booking', origin: 'None', continuePath: booking })}`;
    const address = onward(search);
    expect(address?.startsWith(`${onboarding}?`)).toBe(true);
    expect(queryOf(address)).toEqual({ intent: 'Booking', origin: 'None', continuePath: booking });
  });

  it('should read intent and origin as every page does: canonical, garbage falling back', () => {
    expect(queryOf(onward(`?${pair}&intent=%20shop%20&origin=partybooking`))).toEqual({
      intent: 'Shop',
      origin: 'PartyBooking',
    });
    expect(queryOf(onward(`?${pair}&intent=<script>&origin=x`))).toEqual({
      intent: 'Default',
      origin: 'None',
    });
  });

  it.each([
    'https://evil.example/x',
    `https://evil.example@${new URL(sweden.host).host}/x`,
    'javascript:alert(1)',
    `${endpointsFor('production', 'no').host}/profile/nb/`,
    '//evil.example',
    `${sweden.host}/%2F%2Fevil.example`,
  ])('should drop a continuePath the allow-list refuses (%s), keeping the rest', (continuePath) => {
    const address = onward(
      `?${pair}&${new URLSearchParams({ intent: 'Booking', origin: 'Site', continuePath })}`,
    );
    expect(queryOf(address)).toEqual({ intent: 'Booking', origin: 'Site' });
  });

  it('should keep an allowed continuePath as the parser normalized it, relative ones on the profile host', () => {
    expect(
      queryOf(onward(`?${pair}&continuePath=${encodeURIComponent('/profile/sv/lekland/x/../barkarby')}`)),
    ).toEqual({
      intent: 'Default',
      origin: 'None',
      continuePath: `${sweden.host}/profile/sv/lekland/barkarby`,
    });
  });
});
