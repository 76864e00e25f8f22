import { atom, type ReadableAtom } from 'nanostores';
import type {
  AgeGroup,
  ChildClass,
  ChildClassBookingRequest,
  ChildClassBookingResult,
} from '../lib/api/types/childClass.ts';
import type { Playground } from '../lib/api/types/location.ts';
import type { AccountOrChild, User } from '../lib/api/types/user.ts';
import { errorTranslationKey, type ErrorTranslationKey } from '../lib/errors/translationKey.ts';
import * as forms from '../lib/forms/index.ts';
import type { Resolution } from '../lib/playground/resolvePlayground.ts';
import type { VersionedStorage } from '../lib/storage/versionedStorage.ts';
import {
  bookingFieldOrder,
  bookingRequest,
  checkBooking,
  emptyBookingValues,
  type BookingProblem,
  type BookingValues,
  type TextField,
} from '../lib/childClassBooking/bookingForm.ts';
import { bookingDraftOf, bookingDrafts, readBookingDraft } from '../lib/childClassBooking/draft.ts';
import { healthFromHandOver, healthHandOverOf } from '../lib/childClassBooking/healthHandOver.ts';
import { storedKeys } from '../config/storage.ts';
import { needsTShirt } from '../lib/childClassBooking/tShirt.ts';
import {
  childOptions,
  dayOf,
  onlyEligible,
  type ChildOption,
} from '../lib/childClassBooking/familyChoices.ts';
import { sameData } from '../lib/loading/sameData.ts';

/**
 * Booking a place in one age group of a class (spec §3, §7): the class, the form and the
 * sending. A page store (scripts/lib/chunks.ts): in the booking page's chunk only.
 */
export interface BookingTarget {
  playground: Playground;
  childClass: ChildClass;
  group: AgeGroup;
}

/**
 * `fullyBooked`: full when the page opened (no form); `fullyBookedMeanwhile`: the last place
 * went while the parent filled in the form (the form stays, with what they typed).
 */
export type Availability = 'open' | 'fullyBooked' | 'fullyBookedMeanwhile';

export type TShirtSizes = { status: 'loading' } | { status: 'ready'; sizes: string[] } | { status: 'failed' };

/** Signed out: a guest; signed in: the parent's details and children from the main API. */
export type Family =
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'member'; children: AccountOrChild[] }
  | { status: 'failed' };

/** The family child picked in the form, by guid, or this: a child typed in by hand. */
export const anotherChild = 'other';

export interface BookingState extends forms.FormState<BookingValues, BookingProblem> {
  phase: 'loading' | 'ready' | 'notFound' | 'failed';
  loadError: ErrorTranslationKey | null;
  target: BookingTarget | null;
  availability: Availability;
  tShirtSizes: TShirtSizes;
  family: Family;
  childChoice: string;
  /** Fields whose value came from the account (the parent's details, a picked child): never kept. */
  fromAccount: (keyof BookingValues)[];
  booked: ChildClassBookingResult | null;
  /**
   * The live check of a class the page already shows (the build's): `checking` while the main
   * API is asked, `failed` when it could not answer (the build's class stays, and can be booked:
   * the booking itself is the service's word).
   */
  check: 'idle' | 'checking' | 'failed';
}

/** The main-API calls of a booking (spec §7), as a port so the flow is tested against a fake. */
export interface BookingApi {
  /** The play centre of an address's slug (spec §2 resolution). */
  playground(playgroundSlug: string): Promise<Resolution>;
  /** The play centre's classes; `fresh` asks the server, not the one-minute cache. */
  classes(playgroundId: string, fresh: boolean): Promise<ChildClass[]>;
  tShirtSizes(): Promise<string[]>;
  book(request: ChildClassBookingRequest): Promise<ChildClassBookingResult | null>;
}

/** The signed-in parent's calls (bearer token): their details and their children. */
export interface FamilyApi {
  me(): Promise<User | null>;
  accounts(): Promise<AccountOrChild[]>;
}

