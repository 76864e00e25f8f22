import { describe, expect, it } from 'vitest';
import type { AccountOrChild } from '../../../src/lib/api/types/user.ts';
import { ApiError, NetworkError } from '../../../src/lib/errors/ApiError.ts';
import { apiReply } from '../../support/apiReply.ts';
import type { OnboardingApi } from '../../../src/lib/onboarding/api.ts';
import { accountSite, fakeApi, flow } from './onboardingSetUp.ts';

describe('createOnboarding', () => {
  it('should load the status with the return state, the children and the progress, and prefill the forms', async () => {
    const { api } = fakeApi({ children: 1 });
    const { onboarding } = flow(api);
    await onboarding.load();
    const state = onboarding.$state.get();
    expect(api.status).toHaveBeenCalledWith({ intent: 'Register', origin: 'PartyBooking' });
    expect(state).toMatchObject({
      phase: 'ready',
      step: 'AddPhone',
      remaining: ['AddPhone'],
      progress: { percentage: 75, remainingSteps: ['AddPhone'] },
    });
    expect(onboarding.$account.get()).toEqual({
      percentage: 75,
      todos: [{ key: 'AddPhone', action: { kind: 'step', step: 'AddPhone' } }],
      allSet: false,
    });
    expect(state.children.map((child) => child.guid)).toEqual(['c0']);
    expect(state.phone.values).toEqual({ countrycode: '+46', phone: '' });
    expect(state.child.values.lastname).toBe('Nyström');
  });

  it.each([
    [false, 'saga@example.com'],
    [null, 'saga@example.com'],
    [true, null],
  ])(
    'should name the address for a reminder while it is unconfirmed (emailconfirmed %j)',
    async (confirmed, shown) => {
      const { api } = fakeApi({ emailconfirmed: confirmed });
      const { onboarding } = flow(api);
      await onboarding.load();
      expect(onboarding.$state.get().unconfirmedEmail).toBe(shown);
    },
  );

  it('should walk phone → children → Continue, asking for the next step it wants', async () => {
    const { api } = fakeApi();
    const { onboarding } = flow(api);
    await onboarding.load();
    onboarding.setPhone('countrycode', '+47');
    onboarding.setPhone('phone', '912 34 567');
    await onboarding.savePhone();
    expect(api.updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '91234567', countrycode: '+47', email: 'saga@example.com' }),
    );
    expect(api.status).toHaveBeenLastCalledWith({
      desiredStep: 'AddChildren',
      intent: 'Register',
      origin: 'PartyBooking',
    });
    expect(onboarding.$state.get()).toMatchObject({
      step: 'AddChildren',
      announcement: { key: 'phone.saved' },
    });

    onboarding.setChild('firstname', ' Ebba ');
    onboarding.setChild('birthdate', '2021-05-04');
    await onboarding.addChild();
    const added = onboarding.$state.get();
    expect(added.children.map((child) => child.firstname)).toEqual(['Ebba']);
    expect(added.childNotices).toEqual([{ level: 'warning', message: 'Possible duplicate.' }]);
    expect(added.announcement).toEqual({ key: 'children.added', name: 'Ebba' });
    expect(added.child.values).toEqual({ firstname: '', lastname: 'Nyström', birthdate: '' });
    expect(added.step).toBe('AddChildren');

    await onboarding.moveOn();
    expect(onboarding.$state.get().step).toBe('Continue');
  });

  it('should skip a step without saving, and not come back to it', async () => {
    const { api } = fakeApi();
    const { onboarding } = flow(api);
    await onboarding.load();
    await onboarding.moveOn();
    expect(onboarding.$state.get().step).toBe('AddChildren');
    await onboarding.moveOn();
    expect(onboarding.$state.get().step).toBe('Continue');
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it('should not send a form that fails its own checks, and count the attempt for focus', async () => {
    const { api } = fakeApi();
    const { onboarding } = flow(api);
    await onboarding.load();
    onboarding.setPhone('phone', 'abc');
    await onboarding.savePhone();
    expect(api.updateProfile).not.toHaveBeenCalled();
    expect(onboarding.$state.get().phone).toMatchObject({
      problems: { phone: { key: 'phone.invalid' } },
      notice: { kind: 'fixFields', otherNotes: [] },
      failedAttempts: 1,
    });
    onboarding.setPhone('phone', '70');
    expect(onboarding.$state.get().phone.problems).toEqual({});
  });

  it('should say a number is too short, not that it has the wrong characters ("12")', async () => {
    const { api } = fakeApi();
    const { onboarding } = flow(api);
    await onboarding.load();
    onboarding.setPhone('phone', '12');
    await onboarding.savePhone();
    expect(api.updateProfile).not.toHaveBeenCalled();
    expect(onboarding.$state.get().phone.problems).toEqual({
      phone: { kind: 'client', key: 'phone.tooShort' },
    });
  });

  it.each([
    // No reply shows errors.network: onboarding has no words of its own for it (FormAlert).
    ['a network failure', new NetworkError('down'), { kind: 'unavailable' }],
    [
      'a server error',
      new ApiError('Internal Server Error', 500, '', {}, undefined),
      { kind: 'failed', key: 'errors.server' },
    ],
  ])('should keep every typed value after %s and say why', async (_, error, notice) => {
    const { api } = fakeApi({ phone: '701234567' });
    const { onboarding, report } = flow(api);
    await onboarding.load();
    expect(onboarding.$state.get().step).toBe('AddChildren');
    api.createChild.mockRejectedValueOnce(error);
    onboarding.setChild('firstname', 'Oskar');
    onboarding.setChild('lastname', 'Holm');
    onboarding.setChild('birthdate', '2019-11-30');
    await onboarding.addChild();
    const state = onboarding.$state.get();
    expect(state.child).toMatchObject({
      values: { firstname: 'Oskar', lastname: 'Holm', birthdate: '2019-11-30' },
      notice,
      busy: null,
      failedAttempts: 1,
    });
    expect(state.children).toEqual([]);
    expect(report).toHaveBeenCalledWith(error);
    await onboarding.addChild();
    expect(onboarding.$state.get().children.map((child) => child.firstname)).toEqual(['Oskar']);
  });

  it("should show the server's field errors at the fields and keep the values", async () => {
    const { api } = fakeApi();
    const { onboarding } = flow(api);
    await onboarding.load();
    api.updateProfile.mockRejectedValueOnce(
      apiReply(400, {
        exceptionType: 'ValidationException',
        message: 'Validation failed',
        errors: { Phone: ['Not in service.'], Email: ['Taken.'] },
      }),
    );
    onboarding.setPhone('phone', '70 123 45 67');
    await onboarding.savePhone();
    expect(onboarding.$state.get().phone).toMatchObject({
      values: { countrycode: '+46', phone: '70 123 45 67' },
      problems: { phone: { kind: 'server', notes: [{ kind: 'unknown', details: ['Not in service.'] }] } },
      notice: { kind: 'fixFields', otherNotes: [{ kind: 'unknown', details: ['Taken.'] }] },
    });
    expect(onboarding.$state.get().step).toBe('AddPhone');
  });

  it('should move on by what it knows when the status cannot be read after a save', async () => {
    const { api } = fakeApi();
    const { onboarding } = flow(api);
    await onboarding.load();
    api.status.mockRejectedValueOnce(new NetworkError('down'));
    onboarding.setPhone('phone', '70 123 45 67');
    await onboarding.savePhone();
    expect(onboarding.$state.get().step).toBe('AddChildren');
  });

  it('should report a failed load with its text, keep typed values, and recover on retry', async () => {
    const { api } = fakeApi();
    const { onboarding } = flow(api);
    api.me.mockRejectedValueOnce(new ApiError('Unauthorized', 401, '', {}, undefined));
    await onboarding.load();
    expect(onboarding.$state.get()).toMatchObject({ phase: 'failed', loadError: 'errors.permission' });
    await onboarding.load();
    expect(onboarding.$state.get()).toMatchObject({ phase: 'ready', step: 'AddPhone' });
  });

  it('should work on without progress when user gathering fails', async () => {
    const { api } = fakeApi();
    const { onboarding, report } = flow(api);
    api.progress.mockRejectedValue(new ApiError('Internal Server Error', 500, '', {}, undefined));
    await onboarding.load();
    expect(onboarding.$state.get()).toMatchObject({ phase: 'ready', progress: null });
    expect(report).toHaveBeenCalled();
    // No percentage, and never "all set" without it; what the page knows is still listed.
    expect(onboarding.$account.get()).toMatchObject({ percentage: null, allSet: false });
    expect(onboarding.$account.get()?.todos.map((todo) => todo.key)).toEqual(['AddPhone', 'AddChildren']);
  });

  it('should re-read the children when CreateAccount answers without a body', async () => {
    const { api, children } = fakeApi({ phone: '701234567' });
    const { onboarding } = flow(api);
    await onboarding.load();
    api.createChild.mockImplementationOnce(async (child) => {
      children.push({ guid: 'x', firstname: child.firstname } as AccountOrChild);
      return null;
    });
    onboarding.setChild('firstname', 'Elsa');
    onboarding.setChild('birthdate', '2020-01-01');
    await onboarding.addChild();
    expect(onboarding.$state.get().children.map((child) => child.firstname)).toEqual(['Elsa']);
  });

  it('should save only once while a save is under way', async () => {
    const { api } = fakeApi();
    const { onboarding } = flow(api);
    await onboarding.load();
    onboarding.setPhone('phone', '70 123 45 67');
    await Promise.all([onboarding.savePhone(), onboarding.savePhone()]);
    expect(api.updateProfile).toHaveBeenCalledTimes(1);
  });
});

