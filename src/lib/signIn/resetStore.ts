import { cleanEmail } from '../forms/fieldChecks.ts';
import { atom, type ReadableAtom } from 'nanostores';
import type { GenericResult } from '../api/types/common.ts';
import type { ForgotPasswordRequest, PasswordReset } from '../api/types/identity.ts';
import type { PasswordRules } from '../api/types/user.ts';
import type { Loadable } from '../forms/loadable.ts';
import type { CallProblem } from './answers.ts';
import { onboardingStateOf, type SignInFlow } from './flow.ts';
import { forgotPasswordProblem } from './forgotAnswer.ts';
import { emailProblem, checkPassword, clientProblem, serverProblems, type FieldProblem } from './forms.ts';
import type { ResetLink } from './resetLink.ts';
import { resetFailureOutcome, resetReplyOutcome, type ResetOutcome } from './resetReply.ts';

/**
 * The reset-password page: a new password for the link's code, or, when the link no longer
 * works, a way to ask for a new one. After a reset the parent signs in on the sign-in page
 * with the new password (no automatic sign-in: the password manager gets to save it, and the
 * parent proves they know it).
 */
export type ResetField = 'password' | 'email';

export type ResetNotice =
  Exclude<CallProblem<ResetField>, { kind: 'fields' }> | { kind: 'fixFields'; otherMessages: string[] };

export interface ResetState {
  /** `form` until the link is refused: then the notice that offers a new link. */
  phase: 'form' | 'invalidLink' | 'expiredLink';
  busy: 'reset' | 'forgot' | 'leaving' | null;
  problems: Partial<Record<ResetField, FieldProblem>>;
  notice: ResetNotice | null;
  retry: 'submit' | 'forgot' | null;
  failedAttempts: number;
  /** The server's password rules; `failed` leaves the password to the server's judgement. */
  rules: Loadable<PasswordRules | null>;
}

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
  culture: string;
  now?: () => number;
  report?: (error: unknown) => void;
}

export interface PasswordResetFlow {
  $state: ReadableAtom<ResetState>;
  loadRules(): Promise<void>;
  submitPassword(password: string): Promise<void>;
  /** Asks for a new link after this one was refused. */
  requestNewLink(email: string): Promise<void>;
}

/** Where every reset starts: also what the page prerenders, so hydration matches. */
export const initialResetState: ResetState = {
  phase: 'form',
  busy: null,
  problems: {},
  notice: null,
  retry: null,
  failedAttempts: 0,
  rules: { status: 'loading' },
};

export function createPasswordReset(options: ResetOptions): PasswordResetFlow {
  const { api, navigation, link, flow, culture, now = Date.now, report = () => undefined } = options;
  const $state = atom<ResetState>(initialResetState);
  const update = (change: Partial<ResetState>) => $state.set({ ...$state.get(), ...change });
  const fail = (
    notice: ResetNotice | null,
    problems: Partial<Record<ResetField, FieldProblem>> = {},
    retry: ResetState['retry'] = null,
  ) => update({ busy: null, notice, problems, retry, failedAttempts: $state.get().failedAttempts + 1 });

  function failWith(outcome: Exclude<ResetOutcome, { kind: 'reset' }>): void {
    switch (outcome.kind) {
      case 'invalidLink':
      case 'expiredLink':
        update({ busy: null, phase: outcome.kind, notice: null, problems: {}, retry: null });
        return;
      case 'fields':
        fail({ kind: 'fixFields', otherMessages: outcome.otherMessages }, serverProblems(outcome.fields));
        return;
      case 'unavailable':
      case 'timeout':
        fail(outcome, {}, 'submit');
        return;
      case 'failed':
        report(outcome);
        fail(outcome);
        return;
      default:
        fail(outcome);
    }
  }

  async function submitPassword(password: string): Promise<void> {
    if ($state.get().busy !== null) return;
    const problem = checkPassword(password, 'newPasswordRequired');
    if (problem) return fail(null, { password: clientProblem(problem) });
    update({ busy: 'reset', notice: null, problems: {}, retry: null });
    let outcome: ResetOutcome;
    try {
      outcome = resetReplyOutcome(await api.resetPassword({ ...link, password }));
    } catch (error) {
      outcome = resetFailureOutcome(error, now());
    }
    if (outcome.kind !== 'reset') return failWith(outcome);
    update({ busy: 'leaving' });
    navigation.toSignIn(options.email);
  }

  async function requestNewLink(value: string): Promise<void> {
    if ($state.get().busy !== null) return;
    const email = cleanEmail(value);
    const problem = emailProblem(email);
    if (problem) return fail(null, { email: clientProblem(problem) });
    update({ busy: 'forgot', notice: null, problems: {}, retry: null });
    const request: ForgotPasswordRequest = { email, onboardingState: onboardingStateOf(flow), culture };
    try {
      await api.forgotPassword(request);
    } catch (error) {
      const refusal = forgotPasswordProblem(error, now());
      if (refusal) return fail(refusal, {}, refusal.kind === 'rateLimited' ? null : 'forgot');
      report(error);
    }
    update({ busy: 'leaving' });
    navigation.toInbox(email);
  }

  async function loadRules(): Promise<void> {
    try {
      update({ rules: { status: 'ready', value: await api.passwordRules() } });
    } catch (error) {
      // The rules are a help; the server still names what a refused password lacks.
      report(error);
      update({ rules: { status: 'failed' } });
    }
  }

  return { $state, loadRules, submitPassword, requestNewLink };
}
