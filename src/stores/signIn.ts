import * as forms from '../lib/forms/index.ts';
import { atom, type ReadableAtom } from 'nanostores';
import type { ForgotPasswordRequest, LoginCredentials, SignInStatus } from '../lib/api/types/identity.ts';
import type { ReturnState } from '../lib/returnState/query.ts';
import { loginAnswer, type SignInField, type SignInNotice } from '../lib/signIn/answers.ts';
import type { SignInFlow } from '../lib/signIn/flow.ts';
import { requestResetLink } from '../lib/signIn/forgotAnswer.ts';
import { emailProblem, checkPassword, clientProblem, type SignInProblem } from '../lib/signIn/forms.ts';
import { readSignInDraft } from '../lib/signIn/emailDraft.ts';
import { emailStepRoute } from '../lib/signIn/nextStep.ts';

/**
 * The sign-in page's state and actions: an e-mail step, then a password step (spec §3, §4).
 * Pure of the browser: the calls, the navigation and the clock come in as ports, so every
 * answer of the identity service is tested here against a fake (tests/unit/signIn).
 */
/** Why the check-your-inbox page is shown: a forgotten password, or an account without one. */
export type InboxReason = 'forgot' | 'setPassword';

/** What the "Try again" of a notice repeats. */
export type RetryAction = 'submit' | 'forgot' | 'leave';

/**
 * The form's fields are read from the form itself (typed, pasted or filled in by a password
 * manager, before or after the script ran), so the store holds no values but the address.
 */
export interface SignInPageState extends forms.FormStatus<
  SignInField,
  SignInProblem,
  SignInNotice,
  SignInBusy
> {
  step: 'email' | 'password' | 'signup';
  /** The address as typed, and the one the password step and the no-account notice are about. */
  email: string;
  retry: RetryAction | null;
}

/** A call under way; `leaving` once the page is on its way elsewhere. */
export type SignInBusy = 'status' | 'login' | 'forgot' | 'leaving';

export interface SignInApi {
  /** GET /api/Authentication: whether the identity service already knows the parent. */
  isAuthenticated(): Promise<boolean>;
  status(email: string): Promise<SignInStatus | null>;
  /** POST /api/Authentication/login with credentials included: sets the service's cookie. */
  login(credentials: LoginCredentials): Promise<unknown>;
  forgotPassword(request: ForgotPasswordRequest): Promise<void>;
}

export interface SignInNavigation {
  /** A top-level navigation (never a fetch) to the identity service's authorize callback. */
  goTo(url: string): void;
  /** Starts the OIDC sign-in (signinRedirect) carrying the return state. */
  startSignIn(returnState: ReturnState): Promise<void>;
  /** The check-your-inbox page for this address. */
  toInbox(reason: InboxReason, email: string): void;
}

export interface SignInPageOptions {
  api: SignInApi;
  navigation: SignInNavigation;
  flow: SignInFlow;
  /** BCP 47 locale of the e-mails the service sends, e.g. `sv-SE`. */
  locale: string;
  now?: () => number;
  /** Where unexpected failures are logged. */
  report?: (error: unknown) => void;
  /** Where the address waits out a reload (emailDraft.ts); none: a reload starts empty. */
  drafts?: forms.DraftStore;
  /**
   * Whether a sign-out in this browser was not completed by the identity service (the mark of
   * lib/session/signedOutMark.ts): the service may still know the parent, so the page asks.
   */
  signedOutHere?: () => boolean;
  /**
   * The parent has just signed in with their password: the mark comes down, so the OIDC
   * sign-in that follows is not made to ask them again (`prompt=login`).
   */
  liftSignedOutMark?: () => void;
}

