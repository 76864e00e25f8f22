import { describe, expect, it } from 'vitest';
import { intents } from '../../../src/lib/api/types/returnState.ts';
import { registeredReturnState } from '../../../src/lib/returnState/afterRegistering.ts';

const continuePath = 'https://localhost:8781/profile/sv/lekland/barkarby/boka/group-7';

describe('registeredReturnState', () => {
  it.each(['Booking', 'Shop', 'RedeemPass', 'ConnectSerialTicket'] as const)(
    'should keep the intent %s the parent came with, with origin and continuePath',
    (intent) => {
      expect(registeredReturnState({ intent, origin: 'Site', continuePath })).toEqual({
        intent,
        origin: 'Site',
        continuePath,
      });
    },
  );

  it.each(['Default', 'Register', 'SignOut'] as const)(
    'should say Register for %s, which names no purpose',
    (intent) => {
      expect(registeredReturnState({ intent, origin: 'None', continuePath: null })).toEqual({
        intent: 'Register',
        origin: 'None',
        continuePath: null,
      });
    },
  );

  it('should give every intent one of the two answers', () => {
    for (const intent of intents) {
      const { intent: after } = registeredReturnState({ intent, origin: 'None', continuePath: null });
      expect([intent, 'Register']).toContain(after);
    }
  });
});
