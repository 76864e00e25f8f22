import { describe, expect, it } from 'vitest';
import { flowSearch, onboardingStateOf, signInFlowFrom } from '../../../src/lib/signIn/flow.ts';

const callback = 'https://localhost:8790/connect/authorize/callback?client_id=web&state=abc';
const acceptCallback = (candidate: string) =>
  candidate.startsWith('https://localhost:8790/') ? candidate : undefined;

describe(signInFlowFrom, () => {
  it('should read the return state and an accepted returnUrl', () => {
    const search = `?intent=register&origin=PartyBooking&continuePath=${encodeURIComponent('https://localhost:8781/profile/sv/fel')}&returnUrl=${encodeURIComponent(callback)}`;
    expect(signInFlowFrom(search, acceptCallback)).toEqual({
      returnState: {
        intent: 'Register',
        origin: 'PartyBooking',
        continuePath: 'https://localhost:8781/profile/sv/fel',
      },
      returnUrl: callback,
    });
  });

  it.each(['https://evil.example/connect/authorize/callback', 'javascript:alert(1)', ''])(
    'should drop the refused returnUrl %j',
    (returnUrl) => {
      expect(
        signInFlowFrom(`?returnUrl=${encodeURIComponent(returnUrl)}`, acceptCallback).returnUrl,
      ).toBeNull();
    },
  );

  it('should fall back to Default and None without a query', () => {
    expect(signInFlowFrom('', acceptCallback)).toEqual({
      returnState: { intent: 'Default', origin: 'None', continuePath: null },
      returnUrl: null,
    });
  });
});

describe(flowSearch, () => {
  it('should carry everything on, with extra parameters', () => {
    const flow = {
      returnState: { intent: 'Booking', origin: 'EntranceBooking', continuePath: '/profile/sv/fel?a=1' },
      returnUrl: callback,
    } as const;
    expect(flowSearch(flow, { reason: 'setPassword' })).toBe(
      '?intent=Booking&origin=EntranceBooking&continuePath=%2Fprofile%2Fsv%2Ffel%3Fa%3D1&returnUrl=https%3A%2F%2Flocalhost%3A8790%2Fconnect%2Fauthorize%2Fcallback%3Fclient_id%3Dweb%26state%3Dabc&reason=setPassword',
    );
  });

  it('should leave out defaults, giving no query at all', () => {
    expect(
      flowSearch({ returnState: { intent: 'Default', origin: 'None', continuePath: null }, returnUrl: null }),
    ).toBe('');
  });
});

describe(onboardingStateOf, () => {
  it('should send intent, origin and continuePath as the onboarding state', () => {
    const returnState = {
      intent: 'Shop',
      origin: 'Site',
      continuePath: 'https://localhost:8781/profile/sv/fel',
    } as const;
    expect(onboardingStateOf({ returnState, returnUrl: callback })).toEqual({
      intent: 'Shop',
      origin: 'Site',
      continuePath: 'https://localhost:8781/profile/sv/fel',
    });
  });
});
