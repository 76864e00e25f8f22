import * as forms from '../lib/forms/index.ts';
import { atom, type ReadableAtom } from 'nanostores';
import type { LoginCredentials, SendConfirmationRequest, SignInStatus } from '../lib/api/types/identity.ts';
import type { ReturnState } from '../lib/returnState/query.ts';
import type { PasswordRules, Registration, User } from '../lib/api/types/user.ts';
import type { SignInFlow } from '../lib/signIn/flow.ts';
import { registeredReturnState } from '../lib/returnState/afterRegistering.ts';

import {
  hasAccount,
  registerProblem,
  registrationFieldOf,
  type RegisterNotice,
  type Service,
} from '../lib/register/answers.ts';
import { draftOf, readDraft, startingValues } from '../lib/register/draft.ts';
import {
  checkRegistration,
  emptyRegistration,
  registrationRequest,
  type RegistrationConsents,
  type RegistrationField,
  type RegistrationProblem,
  type RegistrationValues,
} from '../lib/register/form.ts';
import { playgroundOf, type PlaygroundGroup } from '../lib/register/playgrounds.ts';

/**
 * The registration page's state and actions (spec §3, §4). Pure of the browser: the calls,
 * the storage, the navigation and the clock come in as ports, so every answer of both
 * services is tested against fakes (tests/unit/register).
 *
 * Registering is: the page's own checks; the identity service's status check (an address that
 * already has an account is told so before anything is created, and an identity service that
 * cannot be reached stops here, before an account exists that nobody can sign in to); the main
 * API's Register; then, the account made, the confirmation mail (send-confirmation) and the
 * sign-in (identity login), and on to onboarding with the return state the parent came with
 * (`registeredReturnState`: their purpose as the intent, else Register).
 */
export interface RegisterState extends forms.FormState<
  RegistrationValues,
  RegistrationProblem,
  RegisterNotice,
  RegisterBusy
> {
  /** The server's password rules; `failed` leaves the password to the server's judgement. */
  rules: forms.Loadable<PasswordRules | null>;
  playgrounds: forms.Loadable<PlaygroundGroup[]>;
}

/** The calls of a registration, in order; `leaving` once the page is on its way elsewhere. */
export type RegisterBusy = 'checking' | 'registering' | 'signingIn' | 'leaving';

export interface RegisterApi {
  /** GET /api/User/GetPasswordOptions/password/options (main API). */
  passwordRules(): Promise<PasswordRules | null>;
  /** This country's play centres by region (main API country list with regions). */
  playgrounds(): Promise<PlaygroundGroup[]>;
  /** POST /api/User/status (identity): whether the address has an account. */
  status(email: string): Promise<SignInStatus | null>;
  /** POST /api/User/Register (main API). */
  register(registration: Registration): Promise<User | null>;
  /** POST /api/User/email/send-confirmation (identity). */
  sendConfirmation(request: SendConfirmationRequest): Promise<void>;
  /** POST /api/Authentication/login (identity), with credentials: sets the service's cookie. */
  login(credentials: LoginCredentials): Promise<unknown>;
}

export interface RegisterNavigation {
  /** A top-level navigation to the identity service's authorize callback. */
  goTo(url: string): void;
  /** Onboarding with this return state (its login guard completes the sign-in there). */
  toOnboarding(state: ReturnState): void;
}

export interface RegisterOptions {
  api: RegisterApi;
  navigation: RegisterNavigation;
  drafts: forms.DraftStore;
  flow: SignInFlow;
  /** The `email` of the page's address (typed on the sign-in page), or ''. */
  emailInAddress: string;
  /** The play centre the parent came from (slug or guid), to choose for them. */
  playgroundHint: string | null;
  /** The site's own calling code, the phone's default. */
  defaultCallingCode: string;
  /** BCP 47 locale of the confirmation mail, e.g. `sv-SE`. */
  locale: string;
  registrationSource: string;
  now?: () => number;
  /** Where unexpected failures are logged. */
  report?: (error: unknown) => void;
}

/** The text fields and ticked boxes a parent can fill in before the page's script runs. */
export type TypedBeforeStart = Partial<
  Pick<RegistrationValues, 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'callingCode'>
> & {
  consents?: Partial<RegistrationConsents>;
};

export interface Register {
  $state: ReadableAtom<RegisterState>;
  /** Once on page load: brings back the draft, loads the rules and the play centres. */
  start(): Promise<void>;
  /**
   * What the browser already shows when the page becomes interactive (typed before the
   * script ran, or filled in by the browser): kept over the starting values. The two lists
   * are left out: what they show before then is only their default.
   */
  adopt(typed: TypedBeforeStart): void;
  set(field: RegistrationField, value: string): void;
  setConsent(name: keyof RegistrationConsents, given: boolean): void;
  retryPlaygrounds(): Promise<void>;
  /** Registers with the values held, updated with the fields as the form shows them now. */
  submit(
    fromForm?: Partial<Pick<RegistrationValues, 'firstName' | 'lastName' | 'email' | 'phone' | 'password'>>,
  ): Promise<void>;
}