describe('createOnboarding: progress, to-dos and "all set" from one view', () => {
  const keys = (onboarding: ReturnType<typeof flow>['onboarding']) =>
    onboarding.$account.get()?.todos.map((todo) => todo.key);

  it('should have no view until the page is ready, nor after a failed load', async () => {
    const { api } = fakeApi();
    const { onboarding } = flow(api);
    expect(onboarding.$account.get()).toBeNull();
    api.me.mockRejectedValueOnce(new NetworkError('down'));
    await onboarding.load();
    expect(onboarding.$account.get()).toBeNull();
  });

  it('should walk to 100 % and "all set" only once the last step is done', async () => {
    const { api } = fakeApi();
    const { onboarding } = flow(api);
    await onboarding.load();
    expect(onboarding.$account.get()).toMatchObject({ percentage: 50, allSet: false });
    expect(keys(onboarding)).toEqual(['AddPhone', 'AddChildren']);

    onboarding.setPhone('phone', '70 123 45 67');
    await onboarding.savePhone();
    expect(onboarding.$state.get().completed).toEqual(['AddPhone']);
    expect(onboarding.$account.get()).toMatchObject({ percentage: 75, allSet: false });
    expect(keys(onboarding)).toEqual(['AddChildren']);

    onboarding.setChild('firstname', 'Ebba');
    onboarding.setChild('birthdate', '2021-05-04');
    await onboarding.addChild();
    // Still on the children step (another child may follow), but nothing is left.
    expect(onboarding.$state.get().step).toBe('AddChildren');
    expect(onboarding.$account.get()).toEqual({ percentage: 100, todos: [], allSet: true });

    await onboarding.moveOn();
    expect(onboarding.$state.get().step).toBe('Continue');
    expect(onboarding.$account.get()).toEqual({ percentage: 100, todos: [], allSet: true });
  });

  it('should count what was done here while the progress cannot be read again', async () => {
    const { api } = fakeApi({ emailconfirmed: false });
    const { onboarding } = flow(api);
    await onboarding.load();
    expect(onboarding.$account.get()?.percentage).toBe(25);
    api.progress.mockRejectedValue(new NetworkError('down'));
    onboarding.setPhone('phone', '70 123 45 67');
    await onboarding.savePhone();
    onboarding.setChild('firstname', 'Ebba');
    onboarding.setChild('birthdate', '2021-05-04');
    await onboarding.addChild();
    expect(onboarding.$state.get().progress?.percentage).toBe(25);
    expect(onboarding.$account.get()).toEqual({
      percentage: 75,
      todos: [{ key: 'ConfirmEmail', action: { kind: 'reminder' } }],
      allSet: false,
    });
  });

  it('should not say "all set" on Continue while the e-mail is unconfirmed (75 %)', async () => {
    const { api } = fakeApi({ phone: '701234567', children: 1, emailconfirmed: false });
    const { onboarding } = flow(api);
    await onboarding.load();
    expect(onboarding.$state.get().step).toBe('Continue');
    expect(onboarding.$account.get()).toEqual({
      percentage: 75,
      todos: [{ key: 'ConfirmEmail', action: { kind: 'reminder' } }],
      allSet: false,
    });
  });

  it('should give the play centre, a step onboarding has not, its place on the account site', async () => {
    const { api } = fakeApi({ phone: '701234567', children: 1, playground: false });
    const { onboarding } = flow(api);
    await onboarding.load();
    expect(onboarding.$account.get()).toEqual({
      percentage: 75,
      todos: [{ key: 'ChoosePlayground', action: { kind: 'link', href: accountSite.edit } }],
      allSet: false,
    });
  });

  it('should keep skipped steps as to-dos at 0 %, and bring one back for its to-do', async () => {
    const { api } = fakeApi({ emailconfirmed: false, playground: false });
    const { onboarding } = flow(api);
    await onboarding.load();
    await onboarding.moveOn();
    await onboarding.moveOn();
    expect(onboarding.$state.get().step).toBe('Continue');
    expect(onboarding.$account.get()).toMatchObject({ percentage: 0, allSet: false });
    expect(keys(onboarding)).toEqual(['AddPhone', 'AddChildren', 'ConfirmEmail', 'ChoosePlayground']);

    onboarding.goTo('AddPhone');
    expect(onboarding.$state.get().step).toBe('AddPhone');
    onboarding.setPhone('phone', '70 123 45 67');
    await onboarding.savePhone();
    // The children step was skipped and is not asked again: on to Continue, one to-do fewer.
    expect(onboarding.$state.get().step).toBe('Continue');
    expect(onboarding.$account.get()).toMatchObject({ percentage: 25, allSet: false });
    expect(keys(onboarding)).toEqual(['AddChildren', 'ConfirmEmail', 'ChoosePlayground']);

    onboarding.goTo('AddChildren');
    expect(onboarding.$state.get().step).toBe('AddChildren');
  });

  it('should not change step for a to-do while a save is under way', async () => {
    const { api } = fakeApi();
    const { onboarding } = flow(api);
    await onboarding.load();
    onboarding.setPhone('phone', '70 123 45 67');
    const saving = onboarding.savePhone();
    onboarding.goTo('AddChildren');
    expect(onboarding.$state.get().step).toBe('AddPhone');
    await saving;
    expect(onboarding.$state.get().step).toBe('AddChildren');
  });
});

describe('createOnboarding: the first view', () => {
  it('should be ready only with the progress read, so Continue never changes its mind', async () => {
    const { api } = fakeApi({ phone: '701234567', children: 1 });
    const { onboarding } = flow(api);
    let answer: (value: Awaited<ReturnType<OnboardingApi['progress']>>) => void = () => undefined;
    api.progress.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const loading = onboarding.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onboarding.$state.get().phase).toBe('loading');
    expect(onboarding.$account.get()).toBeNull();
    answer({ percentage: 100, nextStep: null, remainingSteps: [] });
    await loading;
    expect(onboarding.$state.get()).toMatchObject({ phase: 'ready', step: 'Continue' });
    expect(onboarding.$account.get()).toEqual({ percentage: 100, todos: [], allSet: true });
  });
});