export interface SignIn {
  $state: ReadableAtom<SignInPageState>;
  /**
   * Once on page load. Without a `returnUrl`, asks the identity service whether the parent is
   * already signed in there, and if so goes on at once (never after a sign-out: intent
   * SignOut, or a sign-out the service did not complete); an `email` from the address (a
   * submit before the page was ready, or another site's link) goes on to its step.
   * Without one, this tab's draft comes back: a checked address goes on to the password step,
   * one only typed stands in the field.
   */
  start(initialEmail: string | null): Promise<void>;
  /** The e-mail field as the parent types it, kept for a reload. */
  typed(email: string): void;
  submitEmail(email: string): Promise<void>;
  submitPassword(email: string, password: string): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  /** Back from the no-account notice to the e-mail step, the address kept for correcting. */
  useAnotherEmail(): void;
  /** Repeats going on after a sign-in whose redirect could not start. */
  leave(): Promise<void>;
  /** The page came back from the back-forward cache: it is no longer on its way elsewhere. */
  resume(): void;
}

/** Where every sign-in starts: also what the page prerenders, so hydration matches. */
export const initialSignInPageState: SignInPageState = {
  step: 'email',
  email: '',
  retry: null,
  ...forms.untouched,
};

export function createSignIn(options: SignInPageOptions): SignIn {
  const {
    api,
    navigation,
    flow,
    locale,
    now = Date.now,
    report = () => undefined,
    drafts,
    signedOutHere = () => false,
    liftSignedOutMark = () => undefined,
  } = options;
  const $state = atom<SignInPageState>(initialSignInPageState);
  const update = (change: Partial<SignInPageState>) => $state.set({ ...$state.get(), ...change });
  // The address waits out a reload, and whether it had been checked (never the password).
  if (drafts) forms.keepDraft($state, ({ email, step }) => ({ email, checked: step === 'password' }), drafts);

  const form = forms.formIn($state);

  /** A failed call: down or slow can be tried again; a failure nobody expected is logged. */
  function failCall(
    failure: forms.FailedCall<SignInField, SignInNotice>,
    retry: RetryAction,
  ): forms.RecordedFailure<SignInPageState> {
    const { kind } = failure.notice;
    if (kind === 'failed') report(failure.notice);
    const retryable = kind === 'unavailable' || kind === 'timeout';
    return { ...failure, also: { retry: retryable ? retry : null } };
  }

  /** Signed in at the identity service: on to the authorize callback, or a new OIDC sign-in. */
  async function leave(): Promise<void> {
    update({ busy: 'leaving', notice: null, retry: null });
    // Signed in: the address has done its job, and a shared computer keeps nothing of it.
    drafts?.clear();
    // Signed in by their own hand: no earlier sign-out stands in their way any more. (While
    // the mark is there, this page never goes on with a session it did not make: `start`.)
    liftSignedOutMark();
    if (flow.returnUrl !== null) {
      navigation.goTo(flow.returnUrl);
      return;
    }
    try {
      await navigation.startSignIn(flow.returnState);
    } catch (error) {
      report(error);
      forms.failWith(form, { notice: { kind: 'unavailable' }, problems: {}, also: { retry: 'leave' } });
    }
  }

  // Any reply but these is answered like success, so the form reveals no accounts.
  const askResetLink = (email: string) =>
    requestResetLink((request) => api.forgotPassword(request), { email, flow, locale }, now, report);

  /** The reset link asked for: on to the inbox page, or the refusal said. */
  function resetLinkAsked(refusal: SignInNotice | undefined, email: string, reason: InboxReason): void {
    if (refusal) return forms.failWith(form, failCall({ notice: refusal, problems: {} }, 'forgot'));
    update({ busy: 'leaving' });
    navigation.toInbox(reason, email);
  }

  /** An account without a password: a link to set one, asked for on the way. */
  async function sendSetPasswordLink(email: string): Promise<void> {
    update({ ...forms.sending('forgot' as const), retry: null });
    resetLinkAsked(await askResetLink(email), email, 'setPassword');
  }

  const emailProblems = (email: string): Partial<Record<SignInField, forms.FieldProblem<SignInProblem>>> => {
    const problem = emailProblem(email);
    return problem ? { email: clientProblem(problem) } : {};
  };

  /** The address as the form shows it, into the store before its check (a password manager's fill). */
  const checkTyped = (email: string) => {
    update({ email });
    return emailProblems(email);
  };

  /** While a 429's time is not up, a sign-in is refused with its notice again (the button waits too). */
  const waitingOut = (state: SignInPageState) => forms.waitingOut(state.notice, now());

  /**
   * What every step's submit shares: a problem of the form is said at its field, and the alert
   * says so (with Enter in the field, focus does not move, so the alert is what is heard); a new
   * attempt clears the last one's "try again".
   */
  const eachStep = { eachAttempt: { retry: null }, now };

  /** A step that sends the address alone: it is checked, and its field is where a problem shows. */
  const addressStep = (email: string) => ({
    ...eachStep,
    check: () => checkTyped(email),
    fields: ['email' as const],
  });

  async function submitEmail(value: string): Promise<void> {
    const email = forms.cleanEmail(value);
    const asked = await forms.submit(form, {
      busy: 'status' as const,
      ...addressStep(email),
      blocked: waitingOut,
      send: () => api.status(email),
      failed: (_, failure) => failCall(failure, 'submit'),
    });
    if (!asked.sent) return;
    const route = emailStepRoute(asked.result);
    if (route === 'setPassword') return sendSetPasswordLink(email);
    // A later registration page replaces the 'signup' step here, carrying `email` to it.
    update({ busy: null, step: route === 'password' ? 'password' : 'signup', failedAttempts: 0 });
  }

  async function submitPassword(value: string, password: string): Promise<void> {
    const email = forms.cleanEmail(value);
    const signedIn = await forms.submit(form, {
      busy: 'login' as const,
      check: () => {
        const problems = checkTyped(email);
        const passwordProblem = checkPassword(password);
        return passwordProblem ? { ...problems, password: clientProblem(passwordProblem) } : problems;
      },
      ...eachStep,
      blocked: waitingOut,
      send: () => api.login({ email, password }),
      fields: ['email', 'password'],
      failed: async (error) => {
        const answer = loginAnswer(error, now());
        if (!('passwordNotSet' in answer)) return failCall(answer, 'submit');
        await sendSetPasswordLink(email);
        return 'handled';
      },
    });
    if (signedIn.sent) await leave();
  }

  async function forgotPassword(value: string): Promise<void> {
    const email = forms.cleanEmail(value);
    const asked = await forms.submit(form, {
      busy: 'forgot' as const,
      ...addressStep(email),
      send: () => askResetLink(email),
    });
    if (asked.sent) resetLinkAsked(asked.result, email, 'forgot');
  }

  async function start(initialEmail: string | null): Promise<void> {
    const draft = initialEmail === null ? readSignInDraft(drafts?.load()) : undefined;
    // Typed before a reload: back in the field at once, and checked again only if it had been.
    if (draft?.email) update({ email: draft.email });
    const email = forms.cleanEmail(initialEmail ?? (draft?.checked ? draft.email : ''));
    // The form stays usable while the service is asked: a parent typing meanwhile loses nothing.
    // A failed check counts as not signed in (spec §8).
    // Never after a sign-out, on its way here (intent SignOut) or later while its mark is
    // there: the identity service may still know the parent (its end-session failed, or was
    // never reached), and going on would sign whoever taps "sign in" in as them without asking.
    const signingIn = flow.returnUrl === null && flow.returnState.intent !== 'SignOut' && !signedOutHere();
    const signedIn = signingIn && (await api.isAuthenticated().catch(() => false));
    if (signedIn) return leave();
    if (email !== '') await submitEmail(email);
  }

  return {
    $state,
    start,
    typed: (email) => update({ email }),
    submitEmail,
    submitPassword,
    forgotPassword,
    useAnotherEmail: () => update({ step: 'email', notice: null, problems: {}, retry: null }),
    leave,
    resume: () => {
      if ($state.get().busy === 'leaving') update({ busy: null });
    },
  };
}