export interface BookingOptions {
  api: BookingApi;
  /** The play centre and age group the address names (null when it names none). */
  playgroundSlug: string | null;
  /**
   * The class the build prerendered this page with: the store starts ready with it, as the
   * page's HTML shows it (so React hydrates what the build wrote), and `load` checks it.
   */
  built?: BookingTarget | null;
  ageGroupId: string | null;
  /**
   * This tab's storage: the draft, and the health details handed over while the parent signs
   * in (both rows are `tab` in src/config/storage.ts).
   */
  storage: VersionedStorage;
  /** The site's country's calling code, the phone's default. */
  defaultCallingCode: string;
  /** The parent's calendar day, `YYYY-MM-DD`. */
  today: () => string;
  /** Called once, when the place is booked: the page moves on to the confirmation. */
  afterBooking: (
    result: ChildClassBookingResult & { orderReference: string },
    request: ChildClassBookingRequest,
    target: BookingTarget,
  ) => void;
  /** Where failures are logged. */
  report?: (error: unknown) => void;
  now?: () => number;
}

export interface Booking {
  $state: ReadableAtom<BookingState>;
  load(): Promise<void>;
  set<Name extends keyof BookingValues>(field: Name, value: BookingValues[Name]): void;
  chooseChild(choice: string): void;
  /** Signed in: fills in the parent's details and offers their children. */
  useFamily(api: FamilyApi): Promise<void>;
  /**
   * What the session expects before it knows: a tab that keeps a signed-in user waits for the
   * family (never offering a member the guest's sign-in), and goes back to a guest if the
   * session ends up signed out.
   */
  expectFamily(expected: boolean): void;
  submit(): Promise<void>;
  /**
   * The parent leaves for our sign-in page (to sign in, or to create an account): the child's
   * health details wait in this tab for their return to this booking, and for nothing else.
   */
  leavingToSignIn(): void;
}

const isFull = (childClass: ChildClass, group: AgeGroup) =>
  childClass.fullyBooked === true || group.fullyBooked === true;

/** The class holding the age group, and the group, in a list of classes. */
function findTarget(classes: ChildClass[], ageGroupId: string) {
  for (const childClass of classes) {
    const group = childClass.ageGroups?.find((candidate) => candidate.id === ageGroupId);
    if (group) return { childClass, group };
  }
  return undefined;
}

