import { atom, type ReadableAtom } from 'nanostores';
import type { ResultNotice } from '../api/types/common.ts';
import type { OnboardingNextStep } from '../api/types/returnState.ts';
import type { AccountOrChild, User } from '../api/types/user.ts';
import { errorTranslationKey, type ErrorTranslationKey } from '../errors/translationKey.ts';
import type { ReturnState } from '../returnState/query.ts';
import type { OnboardingApi } from './api.ts';
import {
  checkChild,
  checkPhone,
  childRequest,
  profileWithPhone,
  type ChildValues,
  type FieldProblems,
  type PhoneValues,
} from './forms.ts';
import { hasProblems, withoutProblem as without } from '../forms/fieldProblems.ts';
import { saveFailure } from '../forms/saveFailure.ts';
import {
  chooseStep,
  desiredStepAfter,
  knownStep,
  localRemainingSteps,
  progressView,
  type ProgressView,
} from './steps.ts';

/**
 * Onboarding's state and actions (spec §2, §3). Lives here, not in src/stores, because
 * src/stores goes into the shell chunk of every first visit, and this is loaded on demand by
 * the onboarding page only.
 */
export interface FormState<Values> {
  /** Exactly what the parent typed; a failed save never changes it. */
  values: Values;
  problems: FieldProblems<Values>;
  /** Server messages about fields the form does not show. */
  otherMessages: string[];
  formError: ErrorTranslationKey | 'fixFields' | null;
  saving: boolean;
  /** Counts failed submits, so the page can move focus to the first problem each time. */
  failedAttempts: number;
}

export type Announcement = { key: 'phone.saved' } | { key: 'children.added'; name: string } | null;

export interface OnboardingPageState {
  phase: 'loading' | 'failed' | 'ready';
  loadError: ErrorTranslationKey | null;
  step: OnboardingNextStep;
  /** Moving to the next step (reading the status again). */
  moving: boolean;
  progress: ProgressView | null;
  /** The parent's child accounts (their own account left out). */
  children: AccountOrChild[];
  phone: FormState<PhoneValues>;
  child: FormState<ChildValues>;
  /** What the server noted about the child just added (warnings, information). */
  childNotices: ResultNotice[];
  /** The last success, for the page's polite live region. */
  announcement: Announcement;
  /** The account's address while it is unconfirmed (Me's `emailconfirmed`), for a reminder. */
  unconfirmedEmail: string | null;
}

export interface OnboardingOptions {
  api: OnboardingApi;
  returnState: Pick<ReturnState, 'intent' | 'origin'>;
  /** The site's country's calling code, the phone step's default. */
  defaultCallingCode: string;
  /** The parent's calendar day, `YYYY-MM-DD`. */
  today: () => string;
  /** Where failures are logged (log.error in the browser). */
  report?: (error: unknown) => void;
}

export interface Onboarding {
  $state: ReadableAtom<OnboardingPageState>;
  load(): Promise<void>;
  setPhone(field: keyof PhoneValues, value: string): void;
  savePhone(): Promise<void>;
  setChild(field: keyof ChildValues, value: string): void;
  addChild(): Promise<void>;
  /** Leaves the current step without finishing it (phone), or as done (children: "Next"). */
  moveOn(): Promise<void>;
}

function emptyForm<Values>(values: Values): FormState<Values> {
  return { values, problems: {}, otherMessages: [], formError: null, saving: false, failedAttempts: 0 };
}

