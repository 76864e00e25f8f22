import { describe, expect, it } from 'vitest';
import type { AccountOrChild, User } from '../../../src/lib/api/types/user.ts';
import { accountProgress, remainingOnboardingSteps } from '../../stand-ins/main-api/accountSteps.ts';
import { noActivity } from '../../stand-ins/seed/accounts.ts';
import type { StandInAccount } from '../../stand-ins/seed/state.ts';

/** A parent as registration leaves them: no phone, no children, address unconfirmed, no play centre. */
function registered(): StandInAccount {
  return {
    user: { guid: 'p', email: 'p@example.com', emailconfirmed: false, phone: null } as User,
    password: null,
    lockedOut: false,
    country: 'se',
    children: [],
    activity: noActivity,
    registered: '2026-11-22T10:00:00.000Z',
  };
}

describe('the main API stand-in’s account steps', () => {
  it('should shrink the progress as the parent goes: phone, a child, the address, a play centre', () => {
    const account = registered();
    const seen = [accountProgress(account)];
    account.user.phone = '701234567';
    seen.push(accountProgress(account));
    account.children.push({ guid: 'c' } as AccountOrChild);
    seen.push(accountProgress(account));
    account.user.emailconfirmed = true;
    seen.push(accountProgress(account));
    account.user.preferredplaycenterid = 'barkarby';
    seen.push(accountProgress(account));
    expect(seen).toEqual([
      {
        percentage: 0,
        nextStep: 'AddPhone',
        remainingSteps: ['AddPhone', 'AddChildren', 'ConfirmEmail', 'ChoosePlayground'],
      },
      {
        percentage: 25,
        nextStep: 'AddChildren',
        remainingSteps: ['AddChildren', 'ConfirmEmail', 'ChoosePlayground'],
      },
      { percentage: 50, nextStep: 'ConfirmEmail', remainingSteps: ['ConfirmEmail', 'ChoosePlayground'] },
      { percentage: 75, nextStep: 'ChoosePlayground', remainingSteps: ['ChoosePlayground'] },
      { percentage: 100, nextStep: null, remainingSteps: [] },
    ]);
  });

  it('should give onboarding the phone and children steps of the same list, with the same next step', () => {
    const account = registered();
    expect(remainingOnboardingSteps(account)).toEqual(['AddPhone', 'AddChildren']);
    expect(accountProgress(account).nextStep).toBe(remainingOnboardingSteps(account)[0]);
    account.children.push({ guid: 'c' } as AccountOrChild);
    expect(remainingOnboardingSteps(account)).toEqual(['AddPhone']);
    expect(accountProgress(account).nextStep).toBe('AddPhone');
    account.user.phone = '701234567';
    expect(remainingOnboardingSteps(account)).toEqual([]);
    expect(accountProgress(account).remainingSteps).toEqual(['ConfirmEmail', 'ChoosePlayground']);
  });
});