export function createBooking(options: BookingOptions): Booking {
  const { api, storage, report = () => undefined, now = Date.now } = options;
  const drafts = bookingDrafts(storage);
  const emptyValues = emptyBookingValues(options.defaultCallingCode);
  const draft = readBookingDraft(drafts.load(), { values: emptyValues, childChoice: anotherChild });
  // Back from signing in: the health details come back into the form and leave the storage.
  const health = storedKeys.bookingHealth;
  const handedBack = healthFromHandOver(storage.get(health.key), options.ageGroupId);
  storage.remove(health.key);
  const built = options.built ?? null;
  // The first state is what the build drew (no draft: the build has none), so React hydrates
  // the build's markup; the tab's draft and handed-back details follow at once.
  const $state = atom<BookingState>({
    phase: built ? 'ready' : 'loading',
    loadError: null,
    target: built,
    availability: built && isFull(built.childClass, built.group) ? 'fullyBooked' : 'open',
    tShirtSizes: { status: 'loading' },
    family: { status: 'guest' },
    childChoice: anotherChild,
    values: emptyValues,
    fromAccount: [],
    ...forms.untouched,
    booked: null,
    check: 'idle',
  });
  const update = (change: (state: BookingState) => BookingState) => $state.set(change($state.get()));
  update((state) => ({
    ...state,
    childChoice: draft.childChoice,
    values: { ...draft.values, ...handedBack },
  }));
  // What the parent typed is kept as it changes (never health data, never what came from the
  // account: docs/storage.md); once booked, the draft is gone.
  forms.keepDraft($state, (state) => (state.booked ? null : bookingDraftOf(state, emptyValues)), drafts);

  async function loadTShirtSizes(): Promise<void> {
    try {
      const sizes = await api.tShirtSizes();
      update((state) => ({ ...state, tShirtSizes: { status: 'ready', sizes } }));
    } catch (error) {
      // The form works on without the list; the server judges the size then.
      report(error);
      update((state) => ({ ...state, tShirtSizes: { status: 'failed' } }));
    }
  }

  /**
   * Asks the main API for the play centre and the class. One already shown (the build's) stays
   * on screen, its form open, while it is checked, and only what differs changes; a check that
   * fails keeps it and says so.
   */
  async function load(): Promise<void> {
    const { playgroundSlug, ageGroupId } = options;
    if (!playgroundSlug || !ageGroupId) {
      update((state) => ({ ...state, phase: 'notFound' }));
      return;
    }
    const shown = $state.get().phase === 'ready' && $state.get().target !== null;
    update((state) =>
      shown ? { ...state, check: 'checking' } : { ...state, phase: 'loading', loadError: null },
    );
    try {
      // A prerendered page is built for its address: the build found its play centre, so only
      // the classes are asked again.
      const builtPlayground = options.built?.playground;
      const resolution = builtPlayground
        ? ({ found: true, playground: builtPlayground } as const)
        : await api.playground(playgroundSlug);
      if (!resolution.found) {
        report(new Error(`${resolution.error}: ${playgroundSlug}`));
        update((state) => ({ ...state, phase: 'notFound', check: 'idle' }));
        return;
      }
      const found = findTarget(await api.classes(resolution.playground.guid, false), ageGroupId);
      if (!found) {
        update((state) => ({ ...state, phase: 'notFound', check: 'idle' }));
        return;
      }
      update((state) => ({
        ...state,
        phase: 'ready',
        check: 'idle',
        // The class as shown keeps its object when the service says the same: nothing draws again.
        target:
          state.target && sameData(found, { childClass: state.target.childClass, group: state.target.group })
            ? state.target
            : { playground: resolution.playground, ...found },
        availability: isFull(found.childClass, found.group) ? 'fullyBooked' : 'open',
      }));
      settleChildChoice();
      if (needsTShirt(found.childClass)) await loadTShirtSizes();
    } catch (error) {
      report(error);
      if (!shown)
        return update((state) => ({ ...state, phase: 'failed', loadError: errorTranslationKey(error) }));
      update((state) => ({ ...state, check: 'failed' }));
      const { target } = $state.get();
      if (target && needsTShirt(target.childClass)) await loadTShirtSizes();
    }
  }

  function set<Name extends keyof BookingValues>(field: Name, value: BookingValues[Name]): void {
    update((state) => ({
      ...state,
      ...forms.edited(state, field, value),
      // Typed by the parent now: theirs, and kept like the rest of what they typed.
      fromAccount: state.fromAccount.filter((name) => name !== field),
    }));
  }

  /** The family's children with whether this group can take them (none before both are known). */
  function optionsOf(state: BookingState): ChildOption[] {
    if (state.family.status !== 'member' || !state.target) return [];
    const { group, childClass } = state.target;
    return childOptions(state.family.children, group, childClass.firstOccasionDate);
  }

  /**
   * Once the class and the family are both known: a picked child the group cannot take is let
   * go, and the one child it can take is picked, unless the parent has typed in another child.
   */
  function settleChildChoice(): void {
    const state = $state.get();
    const options = optionsOf(state);
    if (options.length === 0) return;
    const picked = options.find((option) => option.guid === state.childChoice);
    if (picked && !picked.check.fits) chooseChild(anotherChild);
    const { childFirstName, childLastName, childBirthdate } = $state.get().values;
    const typed = [childFirstName, childLastName, childBirthdate].some((value) => value.trim() !== '');
    const only = onlyEligible(options);
    if ($state.get().childChoice === anotherChild && !typed && only) chooseChild(only);
  }

  function chooseChild(choice: string): void {
    update((state) => {
      const children = state.family.status === 'member' ? state.family.children : [];
      // A child the group cannot take cannot be picked (the picker shows why).
      if (optionsOf(state).some((option) => option.guid === choice && !option.check.fits)) return state;
      const child = children.find((candidate) => candidate.guid === choice);
      const fromChild = children.some((candidate) => candidate.guid === state.childChoice);
      // A picked child fills in the child's fields; going back to "another child" empties what
      // the picked one filled in, so nobody books one child under another's name by mistake.
      const childValues = child
        ? {
            childFirstName: child.firstname ?? '',
            childLastName: child.lastname ?? '',
            childBirthdate: dayOf(child.birthdate),
          }
        : fromChild
          ? { childFirstName: '', childLastName: '', childBirthdate: '' }
          : {};
      let form: Pick<BookingState, 'values' | 'problems'> = state;
      for (const [field, value] of Object.entries(childValues) as [TextField, string][])
        form = forms.edited(form, field, value);
      const childFields = Object.keys(childValues) as (keyof BookingValues)[];
      const others = state.fromAccount.filter((name) => !childFields.includes(name));
      return {
        ...state,
        ...form,
        childChoice: child ? child.guid : anotherChild,
        fromAccount: child ? [...others, ...childFields] : others,
      };
    });
  }

  let familyAsked = false;
  function expectFamily(expected: boolean): void {
    if (familyAsked) return;
    const { family } = $state.get();
    if (expected && family.status === 'guest')
      update((state) => ({ ...state, family: { status: 'loading' } }));
    if (!expected && family.status === 'loading')
      update((state) => ({ ...state, family: { status: 'guest' } }));
  }

  async function useFamily(family: FamilyApi): Promise<void> {
    familyAsked = true;
    update((state) => ({ ...state, family: { status: 'loading' } }));
    try {
      const [me, accounts] = await Promise.all([family.me(), family.accounts()]);
      if (!me) throw new Error('The main API gave no user for this session');
      update((state) => {
        const values = { ...state.values };
        const fromAccount = [...state.fromAccount];
        // What the parent typed (or the draft kept) wins; the account fills in the rest.
        const fill = (
          field: 'parentFirstName' | 'parentLastName' | 'email' | 'phone',
          value: string | null,
        ) => {
          if (values[field].trim() !== '' || !value) return;
          values[field] = value;
          fromAccount.push(field);
        };
        const hadPhone = values.phone.trim() !== '';
        fill('parentFirstName', me.firstname);
        fill('parentLastName', me.lastname);
        fill('email', me.email);
        fill('phone', me.phone);
        if (!hadPhone && me.phone && me.countrycode) {
          values.phoneCountryCode = me.countrycode;
          fromAccount.push('phoneCountryCode');
        }
        const children = accounts.filter((account) => account.guid !== me.guid);
        const known = children.some((child) => child.guid === state.childChoice);
        return {
          ...state,
          values,
          fromAccount,
          family: { status: 'member', children },
          childChoice: known ? state.childChoice : anotherChild,
        };
      });
      settleChildChoice();
    } catch (error) {
      // Booking as a guest still works: the parent types their details in.
      report(error);
      update((state) => ({ ...state, family: { status: 'failed' } }));
    }
  }

  /** After a refusal without field errors: is the group full now? Shows the class as it is now. */
  async function fullNow(target: BookingTarget): Promise<BookingTarget | undefined> {
    try {
      const found = findTarget(await api.classes(target.playground.guid, true), target.group.id);
      return found && isFull(found.childClass, found.group) ? { ...target, ...found } : undefined;
    } catch (error) {
      report(error);
      return undefined;
    }
  }

  async function submit(): Promise<void> {
    const { target, values, tShirtSizes } = $state.get();
    if (!target) return;
    const withTShirt = needsTShirt(target.childClass);
    const sent = await forms.submit(forms.formIn($state), {
      busy: 'saving' as const,
      // A second tap while the first is on its way, or after it booked, books nothing more.
      ready: (state) => !state.booked && state.phase === 'ready' && state.availability === 'open',
      check: () =>
        checkBooking(values, {
          group: target.group,
          childClass: target.childClass,
          tShirtRequired: withTShirt && tShirtSizes.status === 'ready',
          today: options.today(),
        }),
      send: async () => {
        const request = bookingRequest(values, target.group.id, withTShirt);
        const result = await api.book(request);
        if (!result?.guid || !result.orderReference) throw new Error('The booking reply named no booking');
        return { booked: { ...result, orderReference: result.orderReference }, request };
      },
      fields: bookingFieldOrder,
      report,
      failed: async (_, failure) => {
        const full = forms.hasProblems(failure.problems) ? undefined : await fullNow(target);
        // The page says the group is full, with the way on, instead of the failure.
        const also = full
          ? { notice: null, target: full, availability: 'fullyBookedMeanwhile' as const }
          : {};
        return { ...failure, also };
      },
      now,
    });
    if (!sent.sent) return;
    const { booked, request } = sent.result;
    drafts.clear();
    $state.set({ ...$state.get(), booked });
    options.afterBooking(booked, request, target);
  }

  function leavingToSignIn(): void {
    const { values, booked } = $state.get();
    const handOver = options.ageGroupId && !booked ? healthHandOverOf(values, options.ageGroupId) : null;
    if (handOver) storage.set(health.key, handOver, { maxAgeMs: health.maxAgeMs });
    else storage.remove(health.key);
  }

  return { $state, load, set, chooseChild, useFamily, expectFamily, submit, leavingToSignIn };
}
