import { apiReply } from '../../support/apiReply.ts';
import { describe, expect, it, vi } from 'vitest';
import type { SignInStatus } from '../../../src/lib/api/types/identity.ts';
import { NetworkError } from '../../../src/lib/errors/ApiError.ts';
import type { SignInFlow } from '../../../src/lib/signIn/flow.ts';
import type { DraftStore } from '../../../src/lib/forms/formState.ts';
import { readSignInDraft } from '../../../src/lib/signIn/emailDraft.ts';
import { createSignIn, type SignInApi, type SignInNavigation } from '../../../src/stores/signIn.ts';
import { createWait } from '../../../src/stores/wait.ts';
import { rateLimitEnd } from '../../../src/lib/forms/failedCall.ts';

/** This tab's storage in memory: one draft, as a reload finds it. */
function tabDrafts(initial?: unknown) {
  let stored: unknown = initial;
  const saved: unknown[] = [];
  const drafts: DraftStore = {
    load: () => stored,
    save: (draft) => {
      stored = draft;
      saved.push(draft);
    },
    clear: () => {
      stored = undefined;
    },
  };
  return { drafts, saved, stored: () => stored };
}

const now = Date.UTC(2025, 6, 1, 12, 0, 0);
const callback = 'https://localhost:8790/connect/authorize/callback?client_id=web&state=s1';
const continuePath = 'https://localhost:8781/profile/sv/fel';

/** An identity service in memory: Astrid has a password, Per has none, nobody else exists. */
function setUp(
  options: {
    returnUrl?: string | null;
    signedIn?: boolean;
    intent?: SignInFlow['returnState']['intent'];
    login?: () => Promise<unknown>;
    drafts?: DraftStore;
    signedOutHere?: boolean;
  } = {},
) {
  const nextSteps: Record<string, SignInStatus['nextStep']> = {
    'astrid@example.com': 'Continue',
    'per@example.com': 'ResetPassword',
  };
  const api = {
    isAuthenticated: vi.fn<SignInApi['isAuthenticated']>(async () => options.signedIn ?? false),
    status: vi.fn<SignInApi['status']>(async (email) => ({ nextStep: nextSteps[email] ?? 'Signup' })),
    login: vi.fn<SignInApi['login']>(
      options.login ??
        (async ({ email, password }) => {
          if (email !== 'astrid@example.com' || password !== 'Lekplats-2025') throw apiReply(401);
          return { success: true };
        }),
    ),
    forgotPassword: vi.fn<SignInApi['forgotPassword']>(async () => undefined),
  };
  const navigation = {
    goTo: vi.fn<SignInNavigation['goTo']>(),
    startSignIn: vi.fn<SignInNavigation['startSignIn']>(async () => undefined),
    toInbox: vi.fn<SignInNavigation['toInbox']>(),
  };
  const flow: SignInFlow = {
    returnState: { intent: options.intent ?? 'Register', origin: 'PartyBooking', continuePath },
    returnUrl: options.returnUrl === undefined ? null : options.returnUrl,
  };
  const report = vi.fn();
  const liftSignedOutMark = vi.fn();
  const signIn = createSignIn({
    api,
    navigation,
    flow,
    locale: 'sv-SE',
    now: () => now,
    report,
    ...(options.drafts ? { drafts: options.drafts } : {}),
    signedOutHere: () => options.signedOutHere ?? false,
    liftSignedOutMark,
  });
  return { api, navigation, signIn, report, liftSignedOutMark, state: () => signIn.$state.get() };
}

