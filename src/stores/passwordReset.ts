import * as forms from '../lib/forms/index.ts';
import { atom, type ReadableAtom } from 'nanostores';
import type { GenericResult } from '../lib/api/types/common.ts';
import type { ForgotPasswordRequest, PasswordReset } from '../lib/api/types/identity.ts';
import type { PasswordRules } from '../lib/api/types/user.ts';
import type { SignInFlow } from '../lib/signIn/flow.ts';
import { requestResetLink } from '../lib/signIn/forgotAnswer.ts';
import { newPasswordProblem } from '../lib/password/passwordRules.ts';
import { emailProblem, clientProblem, type SignInProblem } from '../lib/signIn/forms.ts';
import type { ResetLink } from '../lib/signIn/resetLink.ts';
import { resetFailureOutcome, resetReplyOutcome, type ResetRefusal } from '../lib/signIn/resetReply.ts';

/**
 * The reset-password page: a new password for the link's code, or, when the link no longer
 * works, a way to ask for a new one. After a reset the parent signs in on the sign-in page
 * with the new password (no automatic sign-in: the password manager gets to save it, and the
 * parent proves they know it).
 */
export type ResetField = 'password' | 'email';

/** The new password is read from the form as typed (never kept): the store holds no values. */
export interface ResetState extends forms.FormStatus<ResetField, SignInProblem, forms.FormNotice, ResetBusy> {
  /** `form` until the link is refused: then the notice that offers a new link. */
  phase: 'form' | 'invalidLink' | 'expiredLink';
  retry: 'submit' | 'forgot' | null;
  /** The server's password rules; `failed` leaves the password to the server's judgement. */
  rules: forms.Loadable<PasswordRules | null>;
}

/** A call under way; `leaving` once the page is on its way elsewhere. */
export type ResetBusy = 'reset' | 'forgot' | 'leaving';

export interface ResetApi {
  resetPassword(reset: PasswordReset): Promise<GenericResult | string | null>;
  forgotPassword(request: ForgotPasswordRequest): Promise<void>;
  passwordRules(): Promise<PasswordRules | null>;
}

export interface ResetNavigation {
  /** The sign-in page, told the password was changed, with the address when it is known. */
  toSignIn(email: string | null): void;
  toInbox(email: string): void;
}

export interface ResetOptions {
  api: ResetApi;
  navigation: ResetNavigation;
  link: ResetLink;
  flow: SignInFlow;
  /** The account's address, when the link or this browser knows it. */
  email: string | null;
  locale: string;
  now?: () => number;
  report?: (error: unknown) => void;
}

export interface PasswordResetFlow {
  $state: ReadableAtom<ResetState>;
  loadRules(): Promise<void>;
  submitPassword(password: string): Promise<void>;
  /** Asks for a new link after this one was refused. */
  requestNewLink(email: string): Promise<void>;
  /**
   * The account's address, and where the parent was going, learnt after the page was made
   * (another tab of the site kept the reset request: lib/signIn/resetRequestChannel.ts): the
   * sign-in page after the reset then has the address, so only the new password is typed.
   */
  learned(request: { email: string; flow: SignInFlow }): void;
}

/** Where every reset starts: also what the page prerenders, so hydration matches. */
export const initialResetState: ResetState = {
  phase: 'form',
  retry: null,
  rules: { status: 'loading' },
  ...forms.untouched,
};

export function createPasswordReset(options: ResetOptions): PasswordResetFlow {
  const { api, navigation, link, locale, now = Date.now, report = () => undefined } = options;
  // What the page knows of the account and the way on; another tab may tell it later (`learned`).
  let { email: knownEmail, flow } = options;
  const $state = atom<ResetState>(initialResetState);
  const update = (change: Partial<ResetState>) => $state.set({ ...$state.get(), ...change });
  const form = forms.formIn($state);

  /** A reset that did not go through: the link refused (the page offers a new one), or a failure. */
  function failed(outcome: ResetRefusal): forms.FailureRecord<ResetState> {
    switch (outcome.kind) {
      case 'invalidLink':
      case 'expiredLink':
        update({ busy: null, phase: outcome.kind, notice: null, problems: {}, retry: null });
        return 'handled';
      case 'refused': {
        const { kind } = outcome.notice;
        if (kind === 'failed') report(outcome.notice);
        const retryable = kind === 'unavailable' || kind === 'timeout';
        return { ...outcome, also: { retry: retryable ? 'submit' : null } };
      }
    }
  }

  async function submitPassword(password: string): Promise<void> {
    const reset = await forms.submit(form, {
      busy: 'reset' as const,
      // Checked as registration checks it: a password the checklist shows unmet is never sent.
      check: ({ rules }) => {
        const problem = newPasswordProblem(rules.status === 'ready' ? rules.value : null, password);
        if (!problem) return {};
        return {
          password: clientProblem(problem === 'required' ? 'newPasswordRequired' : 'newPasswordRules'),
        };
      },
      eachAttempt: { retry: null },
      send: async () => resetReplyOutcome(await api.resetPassword({ ...link, password })),
      fields: ['password'],
      failed: (error) => failed(resetFailureOutcome(error, now())),
      now,
    });
    if (!reset.sent) return;
    const outcome = reset.result;
    if (outcome.kind !== 'reset') {
      const record = failed(outcome);
      if (record !== 'handled') forms.failWith(form, record);
      return;
    }
    update({ busy: 'leaving' });
    navigation.toSignIn(knownEmail);
  }

  async function requestNewLink(value: string): Promise<void> {
    const email = forms.cleanEmail(value);
    const asked = await forms.submit(form, {
      busy: 'forgot' as const,
      check: () => {
        const problem = emailProblem(email);
        return problem ? { email: clientProblem(problem) } : {};
      },
      eachAttempt: { retry: null },
      send: () =>
        requestResetLink((request) => api.forgotPassword(request), { email, flow, locale }, now, report),
      fields: ['email'],
      now,
    });
    if (!asked.sent) return;
    const refusal = asked.result;
    if (refusal) {
      const retry = refusal.kind === 'rateLimited' ? null : ('forgot' as const);
      return forms.failWith(form, { notice: refusal, problems: {}, also: { retry } });
    }
    update({ busy: 'leaving' });
    navigation.toInbox(email);
  }

  // The rules are checked before sending once loaded; without them the server names what a
  // refused password lacks, by codes the page words as the checklist does.
  async function loadRules(): Promise<void> {
    update({ rules: await forms.loadInto(() => api.passwordRules(), report) });
  }

  function learned(request: { email: string; flow: SignInFlow }): void {
    // What the page already knew (the link's own address, this tab's request) stays.
    if (knownEmail !== null) return;
    knownEmail = request.email;
    flow = request.flow;
  }

  return { $state, loadRules, submitPassword, requestNewLink, learned };
}
