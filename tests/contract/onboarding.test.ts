import { describe, expect, it } from 'vitest';
import { profileUpdateOf } from '../../src/lib/api/profileUpdate.ts';
import { NetworkError } from '../../src/lib/errors/ApiError.ts';
import { progressOnly } from '../../src/lib/onboarding/api.ts';
import { accessTokenFor, addFault, clients, registerFreshAccount } from './support/standIns.ts';

async function freshParent(label: string) {
  const user = await registerFreshAccount(label);
  const token = await accessTokenFor(user.email ?? '');
  return { user, token, api: clients(token) };
}

describe('onboarding status', () => {
  it("should follow the account's phone and children: phone, then children, then Continue", async () => {
    const { user, api } = await freshParent('onboarding-walk');
    await expect(api.users.onboardingStatus({ origin: 'IdServer', intent: 'Register' })).resolves.toEqual({
      nextStep: 'AddPhone',
      remainingSteps: ['AddPhone', 'AddChildren'],
    });
    await expect(api.userGathering.userGathering(progressOnly)).resolves.toMatchObject({
      accountProgress: {
        percentage: 0,
        nextStep: 'AddPhone',
        remainingSteps: ['AddPhone', 'AddChildren', 'ConfirmEmail', 'ChoosePlayground'],
      },
    });

    await api.users.updateProfile(profileUpdateOf(user, { phone: '70 123 45 67', countrycode: '+46' }));
    await expect(api.users.onboardingStatus()).resolves.toEqual({
      nextStep: 'AddChildren',
      remainingSteps: ['AddChildren'],
    });
    await expect(api.userGathering.userGathering(progressOnly)).resolves.toMatchObject({
      accountProgress: {
        percentage: 25,
        nextStep: 'AddChildren',
        remainingSteps: ['AddChildren', 'ConfirmEmail', 'ChoosePlayground'],
      },
    });

    await api.users.createChildAccount({
      firstname: 'Ebba',
      lastname: 'Nyström',
      birthdate: '2021-05-04',
      otherinfo: null,
    });
    await expect(api.users.onboardingStatus()).resolves.toEqual({ nextStep: 'Continue', remainingSteps: [] });
    await expect(api.userGathering.userGathering(progressOnly)).resolves.toMatchObject({
      accountProgress: { percentage: 50, remainingSteps: ['ConfirmEmail', 'ChoosePlayground'] },
    });
  });

  it('should grant a desired step: skipping to Continue, or another child when one exists', async () => {
    const { api } = await freshParent('onboarding-desired');
    await expect(api.users.onboardingStatus({ desiredStep: 'Continue' })).resolves.toEqual({
      nextStep: 'Continue',
      remainingSteps: ['AddPhone', 'AddChildren'],
    });
    await api.users.createChildAccount({
      firstname: 'Ebba',
      lastname: 'Nyström',
      birthdate: '2021-05-04',
      otherinfo: null,
    });
    await expect(api.users.onboardingStatus({ desiredStep: 'AddChildren' })).resolves.toEqual({
      nextStep: 'AddChildren',
      remainingSteps: ['AddPhone'],
    });
  });

  it('should answer 401 without a token', async () => {
    await expect(clients().users.onboardingStatus()).rejects.toMatchObject({ status: 401 });
  });
});

describe('child account notices', () => {
  it('should create the child and note a possible duplicate and an age beyond the play centres', async () => {
    const { api } = await freshParent('onboarding-notices');
    const child = { firstname: 'Ebba', lastname: 'Nyström', birthdate: '2021-05-04', otherinfo: null };
    await expect(api.users.createChildAccount(child)).resolves.toMatchObject({
      firstname: 'Ebba',
      notices: [],
    });
    const again = await api.users.createChildAccount({ ...child, firstname: ' ebba ' });
    expect(again?.notices).toEqual([
      { level: 'warning', message: expect.stringContaining('already on your account') },
    ]);
    const older = await api.users.createChildAccount({
      ...child,
      firstname: 'Hugo',
      birthdate: '2008-01-10',
    });
    expect(older?.notices).toEqual([{ level: 'info', message: expect.stringContaining('up to 12') }]);
    expect((await api.users.myAccounts()).length).toBe(4);
  });
});

describe('faults for one account', () => {
  it("should fail only that account's profile save, as often as asked", async () => {
    const first = await freshParent('fault-account-a');
    const second = await freshParent('fault-account-b');
    await addFault('mainApi', {
      path: '/api/User/UpdateProfile',
      method: 'PUT',
      kind: 'status',
      status: 500,
      times: 1,
      account: first.user.email ?? '',
    });
    await expect(
      second.api.users.updateProfile(
        profileUpdateOf(second.user, { phone: '701234567', countrycode: '+46' }),
      ),
    ).resolves.toMatchObject({
      phone: '701234567',
    });
    await expect(
      first.api.users.updateProfile(profileUpdateOf(first.user, { phone: '701234567', countrycode: '+46' })),
    ).rejects.toMatchObject({
      status: 500,
    });
    await expect(
      first.api.users.updateProfile(profileUpdateOf(first.user, { phone: '701234567', countrycode: '+46' })),
    ).resolves.toMatchObject({
      phone: '701234567',
    });
  });

  it("should drop that account's CreateAccount, which the client reports as a network failure", async () => {
    const parent = await freshParent('fault-account-child');
    await addFault('mainApi', {
      path: '/api/User/CreateAccount',
      kind: 'drop',
      times: 1,
      account: parent.user.email?.toUpperCase() ?? '',
    });
    const child = { firstname: 'Ebba', lastname: 'Nyström', birthdate: '2021-05-04', otherinfo: null };
    await expect(parent.api.users.createChildAccount(child)).rejects.toBeInstanceOf(NetworkError);
    await expect(parent.api.users.myAccounts()).resolves.toHaveLength(1);
    await expect(parent.api.users.createChildAccount(child)).resolves.toMatchObject({ firstname: 'Ebba' });
  });
});