describe(createSignIn, () => {
  describe('start', () => {
    it('should go on at once when the identity service already knows the parent and no returnUrl came', async () => {
      const { signIn, navigation, state } = setUp({ signedIn: true });
      await signIn.start(null);
      expect(navigation.startSignIn).toHaveBeenCalledWith({
        intent: 'Register',
        origin: 'PartyBooking',
        continuePath,
      });
      expect(state().busy).toBe('leaving');
    });

    it('should show the form when the parent is not signed in there, or the check fails', async () => {
      const { signIn, api, navigation, state } = setUp();
      api.isAuthenticated.mockRejectedValueOnce(new NetworkError('down'));
      await signIn.start(null);
      expect(navigation.startSignIn).not.toHaveBeenCalled();
      expect(state()).toMatchObject({ step: 'email', busy: null, notice: null });
    });

    it('should never go on after a sign-out, though the identity service still knows the parent', async () => {
      const { signIn, api, navigation, state } = setUp({ signedIn: true, intent: 'SignOut' });
      await signIn.start(null);
      expect(api.isAuthenticated).not.toHaveBeenCalled();
      expect(navigation.startSignIn).not.toHaveBeenCalled();
      expect(navigation.goTo).not.toHaveBeenCalled();
      expect(state()).toMatchObject({ step: 'email', busy: null });
    });

    it('should ask for the password while a sign-out here is incomplete, whoever taps sign in later', async () => {
      const { signIn, api, navigation, state } = setUp({
        signedIn: true,
        intent: 'Default',
        signedOutHere: true,
      });
      await signIn.start(null);
      expect(api.isAuthenticated).not.toHaveBeenCalled();
      expect(navigation.startSignIn).not.toHaveBeenCalled();
      expect(state()).toMatchObject({ step: 'email', busy: null });
      await signIn.submitEmail('astrid@example.com');
      expect(state()).toMatchObject({ step: 'password', busy: null });
    });

    it('should lift the mark of an incomplete sign-out once the password is right, not before', async () => {
      const { signIn, navigation, liftSignedOutMark } = setUp({ intent: 'Default', signedOutHere: true });
      await signIn.start(null);
      await signIn.submitEmail('astrid@example.com');
      await signIn.submitPassword('astrid@example.com', 'wrong');
      expect(liftSignedOutMark).not.toHaveBeenCalled();
      await signIn.submitPassword('astrid@example.com', 'Lekplats-2025');
      // Before the OIDC sign-in starts: it must not carry prompt=login and ask a second time.
      expect(liftSignedOutMark).toHaveBeenCalledTimes(1);
      expect(liftSignedOutMark.mock.invocationCallOrder[0]).toBeLessThan(
        navigation.startSignIn.mock.invocationCallOrder[0]!,
      );
    });

    it('should not ask the identity service about a session when it sent a returnUrl', async () => {
      const { signIn, api } = setUp({ returnUrl: callback });
      await signIn.start(null);
      expect(api.isAuthenticated).not.toHaveBeenCalled();
    });

    it('should go on from an e-mail in the address (a submit before the page was ready)', async () => {
      const { signIn, api, state } = setUp({ returnUrl: callback });
      await signIn.start(' astrid@example.com ');
      expect(api.status).toHaveBeenCalledWith('astrid@example.com');
      expect(state()).toMatchObject({ step: 'password', email: 'astrid@example.com' });
    });
  });

  describe('submitEmail', () => {
    it('should move to the password step for an account with a password (Continue)', async () => {
      const { signIn, state } = setUp();
      await signIn.submitEmail('astrid@example.com');
      expect(state()).toMatchObject({ step: 'password', email: 'astrid@example.com', busy: null });
    });

    it('should mail a reset link and show the inbox page for an account without a password (ResetPassword)', async () => {
      const { signIn, api, navigation } = setUp();
      await signIn.submitEmail('per@example.com');
      expect(api.forgotPassword).toHaveBeenCalledWith({
        email: 'per@example.com',
        onboardingState: { intent: 'Register', origin: 'PartyBooking', continuePath },
        culture: 'sv-SE',
      });
      expect(navigation.toInbox).toHaveBeenCalledWith('setPassword', 'per@example.com');
    });

    it('should say no account has the address (Signup), keeping it for correcting', async () => {
      const { signIn, state } = setUp();
      await signIn.submitEmail('nobody@example.com');
      expect(state()).toMatchObject({ step: 'signup', email: 'nobody@example.com' });
      signIn.useAnotherEmail();
      expect(state()).toMatchObject({ step: 'email', email: 'nobody@example.com' });
    });

    it.each([
      ['', 'emailRequired'],
      ['astrid.example.com', 'emailInvalid'],
    ])('should refuse %j in the browser (%s) without asking the service', async (email, key) => {
      const { signIn, api, state } = setUp();
      await signIn.submitEmail(email);
      expect(api.status).not.toHaveBeenCalled();
      expect(state().problems).toEqual({ email: { kind: 'client', key } });
      expect(state().failedAttempts).toBe(1);
    });

    it('should show a 400 field error at the e-mail field in the server words', async () => {
      const { signIn, api, state } = setUp();
      api.status.mockRejectedValueOnce(
        apiReply(400, { errors: { Email: ["'Email' is not a valid email address."] } }),
      );
      await signIn.submitEmail('a@b.se');
      expect(state().problems).toEqual({
        email: {
          kind: 'server',
          notes: [{ kind: 'unknown', details: ["'Email' is not a valid email address."] }],
        },
      });
      expect(state().notice).toEqual({ kind: 'fixFields', otherNotes: [] });
    });

    it('should offer to try again when the service is down, the step unchanged', async () => {
      const { signIn, api, state } = setUp();
      api.status.mockRejectedValueOnce(new NetworkError('down'));
      await signIn.submitEmail('astrid@example.com');
      expect(state()).toMatchObject({
        step: 'email',
        notice: { kind: 'unavailable' },
        retry: 'submit',
        busy: null,
      });
    });
  });

  describe('submitPassword', () => {
    async function atPasswordStep(options: Parameters<typeof setUp>[0] = {}) {
      const setup = setUp(options);
      await setup.signIn.submitEmail('astrid@example.com');
      return setup;
    }

    it('should sign in and start the OIDC sign-in with the return state when no returnUrl came', async () => {
      const { signIn, api, navigation } = await atPasswordStep();
      await signIn.submitPassword('astrid@example.com', 'Lekplats-2025');
      expect(api.login).toHaveBeenCalledWith({ email: 'astrid@example.com', password: 'Lekplats-2025' });
      expect(navigation.startSignIn).toHaveBeenCalledWith({
        intent: 'Register',
        origin: 'PartyBooking',
        continuePath,
      });
      expect(navigation.goTo).not.toHaveBeenCalled();
    });

    it('should go to the returnUrl (a top-level navigation) after signing in', async () => {
      const { signIn, navigation, state } = await atPasswordStep({ returnUrl: callback });
      await signIn.submitPassword('astrid@example.com', 'Lekplats-2025');
      expect(navigation.goTo).toHaveBeenCalledWith(callback);
      expect(navigation.startSignIn).not.toHaveBeenCalled();
      expect(state().busy).toBe('leaving');
    });

    it('should sign in with the e-mail as edited on the password step', async () => {
      const { signIn, api, state } = await atPasswordStep();
      await signIn.submitPassword('  other@example.com ', 'x');
      expect(api.login).toHaveBeenCalledWith({ email: 'other@example.com', password: 'x' });
      expect(state().email).toBe('other@example.com');
    });

    it('should answer a wrong password with the generic message and keep the step', async () => {
      const { signIn, state } = await atPasswordStep();
      await signIn.submitPassword('astrid@example.com', 'wrong');
      expect(state()).toMatchObject({
        step: 'password',
        notice: { kind: 'wrongCredentials' },
        problems: {},
        failedAttempts: 1,
      });
    });

    it('should show a lock (429) with its countdown end, and not call again until it is over', async () => {
      let clock = now;
      const setup = setUp({ login: async () => Promise.reject(apiReply(429, '', { 'retry-after': '120' })) });
      const signIn = createSignIn({
        api: setup.api,
        navigation: setup.navigation,
        flow: { returnState: { intent: 'Default', origin: 'None', continuePath: null }, returnUrl: null },
        locale: 'sv-SE',
        now: () => clock,
      });
      await signIn.submitEmail('astrid@example.com');
      await signIn.submitPassword('astrid@example.com', 'Lekplats-2025');
      expect(signIn.$state.get().notice).toEqual({ kind: 'rateLimited', until: now + 120_000 });
      await signIn.submitPassword('astrid@example.com', 'Lekplats-2025');
      expect(setup.api.login).toHaveBeenCalledTimes(1);
      expect(signIn.$state.get().failedAttempts).toBe(2);
      clock = now + 120_000;
      await signIn.submitPassword('astrid@example.com', 'Lekplats-2025');
      expect(setup.api.login).toHaveBeenCalledTimes(2);
    });

    it('should keep the submit waiting while locked (429), and give it back when the lock is over', async () => {
      vi.useFakeTimers({ now });
      try {
        const setup = setUp({
          login: async () => Promise.reject(apiReply(429, '', { 'retry-after': '300' })),
        });
        await setup.signIn.submitEmail('astrid@example.com');
        await setup.signIn.submitPassword('astrid@example.com', 'Lekplats-2025');
        // What the island's button follows (islands/forms/useWait.ts).
        const $wait = createWait(rateLimitEnd(setup.state().notice));
        const stop = $wait.listen(() => undefined);
        expect($wait.get()).toBe(true);
        vi.advanceTimersByTime(299_000);
        expect($wait.get()).toBe(true);
        vi.advanceTimersByTime(1_000);
        expect($wait.get()).toBe(false);
        stop();
      } finally {
        vi.useRealTimers();
      }
    });

    it('should ask for both fields in the browser when they are empty', async () => {
      const { signIn, api, state } = await atPasswordStep();
      await signIn.submitPassword('', '');
      expect(api.login).not.toHaveBeenCalled();
      expect(state().problems).toEqual({
        email: { kind: 'client', key: 'emailRequired' },
        password: { kind: 'client', key: 'passwordRequired' },
      });
    });

    it('should mail a link to set a password when the account has none (PasswordNotSet)', async () => {
      const { signIn, navigation } = await atPasswordStep({
        login: async () => Promise.reject(apiReply(400, { code: 'PasswordNotSet' })),
      });
      await signIn.submitPassword('astrid@example.com', 'x');
      expect(navigation.toInbox).toHaveBeenCalledWith('setPassword', 'astrid@example.com');
    });

    it('should offer to try again when the redirect after signing in cannot start', async () => {
      const { signIn, navigation, state } = await atPasswordStep();
      navigation.startSignIn.mockRejectedValueOnce(new Error('discovery failed'));
      await signIn.submitPassword('astrid@example.com', 'Lekplats-2025');
      expect(state()).toMatchObject({ notice: { kind: 'unavailable' }, retry: 'leave', busy: null });
      await signIn.leave();
      expect(navigation.startSignIn).toHaveBeenCalledTimes(2);
    });

    it('should ignore a second submit while the first is under way', async () => {
      let finish: (value: unknown) => void = () => undefined;
      const { signIn, api } = await atPasswordStep({
        login: () => new Promise((resolve) => (finish = resolve)),
      });
      const first = signIn.submitPassword('astrid@example.com', 'Lekplats-2025');
      await signIn.submitPassword('astrid@example.com', 'Lekplats-2025');
      finish({ success: true });
      await first;
      expect(api.login).toHaveBeenCalledTimes(1);
    });
  });

  describe('forgotPassword', () => {
    it('should mail a link for the address and show the inbox page, whatever the service replies', async () => {
      const { signIn, api, navigation } = setUp();
      api.forgotPassword.mockRejectedValueOnce(apiReply(404, { message: 'No such user' }));
      await signIn.forgotPassword(' nobody@example.com ');
      expect(navigation.toInbox).toHaveBeenCalledWith('forgot', 'nobody@example.com');
    });

    it('should keep the parent on the page when no mail can have gone out', async () => {
      const { signIn, api, navigation, state } = setUp();
      api.forgotPassword.mockRejectedValueOnce(new NetworkError('down'));
      await signIn.forgotPassword('astrid@example.com');
      expect(navigation.toInbox).not.toHaveBeenCalled();
      expect(state()).toMatchObject({ notice: { kind: 'unavailable' }, retry: 'forgot' });
    });

    it('should ask for the address first when it is missing', async () => {
      const { signIn, api, state } = setUp();
      await signIn.forgotPassword('');
      expect(api.forgotPassword).not.toHaveBeenCalled();
      expect(state().problems).toEqual({ email: { kind: 'client', key: 'emailRequired' } });
    });
  });
});