export function createOnboarding(options: OnboardingOptions): Onboarding {
  const { api, returnState, report = () => undefined } = options;
  const $state = atom<OnboardingPageState>({
    phase: 'loading',
    loadError: null,
    step: 'Continue',
    moving: false,
    progress: null,
    children: [],
    phone: emptyForm({ countrycode: options.defaultCallingCode, phone: '' }),
    child: emptyForm({ firstname: '', lastname: '', birthdate: '' }),
    childNotices: [],
    announcement: null,
    unconfirmedEmail: null,
  });
  const update = (change: (state: OnboardingPageState) => OnboardingPageState) =>
    $state.set(change($state.get()));
  let user: User | null = null;
  let remaining: OnboardingNextStep[] = [];
  let prefilled = false;
  // Steps done or skipped in this visit: never shown again, whatever the server says next.
  const passed: OnboardingNextStep[] = [];

  async function readStep(desiredStep?: OnboardingNextStep): Promise<OnboardingNextStep> {
    const status = await api.status({ ...(desiredStep ? { desiredStep } : {}), ...returnState });
    remaining = (status?.remainingSteps ?? []).flatMap((step) => knownStep(step) ?? []);
    return chooseStep(status, passed);
  }

  async function refreshProgress(): Promise<void> {
    try {
      const progress = progressView(await api.progress());
      update((state) => ({ ...state, progress }));
    } catch (error) {
      // Progress is a help, not a step: the page works on without it.
      report(error);
    }
  }

  const childrenOf = (accounts: AccountOrChild[], parent: User) =>
    accounts.filter((account) => account.guid !== parent.guid);

  async function load(): Promise<void> {
    update((state) => ({ ...state, phase: 'loading', loadError: null }));
    const progress = refreshProgress();
    try {
      const [me, step, accounts] = await Promise.all([api.me(), readStep(), api.accounts()]);
      if (!me) throw new Error('The main API gave no user for this session');
      user = me;
      const first = !prefilled;
      prefilled = true;
      update((state) => ({
        ...state,
        phase: 'ready',
        step,
        children: childrenOf(accounts, me),
        unconfirmedEmail: me.emailconfirmed === true ? null : me.email || null,
        // Filled from the account once; after that, what the parent typed wins.
        phone: first
          ? {
              ...state.phone,
              values: {
                countrycode: me.countrycode || state.phone.values.countrycode,
                phone: me.phone ?? '',
              },
            }
          : state.phone,
        child: first
          ? { ...state.child, values: { ...state.child.values, lastname: me.lastname ?? '' } }
          : state.child,
      }));
    } catch (error) {
      report(error);
      update((state) => ({ ...state, phase: 'failed', loadError: errorTranslationKey(error) }));
    }
    await progress;
  }

  async function moveOn(): Promise<void> {
    const current = $state.get().step;
    if (!passed.includes(current)) passed.push(current);
    update((state) => ({ ...state, moving: true }));
    let step: OnboardingNextStep;
    try {
      step = await readStep(desiredStepAfter(remaining, passed));
    } catch (error) {
      // The save went through; the parent moves on by what we know ourselves.
      report(error);
      remaining = localRemainingSteps(Boolean(user?.phone), $state.get().children.length);
      step = chooseStep({ nextStep: null, remainingSteps: remaining }, passed);
    }
    update((state) => ({ ...state, step, moving: false }));
    void refreshProgress();
  }

  function setPhone(field: keyof PhoneValues, value: string): void {
    update((state) => ({
      ...state,
      phone: {
        ...state.phone,
        values: { ...state.phone.values, [field]: value },
        problems: without(state.phone.problems, field),
      },
    }));
  }

  function setChild(field: keyof ChildValues, value: string): void {
    update((state) => ({
      ...state,
      child: {
        ...state.child,
        values: { ...state.child.values, [field]: value },
        problems: without(state.child.problems, field),
      },
    }));
  }

  async function savePhone(): Promise<void> {
    const { phone } = $state.get();
    if (phone.saving || !user) return;
    const problems = checkPhone(phone.values);
    if (hasProblems(problems)) {
      update((state) => ({
        ...state,
        phone: {
          ...state.phone,
          problems,
          otherMessages: [],
          formError: 'fixFields',
          failedAttempts: state.phone.failedAttempts + 1,
        },
      }));
      return;
    }
    update((state) => ({
      ...state,
      announcement: null,
      phone: { ...state.phone, saving: true, formError: null, otherMessages: [] },
    }));
    try {
      const update_ = profileWithPhone(user, phone.values);
      const saved = await api.updateProfile(update_);
      user = saved ?? { ...user, phone: update_.phone, countrycode: update_.countrycode };
    } catch (error) {
      report(error);
      const failure = saveFailure<PhoneValues>(error, ['countrycode', 'phone']);
      update((state) => ({
        ...state,
        phone: {
          ...state.phone,
          saving: false,
          problems: failure.fields,
          otherMessages: failure.otherMessages,
          formError: failure.formError,
          failedAttempts: state.phone.failedAttempts + 1,
        },
      }));
      return;
    }
    update((state) => ({
      ...state,
      announcement: { key: 'phone.saved' },
      phone: { ...state.phone, saving: false, problems: {}, formError: null },
    }));
    await moveOn();
  }

  async function addChild(): Promise<void> {
    const { child } = $state.get();
    if (child.saving || !user) return;
    const problems = checkChild(child.values, options.today());
    if (hasProblems(problems)) {
      update((state) => ({
        ...state,
        child: {
          ...state.child,
          problems,
          otherMessages: [],
          formError: 'fixFields',
          failedAttempts: state.child.failedAttempts + 1,
        },
      }));
      return;
    }
    update((state) => ({
      ...state,
      announcement: null,
      childNotices: [],
      child: { ...state.child, saving: true, formError: null, otherMessages: [] },
    }));
    const parent = user;
    try {
      const created = await api.createChild(childRequest(child.values));
      // A reply without a body (204) still means the child exists: read the list again.
      const children = created
        ? [...$state.get().children, created]
        : childrenOf(await api.accounts(), parent);
      update((state) => ({
        ...state,
        children,
        childNotices: created?.notices?.filter((notice) => notice.message) ?? [],
        announcement: { key: 'children.added', name: child.values.firstname.trim() },
        child: emptyForm({ firstname: '', lastname: parent.lastname ?? '', birthdate: '' }),
      }));
    } catch (error) {
      report(error);
      const failure = saveFailure<ChildValues>(error, ['firstname', 'lastname', 'birthdate']);
      update((state) => ({
        ...state,
        child: {
          ...state.child,
          saving: false,
          problems: failure.fields,
          otherMessages: failure.otherMessages,
          formError: failure.formError,
          failedAttempts: state.child.failedAttempts + 1,
        },
      }));
      return;
    }
    void refreshProgress();
  }

  return { $state, load, setPhone, savePhone, setChild, addChild, moveOn };
}
