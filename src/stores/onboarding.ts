import { atom, computed, type ReadableAtom } from 'nanostores';
import type { ResultNotice } from '../lib/api/types/common.ts';
import type { AccountProgress } from '../lib/api/types/profile.ts';
import type { OnboardingNextStep } from '../lib/api/types/returnState.ts';
import type { AccountOrChild, User } from '../lib/api/types/user.ts';
import { errorTranslationKey, type ErrorTranslationKey } from '../lib/errors/translationKey.ts';
import type { ReturnState } from '../lib/returnState/query.ts';
import type { OnboardingApi } from '../lib/onboarding/api.ts';
import {
  accountView,
  type AccountFacts,
  type AccountView,
  type PageStep,
} from '../lib/onboarding/accountView.ts';
import {
  checkChild,
  checkPhoneForm,
  childRequest,
  profileWithPhone,
  type ChildValues,
  type OnboardingProblem,
  type PhoneValues,
} from '../lib/onboarding/forms.ts';
import * as forms from '../lib/forms/index.ts';
import { chooseStep, desiredStepAfter, knownStep, localRemainingSteps } from '../lib/onboarding/steps.ts';

/**
 * Onboarding's state and actions (spec §2, §3). A page store (scripts/lib/chunks.ts), loaded on
 * demand by the onboarding page only.
 */
export type OnboardingForm<Values> = forms.FormState<Values, OnboardingProblem>;

export type Announcement = { key: 'phone.saved' } | { key: 'children.added'; name: string } | null;

export interface OnboardingPageState {
  phase: 'loading' | 'failed' | 'ready';
  loadError: ErrorTranslationKey | null;
  step: OnboardingNextStep;
  /** Moving to the next step (reading the status again). */
  moving: boolean;
  /** The main API's account progress as last read; null until read, or when it could not be. */
  progress: AccountProgress | null;
  /** The onboarding status's remaining steps, as last read. */
  remaining: OnboardingNextStep[];
  /** Steps completed in this visit (the phone saved, a child added), whatever was read before. */
  completed: OnboardingNextStep[];
  /** The parent's child accounts (their own account left out). */
  children: AccountOrChild[];
  phone: OnboardingForm<PhoneValues>;
  child: OnboardingForm<ChildValues>;
  /** What the server noted about the child just added (warnings, information). */
  childNotices: ResultNotice[];
  /** The last success, for the page's polite live region. */
  announcement: Announcement;
  /** The account's address while it is unconfirmed (Me's `emailconfirmed`), for a reminder. */
  unconfirmedEmail: string | null;
  /** Me's `emailconfirmed` is true. */
  emailConfirmed: boolean;
}

export interface OnboardingOptions {
  api: OnboardingApi;
  returnState: Pick<ReturnState, 'intent' | 'origin'>;
  /** The site's country's calling code, the phone step's default. */
  defaultCallingCode: string;
  /** The parent's calendar day, `YYYY-MM-DD`. */
  today: () => string;
  /** The account site's pages in the page's language, where what onboarding cannot do is done. */
  accountSite: AccountFacts['accountSite'];
  /** Where failures are logged (log.error in the browser). */
  report?: (error: unknown) => void;
  now?: () => number;
}

export interface Onboarding {
  $state: ReadableAtom<OnboardingPageState>;
  /**
   * Progress, to-dos and whether the parent is all set, as one view (lib/onboarding/accountView.ts);
   * null until the page is ready.
   */
  $account: ReadableAtom<AccountView | null>;
  load(): Promise<void>;
  setPhone(field: keyof PhoneValues, value: string): void;
  savePhone(): Promise<void>;
  setChild(field: keyof ChildValues, value: string): void;
  addChild(): Promise<void>;
  /** Leaves the current step without finishing it (phone), or as done (children: "Next"). */
  moveOn(): Promise<void>;
  /** Shows a step of this page again, for a to-do: one skipped earlier in the visit. */
  goTo(step: PageStep): void;
}

function emptyForm<Values>(values: Values): OnboardingForm<Values> {
  return { values, ...forms.untouched };
}