describe('createSignIn › resume', () => {
  it('should make a page restored by Back usable again after it had left', async () => {
    const { signIn, state } = setUp({ signedIn: true });
    await signIn.start(null);
    expect(state().busy).toBe('leaving');
    signIn.resume();
    expect(state().busy).toBeNull();
  });

  describe('a reload keeps the address (never the password)', () => {
    it('should bring back an address only typed, in the field, without checking it', async () => {
      const tab = tabDrafts();
      setUp({ drafts: tab.drafts }).signIn.typed('astrid@exam');
      const { signIn, api, state } = setUp({ drafts: tab.drafts });
      await signIn.start(null);
      expect(state()).toMatchObject({ step: 'email', email: 'astrid@exam', problems: {} });
      expect(api.status).not.toHaveBeenCalled();
    });

    it('should come back to the password step for an address already checked', async () => {
      const tab = tabDrafts();
      await setUp({ drafts: tab.drafts }).signIn.submitEmail('astrid@example.com');
      const { signIn, api, state } = setUp({ drafts: tab.drafts });
      await signIn.start(null);
      expect(api.status).toHaveBeenCalledWith('astrid@example.com');
      expect(state()).toMatchObject({ step: 'password', email: 'astrid@example.com' });
    });

    it('should keep an address corrected on the password step, still as checked', async () => {
      const tab = tabDrafts();
      const first = setUp({ drafts: tab.drafts });
      await first.signIn.submitEmail('astrid@example.com');
      first.signIn.typed('astrid@example.se');
      expect(tab.stored()).toEqual({ email: 'astrid@example.se', checked: true });
    });

    it('should let an address in the page address win over the draft', async () => {
      const { signIn, api, state } = setUp({
        drafts: tabDrafts({ email: 'per@example.com', checked: true }).drafts,
      });
      await signIn.start('astrid@example.com');
      expect(api.status).toHaveBeenCalledTimes(1);
      expect(state()).toMatchObject({ step: 'password', email: 'astrid@example.com' });
    });

    it('should never keep the password, and forget the address once signed in', async () => {
      const tab = tabDrafts();
      const { signIn, navigation } = setUp({ drafts: tab.drafts });
      await signIn.submitEmail('astrid@example.com');
      await signIn.submitPassword('astrid@example.com', 'wrong-password');
      await signIn.submitPassword('astrid@example.com', 'Lekplats-2025');
      expect(navigation.startSignIn).toHaveBeenCalled();
      expect(JSON.stringify(tab.saved)).not.toMatch(/Lekplats|wrong-password/);
      expect(tab.stored()).toBeUndefined();
    });

    it.each([
      null,
      'astrid@example.com',
      7,
      [],
      { email: 7, checked: true },
      { email: 'a@b.se' },
      { email: 'x'.repeat(321), checked: false },
    ])('should start empty from a stored %j that is not a draft', async (stored) => {
      expect(readSignInDraft(stored)).toBeUndefined();
      const { signIn, api, state } = setUp({ drafts: tabDrafts(stored).drafts });
      await signIn.start(null);
      expect(state()).toMatchObject({ step: 'email', email: '' });
      expect(api.status).not.toHaveBeenCalled();
    });
  });
});