/** What the page is prerendered with; `start` brings in the address and the draft. */
export function initialRegisterState(defaultCallingCode: string): RegisterState {
  return {
    values: emptyRegistration(defaultCallingCode),
    rules: { status: 'loading' },
    playgrounds: { status: 'loading' },
    ...forms.untouched,
  };
}

export function createRegister(options: RegisterOptions): Register {
  const { api, navigation, drafts, flow, now = Date.now, report = () => undefined } = options;
  const emailInAddress = forms.cleanEmail(options.emailInAddress);
  const $state = atom<RegisterState>(initialRegisterState(options.defaultCallingCode));
  const update = (change: Partial<RegisterState>) => $state.set({ ...$state.get(), ...change });
  // Everything typed but the password is kept as it changes, with the address the page had.
  forms.keepDraft($state, ({ values }) => draftOf(values, emailInAddress), drafts);
  const setValues = (values: RegistrationValues) => update({ values });

  const form = forms.formIn($state);
  /** A failure the parent must fix or wait out: nothing typed is touched. */
  const fail = (notice: RegisterNotice) => forms.failWith(form, { notice, problems: {} });

  /** Chooses the play centre the parent came from, unless they have chosen one. */
  function choosePlayground(groups: PlaygroundGroup[]) {
    const { values } = $state.get();
    const hinted = playgroundOf(groups, options.playgroundHint);
    if (values.playcentre === '' && hinted) setValues({ ...values, playcentre: hinted });
  }

  async function loadPlaygrounds(): Promise<void> {
    update({ playgrounds: { status: 'loading' } });
    const playgrounds = await forms.loadInto(() => api.playgrounds(), report);
    update({ playgrounds });
    if (playgrounds.status === 'ready') choosePlayground(playgrounds.value);
  }

  // The server still checks the password when it is sent, and says what is missing.
  const loadRules = async () => update({ rules: await forms.loadInto(() => api.passwordRules(), report) });

  async function start(): Promise<void> {
    const draft = readDraft(drafts.load());
    const values = startingValues(emptyRegistration(options.defaultCallingCode), draft, emailInAddress);
    update({ values: { ...values, password: $state.get().values.password } });
    await Promise.all([loadRules(), loadPlaygrounds()]);
  }

  function adopt(typed: TypedBeforeStart): void {
    const { values } = $state.get();
    const { consents: ticked, ...texts } = typed;
    const filled = Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== ''));
    const consents = { ...values.consents };
    for (const [name, given] of Object.entries(ticked ?? {}) as [keyof RegistrationConsents, boolean][])
      if (given) consents[name] = true;
    setValues({ ...values, ...filled, consents });
  }

  function set(field: RegistrationField, value: string): void {
    update(forms.edited($state.get(), field, value));
  }

  function setConsent(name: keyof RegistrationConsents, given: boolean): void {
    const { values } = $state.get();
    setValues({ ...values, consents: { ...values.consents, [name]: given } });
  }

  async function signInAndLeave(email: string, password: string): Promise<void> {
    update({ busy: 'signingIn', notice: null });
    // Where the parent was going, for onboarding now and for the mail's link later: the
    // confirmed page leads on there too (docs/registration.md).
    const returnState = registeredReturnState(flow.returnState);
    const onboardingState = { ...returnState };
    const mail = api
      .sendConfirmation({ email, culture: options.locale, onboardingState })
      .catch((error: unknown) => {
        // Onboarding offers "send me a new link" while the address is unconfirmed.
        report(error);
      });
    try {
      await Promise.all([api.login({ email, password }), mail]);
    } catch (error) {
      report(error);
      return fail({ kind: 'registeredNotSignedIn', email });
    }
    update({ busy: 'leaving' });
    if (flow.returnUrl !== null) return navigation.goTo(flow.returnUrl);
    navigation.toOnboarding(returnState);
  }

  async function submit(fromForm: Parameters<Register['submit']>[0] = {}): Promise<void> {
    const values = { ...$state.get().values, ...fromForm };
    const email = forms.cleanEmail(values.email);
    // The service whose call failed, for the words of its failure.
    let service: Service = 'identity';
    const registered = await forms.submit(form, {
      busy: 'checking' as const,
      // What the form shows now goes into the store first (a password manager's fill).
      check: ({ rules }) => {
        update({ values });
        return checkRegistration(values, rules.status === 'ready' ? rules.value : null);
      },
      send: async () => {
        if (hasAccount(await api.status(email))) return 'duplicate';
        service = 'mainApi';
        update({ busy: 'registering' });
        await api.register(registrationRequest(values, options.registrationSource));
        return 'registered';
      },
      fields: registrationFieldOf,
      report,
      failed: (error) => registerProblem(error, service, email, now()),
      now,
    });
    if (!registered.sent) return;
    if (registered.result === 'duplicate') return fail({ kind: 'duplicate', email });
    // The account exists: a draft would only lead to "already registered" next time (the
    // values do not change from here, so the reaction saves nothing again).
    drafts.clear();
    await signInAndLeave(email, values.password);
  }

  return { $state, start, adopt, set, setConsent, retryPlaygrounds: loadPlaygrounds, submit };
}