export function createOnboarding(options: OnboardingOptions): Onboarding {
  const { api, returnState, report = () => undefined, now = Date.now } = options;
  const $state = atom<OnboardingPageState>({
    phase: 'loading',
    loadError: null,
    step: 'Continue',
    moving: false,
    progress: null,
    remaining: [],
    completed: [],
    children: [],
    phone: emptyForm({ countrycode: options.defaultCallingCode, phone: '' }),
    child: emptyForm({ firstname: '', lastname: '', birthdate: '' }),
    childNotices: [],
    announcement: null,
    unconfirmedEmail: null,
    emailConfirmed: false,
  });
  const $account = computed($state, (state) =>
    state.phase === 'ready'
      ? accountView({
          progress: state.progress,
          onboardingRemaining: state.remaining,
          completed: state.completed,
          emailConfirmed: state.emailConfirmed,
          emailReminder: state.unconfirmedEmail !== null,
          accountSite: options.accountSite,
        })
      : null,
  );
  const update = (change: (state: OnboardingPageState) => OnboardingPageState) =>
    $state.set(change($state.get()));
  /** Changes one of the two forms (and, with `page`, the page around it) in one update. */
  const changeForm = <Name extends 'phone' | 'child'>(
    name: Name,
    change: (form: OnboardingPageState[Name]) => Partial<OnboardingPageState[Name]>,
    page: Partial<OnboardingPageState> = {},
  ) => update((state) => ({ ...state, ...page, [name]: { ...state[name], ...change(state[name]) } }));
  let user: User | null = null;
  let prefilled = false;
  // Steps done or skipped in this visit: never shown again, whatever the server says next.
  const passed: OnboardingNextStep[] = [];

  async function readStep(
    desiredStep?: OnboardingNextStep,
  ): Promise<{ step: OnboardingNextStep; remaining: OnboardingNextStep[] }> {
    const status = await api.status({ ...(desiredStep ? { desiredStep } : {}), ...returnState });
    return {
      step: chooseStep(status, passed),
      remaining: (status?.remainingSteps ?? []).flatMap((step) => knownStep(step) ?? []),
    };
  }

  /** Marks a step completed in this visit: it is no longer a to-do, whatever was read before. */
  const complete = (state: OnboardingPageState, step: OnboardingNextStep): OnboardingNextStep[] =>
    state.completed.includes(step) ? state.completed : [...state.completed, step];

  async function refreshProgress(): Promise<void> {
    try {
      const progress = await api.progress();
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
      const [me, { step, remaining }, accounts] = await Promise.all([api.me(), readStep(), api.accounts()]);
      if (!me) throw new Error('The main API gave no user for this session');
      // The first view has the progress (or knows it failed): Continue never says "that's all
      // for now" for a moment and then "you're all set".
      await progress;
      user = me;
      const first = !prefilled;
      prefilled = true;
      update((state) => ({
        ...state,
        phase: 'ready',
        step,
        remaining,
        children: childrenOf(accounts, me),
        unconfirmedEmail: me.emailconfirmed === true ? null : me.email || null,
        emailConfirmed: me.emailconfirmed === true,
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
    let next: { step: OnboardingNextStep; remaining: OnboardingNextStep[] };
    try {
      next = await readStep(desiredStepAfter($state.get().remaining, passed));
    } catch (error) {
      // The save went through; the parent moves on by what we know ourselves.
      report(error);
      const remaining = localRemainingSteps(Boolean(user?.phone), $state.get().children.length);
      next = { step: chooseStep({ nextStep: null, remainingSteps: remaining }, passed), remaining };
    }
    update((state) => ({ ...state, ...next, moving: false }));
    void refreshProgress();
  }

  function setPhone(field: keyof PhoneValues, value: string): void {
    changeForm('phone', (form) => forms.edited(form, field, value));
  }

  function setChild(field: keyof ChildValues, value: string): void {
    changeForm('child', (form) => forms.edited(form, field, value));
  }

  const phoneForm = forms.formAt($state, 'phone');
  const childForm = forms.formAt($state, 'child');
  /** A save on its way: the last success is no longer news. */
  const saving = (page: Partial<OnboardingPageState> = {}) =>
    update((state) => ({ ...state, announcement: null, ...page }));

  async function savePhone(): Promise<void> {
    const saved = await forms.submit(phoneForm, {
      busy: 'saving' as const,
      ready: () => user !== null,
      check: (form) => checkPhoneForm(form.values),
      send: async () => {
        saving();
        const me = user as User;
        const update_ = profileWithPhone(me, $state.get().phone.values);
        const saved = await api.updateProfile(update_);
        user = saved ?? { ...me, phone: update_.phone, countrycode: update_.countrycode };
      },
      fields: ['countrycode', 'phone'],
      report,
      now,
    });
    if (!saved.sent) return;
    // Sending cleared the notice and the problems already; the call is over.
    update((state) => ({
      ...state,
      phone: { ...state.phone, busy: null },
      announcement: { key: 'phone.saved' },
      completed: complete(state, 'AddPhone'),
    }));
    await moveOn();
  }

  async function addChild(): Promise<void> {
    const { child } = $state.get();
    const added = await forms.submit(childForm, {
      busy: 'saving' as const,
      ready: () => user !== null,
      check: (form) => checkChild(form.values, options.today()),
      send: async () => {
        saving({ childNotices: [] });
        const parent = user as User;
        const created = await api.createChild(childRequest(child.values));
        // A reply without a body (204) still means the child exists: read the list again.
        const children = created
          ? [...$state.get().children, created]
          : childrenOf(await api.accounts(), parent);
        update((state) => ({
          ...state,
          children,
          completed: complete(state, 'AddChildren'),
          childNotices: created?.notices?.filter((notice) => notice.message) ?? [],
          announcement: { key: 'children.added', name: child.values.firstname.trim() },
          child: emptyForm({ firstname: '', lastname: parent.lastname ?? '', birthdate: '' }),
        }));
      },
      fields: ['firstname', 'lastname', 'birthdate'],
      report,
      now,
    });
    if (added.sent) void refreshProgress();
  }

  function goTo(step: PageStep): void {
    const { phase, moving, step: current, phone, child } = $state.get();
    // Not while a step is being left or saved: the save would move on from the wrong step.
    if (phase !== 'ready' || moving || phone.busy || child.busy || current === step) return;
    const at = passed.indexOf(step);
    if (at >= 0) passed.splice(at, 1);
    update((state) => ({ ...state, step, announcement: null }));
  }

  return { $state, $account, load, setPhone, savePhone, setChild, addChild, moveOn, goTo };
}
