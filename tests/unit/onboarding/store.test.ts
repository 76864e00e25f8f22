import { describe, expect, it, vi } from 'vitest';
import type { OnboardingNextStep } from '../../../src/lib/api/types/returnState.ts';
import type { AccountOrChild, ProfileUpdate, User } from '../../../src/lib/api/types/user.ts';
import { ApiError, NetworkError } from '../../../src/lib/errors/ApiError.ts';
import type { OnboardingApi } from '../../../src/lib/onboarding/api.ts';
import { createOnboarding } from '../../../src/stores/onboarding.ts';

/** A main API in memory that decides the next step like the real one: phone, then children. */
function fakeApi(start: { phone?: string | null; children?: number; emailconfirmed?: boolean | null } = {}) {
  const user = {
    guid: 'parent',
    firstname: 'Saga',
    lastname: 'Nyström',
    email: 'saga@example.com',
    emailconfirmed: 'emailconfirmed' in start ? start.emailconfirmed : true,
    phone: start.phone ?? null,
    countrycode: start.phone ? '+46' : null,
  } as User;
  const children: AccountOrChild[] = Array.from(
    { length: start.children ?? 0 },
    (_, i) =>
      ({
        guid: `c${i}`,
        firstname: `Child ${i}`,
        lastname: 'Nyström',
        birthdate: '2020-01-01T00:00:00.000Z',
      }) as AccountOrChild,
  );
  const remaining = (): OnboardingNextStep[] => [
    ...(user.phone ? [] : ['AddPhone' as const]),
    ...(children.length ? [] : ['AddChildren' as const]),
  ];
  const api = {
    status: vi.fn<OnboardingApi['status']>(async ({ desiredStep }) => ({
      nextStep: desiredStep ?? remaining()[0] ?? 'Continue',
      remainingSteps: remaining(),
    })),
    progress: vi.fn<OnboardingApi['progress']>(async () => ({
      percentage: 50 - remaining().length * 25 + 50,
      nextStep: null,
      remainingSteps: remaining(),
    })),
    me: vi.fn<OnboardingApi['me']>(async () => ({ ...user })),
    accounts: vi.fn<OnboardingApi['accounts']>(async () => [
      { guid: 'parent' } as AccountOrChild,
      ...children,
    ]),
    updateProfile: vi.fn<OnboardingApi['updateProfile']>(async (update: ProfileUpdate) => {
      Object.assign(user, { phone: update.phone, countrycode: update.countrycode });
      return { ...user };
    }),
    createChild: vi.fn<OnboardingApi['createChild']>(async (child) => {
      const created = {
        guid: `c${children.length}`,
        firstname: child.firstname,
        lastname: child.lastname,
        birthdate: `${String(child.birthdate)}T00:00:00.000Z`,
      } as AccountOrChild;
      children.push(created);
      return { ...created, notices: [{ level: 'warning', message: 'Possible duplicate.' }] };
    }),
  } satisfies OnboardingApi;
  return { api, user, children };
}

function flow(api: OnboardingApi, report = vi.fn()) {
  return {
    onboarding: createOnboarding({
      api,
      returnState: { intent: 'Register', origin: 'PartyBooking' },
      defaultCallingCode: '+46',
      today: () => '2026-11-22',
      report,
    }),
    report,
  };
}

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
      progress: { percentage: 75, remaining: ['AddPhone'] },
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
      new ApiError(
        'Bad Request',
        400,
        '',
        {},
        {
          exceptionType: 'ValidationException',
          message: 'Validation failed',
          errors: { Phone: ['Not in service.'], Email: ['Taken.'] },
        },
      ),
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
