import { apiReply } from '../../support/apiReply.ts';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../../src/lib/errors/ApiError.ts';
import {
  createPasswordReset,
  type ResetApi,
  type ResetNavigation,
} from '../../../src/stores/passwordReset.ts';

const now = Date.UTC(2025, 6, 1, 12, 0, 0);
const link = { userId: '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e', code: 'q7Xv0bq2nB1kQm8c' };

function setUp(email: string | null = 'per@example.com') {
  const api = {
    resetPassword: vi.fn<ResetApi['resetPassword']>(async () => 'Your password has been reset.'),
    forgotPassword: vi.fn<ResetApi['forgotPassword']>(async () => undefined),
    passwordRules: vi.fn<ResetApi['passwordRules']>(async () => ({
      requiredLength: 8,
      requiredUniqueChars: 4,
      requireNonAlphanumeric: false,
      requireLowercase: true,
      requireUppercase: true,
      requireDigit: true,
    })),
  };
  const navigation = {
    toSignIn: vi.fn<ResetNavigation['toSignIn']>(),
    toInbox: vi.fn<ResetNavigation['toInbox']>(),
  };
  const reset = createPasswordReset({
    api,
    navigation,
    link,
    flow: {
      returnState: { intent: 'Booking', origin: 'EntranceBooking', continuePath: '/profile/de/fehler' },
      returnUrl: null,
    },
    email,
    locale: 'de-DE',
    now: () => now,
  });
  return { api, navigation, reset, state: () => reset.$state.get() };
}

/** Where the parent was going, as the tab that asked for the mail kept it. */
const otherTabFlow = {
  returnState: {
    intent: 'Booking' as const,
    origin: 'PartyBooking' as const,
    continuePath: '/profile/sv/fel',
  },
  returnUrl: null,
};

