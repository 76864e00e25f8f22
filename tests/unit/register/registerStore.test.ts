import { apiReply } from '../../support/apiReply.ts';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../../src/lib/errors/ApiError.ts';
import type { PlaygroundGroup } from '../../../src/lib/register/playgrounds.ts';
import { createRegister, type RegisterApi, type RegisterNavigation } from '../../../src/stores/register.ts';
import type { SignInFlow } from '../../../src/lib/signIn/flow.ts';
import { seededPasswordRules as seeded } from '../../stand-ins/shared/passwords.ts';
import type { DraftStore } from '../../../src/lib/forms/formState.ts';

const now = Date.UTC(2025, 6, 1, 12, 0, 0);
const continuePath = 'https://localhost:8792/se/party/boka';
const callback = 'https://localhost:8790/connect/authorize/callback?client_id=web&state=s1';

const groups: PlaygroundGroup[] = [
  {
    region: 'Stockholm',
    playgrounds: [
      { id: 'pc-barkarby', slug: 'barkarby', name: 'Barkarby' },
      { id: 'pc-taby', slug: 'taby', name: 'Täby' },
    ],
  },
];

/** Services in memory: astrid@example.com has an account, every other address is free. */
function setUp(
  options: { returnUrl?: string; hint?: string | null; emailInAddress?: string; stored?: unknown } = {},
) {
  const api = {
    passwordRules: vi.fn<RegisterApi['passwordRules']>(async () => seeded),
    playgrounds: vi.fn<RegisterApi['playgrounds']>(async () => groups),
    status: vi.fn<RegisterApi['status']>(async (email) => ({
      nextStep: email === 'astrid@example.com' ? 'Continue' : 'Signup',
    })),
    register: vi.fn<RegisterApi['register']>(async () => null),
    sendConfirmation: vi.fn<RegisterApi['sendConfirmation']>(async () => undefined),
    login: vi.fn<RegisterApi['login']>(async () => ({ success: true })),
  };
  const navigation = {
    goTo: vi.fn<RegisterNavigation['goTo']>(),
    toOnboarding: vi.fn<RegisterNavigation['toOnboarding']>(),
  };
  let stored: unknown = options.stored;
  const drafts = {
    load: vi.fn<DraftStore['load']>(() => stored),
    save: vi.fn<DraftStore['save']>((draft) => {
      stored = JSON.parse(JSON.stringify(draft));
    }),
    clear: vi.fn<DraftStore['clear']>(() => {
      stored = undefined;
    }),
  };
  const flow: SignInFlow = {
    returnState: { intent: 'Booking', origin: 'PartyBooking', continuePath },
    returnUrl: options.returnUrl ?? null,
  };
  const report = vi.fn();
  const register = createRegister({
    api,
    navigation,
    drafts,
    flow,
    emailInAddress: options.emailInAddress ?? 'saga@example.com',
    playgroundHint: options.hint ?? null,
    defaultCallingCode: '+46',
    locale: 'sv-SE',
    registrationSource: 'profile.playcentre.se',
    now: () => now,
    report,
  });
  return {
    api,
    navigation,
    drafts,
    register,
    report,
    stored: () => stored,
    state: () => register.$state.get(),
  };
}

/** A parent who has filled in everything the form needs. */
async function filledIn(options: Parameters<typeof setUp>[0] = {}) {
  const context = setUp(options);
  await context.register.start();
  const { register } = context;
  register.set('firstName', 'Saga');
  register.set('lastName', 'Nyström');
  register.set('phone', '070 123 45 67');
  register.set('playcentre', 'pc-taby');
  register.set('password', 'Lekplats-2025');
  register.setConsent('sms', true);
  return context;
}

describe(createRegister, () => {
  describe('start', () => {
    it('should fill in the address from the sign-in page and load the rules and play centres', async () => {
      const { register, state } = setUp();
      expect(state().values.email).toBe('');
      await register.start();
      expect(state()).toMatchObject({
        values: { email: 'saga@example.com', callingCode: '+46', playcentre: '' },
        rules: { status: 'ready', value: seeded },
        playgrounds: { status: 'ready', value: groups },
      });
    });

    it('should choose the play centre the parent came from', async () => {
      const { register, state } = setUp({ hint: 'barkarby' });
      await register.start();
      expect(state().values.playcentre).toBe('pc-barkarby');
    });

    it("should keep the parent's own choice of play centre from the draft over the one they came from", async () => {
      const first = await filledIn({ hint: 'barkarby' });
      first.register.set('playcentre', 'pc-taby');
      const again = setUp({ hint: 'barkarby', stored: first.stored() });
      await again.register.start();
      expect(again.state().values.playcentre).toBe('pc-taby');
    });

    it('should bring back everything typed but the password after a reload', async () => {
      const first = await filledIn();
      first.register.set('email', 'saga.n@example.com');
      const again = setUp({ stored: first.stored() });
      await again.register.start();
      expect(again.state().values).toEqual({
        firstName: 'Saga',
        lastName: 'Nyström',
        email: 'saga.n@example.com',
        callingCode: '+46',
        phone: '070 123 45 67',
        playcentre: 'pc-taby',
        password: '',
        consents: { information: false, sms: true, partnerInformation: false, partnerSms: false },
      });
      expect(JSON.stringify(first.stored())).not.toContain('Lekplats');
    });

    it('should keep what was typed before the script ran over the draft', async () => {
      const first = await filledIn();
      const again = setUp({ stored: first.stored() });
      void again.register.start();
      again.register.adopt({
        firstName: 'Sanna',
        password: 'typed-early',
        email: '',
        consents: { partnerSms: true },
      });
      expect(again.state().values).toMatchObject({
        firstName: 'Sanna',
        lastName: 'Nyström',
        email: 'saga@example.com',
        password: 'typed-early',
        consents: { sms: true, partnerSms: true },
      });
    });

    it('should go on without rules or play centres when the main API cannot be asked, and retry the list', async () => {
      const { register, api, state, report } = setUp({ hint: 'taby' });
      api.passwordRules.mockRejectedValueOnce(new NetworkError('down'));
      api.playgrounds.mockRejectedValueOnce(new NetworkError('down'));
      await register.start();
      expect(state()).toMatchObject({ rules: { status: 'failed' }, playgrounds: { status: 'failed' } });
      expect(report).toHaveBeenCalledTimes(2);
      await register.retryPlaygrounds();
      expect(state()).toMatchObject({ playgrounds: { status: 'ready' }, values: { playcentre: 'pc-taby' } });
    });
  });

  describe('submit', () => {
    it('should register, mail the confirmation with the return state, sign in and go to onboarding with the parent’s intent', async () => {
      const { register, api, navigation, drafts, state } = await filledIn();
      await register.submit();
      expect(api.status).toHaveBeenCalledWith('saga@example.com');
      expect(api.register).toHaveBeenCalledWith({
        details: {
          firstName: 'Saga',
          lastName: 'Nyström',
          email: 'saga@example.com',
          phone: '0701234567',
          countryCode: '+46',
          gdprDisallowInformation: true,
          gdprAllowSms: true,
          gdprAllowPartnerInformation: false,
          gdprAllowPartnerSms: false,
        },
        preferredPlaycenterId: 'pc-taby',
        password: 'Lekplats-2025',
        registrationSource: 'profile.playcentre.se',
      });
      // The mail's link brings the parent back the same way (spec §3: onboarding state).
      expect(api.sendConfirmation).toHaveBeenCalledWith({
        email: 'saga@example.com',
        culture: 'sv-SE',
        onboardingState: { intent: 'Booking', origin: 'PartyBooking', continuePath },
      });
      expect(api.login).toHaveBeenCalledWith({ email: 'saga@example.com', password: 'Lekplats-2025' });
      expect(drafts.clear).toHaveBeenCalled();
      // The parent's purpose (a booking) goes on; Register only when they came with none.
      expect(navigation.toOnboarding).toHaveBeenCalledWith({
        intent: 'Booking',
        origin: 'PartyBooking',
        continuePath,
      });
      expect(state().busy).toBe('leaving');
    });

    it('should take what the form shows (a password manager’s fill) into the store before checking it', async () => {
      const { register, api, state } = await filledIn();
      register.set('password', '');
      await register.submit({ email: ' saga@example.com ', password: 'Lekplats-2025' });
      expect(state().values).toMatchObject({ email: ' saga@example.com ', password: 'Lekplats-2025' });
      expect(api.register).toHaveBeenCalledWith(expect.objectContaining({ password: 'Lekplats-2025' }));
    });

    it('should go back to the identity service when it sent the parent here', async () => {
      const { register, navigation } = await filledIn({ returnUrl: callback });
      await register.submit();
      expect(navigation.goTo).toHaveBeenCalledWith(callback);
      expect(navigation.toOnboarding).not.toHaveBeenCalled();
    });

    it('should go on when the confirmation mail fails: onboarding offers a new one', async () => {
      const { register, api, navigation, report } = await filledIn();
      api.sendConfirmation.mockRejectedValueOnce(apiReply(500));
      await register.submit();
      expect(navigation.toOnboarding).toHaveBeenCalled();
      expect(report).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
    });

    it('should stop at the fields with problems, calling nothing, and count the attempt', async () => {
      const { register, api, state } = setUp();
      await register.start();
      register.set('password', 'lekplatsÖ12');
      await register.submit();
      expect(api.status).not.toHaveBeenCalled();
      expect(state()).toMatchObject({
        busy: null,
        notice: { kind: 'fixFields', otherNotes: [] },
        failedAttempts: 1,
        problems: {
          firstName: { kind: 'client', key: 'firstNameRequired' },
          lastName: { kind: 'client', key: 'lastNameRequired' },
          playcentre: { kind: 'client', key: 'playcentreRequired' },
          password: { kind: 'client', key: 'passwordRules' },
        },
      });
      register.set('firstName', 'S');
      expect(state().problems.firstName).toBeUndefined();
    });

    it('should say an address already has an account before creating anything', async () => {
      const { register, api, state } = await filledIn({ emailInAddress: 'astrid@example.com' });
      await register.submit();
      expect(api.register).not.toHaveBeenCalled();
      expect(state().notice).toEqual({ kind: 'duplicate', email: 'astrid@example.com' });
    });

    it('should say so when Register finds the address taken after all', async () => {
      const { register, api, state, drafts } = await filledIn();
      api.register.mockRejectedValueOnce(
        apiReply(400, { code: 'DuplicateEmail', errors: { 'Details.Email': ['Taken.'] } }),
      );
      await register.submit();
      expect(state().notice).toEqual({ kind: 'duplicate', email: 'saga@example.com' });
      expect(drafts.clear).not.toHaveBeenCalled();
    });

    it("should show the server's field errors at their fields and keep every value", async () => {
      const { register, api, state, stored } = await filledIn();
      const before = state().values;
      api.register.mockRejectedValueOnce(
        apiReply(400, {
          exceptionType: 'ValidationException',
          errors: {
            'Details.FirstName': ['Too long.'],
            'Details.Phone': ["'Phone' is not a valid phone number."],
            Other: ['Something else.'],
          },
        }),
      );
      await register.submit();
      expect(state()).toMatchObject({
        busy: null,
        values: before,
        notice: { kind: 'fixFields', otherNotes: [{ kind: 'unknown', details: ['Something else.'] }] },
        problems: {
          firstName: { kind: 'server', notes: [{ kind: 'unknown', details: ['Too long.'] }] },
          phone: {
            kind: 'server',
            notes: [{ kind: 'unknown', details: ["'Phone' is not a valid phone number."] }],
          },
        },
      });
      expect(stored()).toMatchObject({ values: { firstName: 'Saga' } });
    });

    it('should name the identity service when it cannot be reached, before an account exists', async () => {
      const { register, api, state } = await filledIn();
      api.status.mockRejectedValueOnce(new NetworkError('down'));
      await register.submit();
      expect(api.register).not.toHaveBeenCalled();
      expect(state()).toMatchObject({ busy: null, notice: { kind: 'unavailable', service: 'identity' } });
      expect(state().values.password).toBe('Lekplats-2025');
    });

    it('should name the main API when Register cannot be reached', async () => {
      const { register, api, state } = await filledIn();
      api.register.mockRejectedValueOnce(apiReply(503));
      await register.submit();
      expect(state()).toMatchObject({ busy: null, notice: { kind: 'unavailable', service: 'mainApi' } });
    });

    it('should send the parent to sign in when the account exists but signing in failed', async () => {
      const { register, api, navigation, state } = await filledIn();
      api.login.mockRejectedValueOnce(new NetworkError('down'));
      await register.submit();
      expect(navigation.toOnboarding).not.toHaveBeenCalled();
      expect(state()).toMatchObject({
        busy: null,
        notice: { kind: 'registeredNotSignedIn', email: 'saga@example.com' },
      });
    });

    it('should not submit twice while busy', async () => {
      const { register, api } = await filledIn();
      await Promise.all([register.submit(), register.submit()]);
      expect(api.register).toHaveBeenCalledTimes(1);
    });
  });
});