describe(createPasswordReset, () => {
  it('should spend the code only with the new password, then send the parent to sign in with the address', async () => {
    const { reset, api, navigation, state } = setUp();
    expect(api.resetPassword).not.toHaveBeenCalled();
    await reset.submitPassword('Nytt-Lösen-2025');
    expect(api.resetPassword).toHaveBeenCalledWith({ ...link, password: 'Nytt-Lösen-2025' });
    expect(navigation.toSignIn).toHaveBeenCalledWith('per@example.com');
    expect(state().busy).toBe('leaving');
  });

  it('should go to sign-in without an address when none is known', async () => {
    const { reset, navigation } = setUp(null);
    await reset.submitPassword('Nytt-Lösen-2025');
    expect(navigation.toSignIn).toHaveBeenCalledWith(null);
  });

  it('should hand the address another tab kept on to sign-in, so only the new password is typed', async () => {
    const { reset, navigation } = setUp(null);
    reset.learned({ email: 'per@example.com', flow: otherTabFlow });
    await reset.submitPassword('Nytt-Lösen-2025');
    expect(navigation.toSignIn).toHaveBeenCalledWith('per@example.com');
  });

  it('should ask for a new link with the return state another tab kept', async () => {
    const { reset, api } = setUp(null);
    reset.learned({ email: 'per@example.com', flow: otherTabFlow });
    await reset.requestNewLink('per@example.com');
    expect(api.forgotPassword).toHaveBeenCalledWith(
      expect.objectContaining({ onboardingState: otherTabFlow.returnState }),
    );
  });

  it('should keep the address it knew over one another tab tells it', async () => {
    const { reset, navigation } = setUp('per@example.com');
    reset.learned({
      email: 'someone.else@example.com',
      flow: { returnState: { intent: 'Default', origin: 'None', continuePath: null }, returnUrl: null },
    });
    await reset.submitPassword('Nytt-Lösen-2025');
    expect(navigation.toSignIn).toHaveBeenCalledWith('per@example.com');
  });

  it('should ask for a password in the browser when the field is empty', async () => {
    const { reset, api, state } = setUp();
    await reset.submitPassword('');
    expect(api.resetPassword).not.toHaveBeenCalled();
    expect(state().problems).toEqual({ password: { kind: 'client', key: 'newPasswordRequired' } });
  });

  it('should refuse a password that misses a rule before sending it, as registration does', async () => {
    const { reset, api, state } = setUp();
    await reset.loadRules();
    await reset.submitPassword('abc');
    expect(api.resetPassword).not.toHaveBeenCalled();
    expect(state()).toMatchObject({
      phase: 'form',
      problems: { password: { kind: 'client', key: 'newPasswordRules' } },
      busy: null,
      failedAttempts: 1,
    });
    // Long enough is not enough: with a rule still unmet (a digit), nothing is sent.
    await reset.submitPassword('Lösenord  ');
    expect(api.resetPassword).not.toHaveBeenCalled();
    expect(state().failedAttempts).toBe(2);
    await reset.submitPassword('Nytt-Lösen-2025');
    expect(api.resetPassword).toHaveBeenCalledWith({ ...link, password: 'Nytt-Lösen-2025' });
  });

  it('should leave the password to the server while the rules are not known', async () => {
    const { reset, api, state } = setUp();
    api.passwordRules.mockRejectedValueOnce(new NetworkError('down'));
    await reset.loadRules();
    expect(state().rules).toEqual({ status: 'failed' });
    await reset.submitPassword('abc');
    expect(api.resetPassword).toHaveBeenCalledWith({ ...link, password: 'abc' });
  });

  it('should show what the server says about the password at the field, by its codes, staying on the form', async () => {
    const { reset, api, state } = setUp();
    api.resetPassword.mockRejectedValueOnce(
      apiReply(400, {
        exceptionType: 'ValidationException',
        errors: { Password: ['Passwords must be at least 8 characters.'] },
        reasons: [{ code: 'PasswordTooShort', message: 'Passwords must be at least 8 characters.' }],
      }),
    );
    await reset.submitPassword('kort');
    expect(state()).toMatchObject({
      phase: 'form',
      problems: { password: { kind: 'server', notes: [{ kind: 'rule', rule: 'length', count: 8 }] } },
      notice: { kind: 'fixFields', otherNotes: [] },
      failedAttempts: 1,
    });
  });

  it.each([
    ['used or wrong', apiReply(400, { errors: { Code: ['Invalid token.'] } }), 'invalidLink'],
    ['expired', apiReply(400, { code: 'ExpiredToken' }), 'expiredLink'],
  ])('should turn to the new-link notice when the link is %s', async (_, error, phase) => {
    const { reset, api, state } = setUp();
    api.resetPassword.mockRejectedValueOnce(error);
    await reset.submitPassword('Nytt-Lösen-2025');
    expect(state().phase).toBe(phase);
  });

  it('should ask for a new link with the return state, and show the inbox page', async () => {
    const { reset, api, navigation } = setUp();
    await reset.requestNewLink(' per@example.com ');
    expect(api.forgotPassword).toHaveBeenCalledWith({
      email: 'per@example.com',
      onboardingState: { intent: 'Booking', origin: 'EntranceBooking', continuePath: '/profile/de/fehler' },
      culture: 'de-DE',
    });
    expect(navigation.toInbox).toHaveBeenCalledWith('per@example.com');
  });

  it('should keep the password typed and offer to try again when the service is down', async () => {
    const { reset, api, state, navigation } = setUp();
    api.resetPassword.mockRejectedValueOnce(new NetworkError('down'));
    await reset.submitPassword('Nytt-Lösen-2025');
    expect(state()).toMatchObject({
      phase: 'form',
      notice: { kind: 'unavailable' },
      retry: 'submit',
      busy: null,
    });
    expect(navigation.toSignIn).not.toHaveBeenCalled();
  });

  it('should load the password rules, and work on without them', async () => {
    const { reset, api, state } = setUp();
    await reset.loadRules();
    expect(state().rules).toMatchObject({ status: 'ready', value: { requiredLength: 8 } });
    const other = setUp();
    expect(other.state().rules).toEqual({ status: 'loading' });
    other.api.passwordRules.mockRejectedValueOnce(new NetworkError('down'));
    await other.reset.loadRules();
    expect(other.state()).toMatchObject({ rules: { status: 'failed' }, notice: null });
    expect(api.passwordRules).toHaveBeenCalledTimes(1);
  });
});
