import { fieldsNamed, rateLimitEnd, readFailedCall, type FailedCall, type FieldOfKey } from './failedCall.ts';
import { hasProblems } from './fieldProblems.ts';
import { failedWith, fixFields, refused, sending } from './formState.ts';

/** What the runner needs of a form's state: its problems, its notice, its call, its failures. */
export interface SubmittableForm {
  problems: object;
  notice: unknown;
  busy: unknown;
  failedAttempts: number;
}

/**
 * One form in its store, to read and to change: the store's whole state (`formIn`), or one of
 * the page's forms (onboarding's phone and child forms: `formAt`).
 */
export interface FormAccess<Form extends SubmittableForm> {
  get(): Form;
  /** Merges what `change` gives into the form, in one update of the store. */
  set(change: (form: Form) => Partial<Form>): void;
}

/** A store whose whole state is the form. */
export function formIn<Form extends SubmittableForm>($store: {
  get(): Form;
  set(value: Form): void;
}): FormAccess<Form> {
  return {
    get: () => $store.get(),
    set: (change) => $store.set({ ...$store.get(), ...change($store.get()) }),
  };
}

/** One form of a page's state, under `name`. */
export function formAt<State, Name extends keyof State>(
  $store: { get(): State; set(value: State): void },
  name: Name,
): State[Name] extends SubmittableForm ? FormAccess<State[Name]> : never;
export function formAt<State, Name extends keyof State>(
  $store: { get(): State; set(value: State): void },
  name: Name,
): FormAccess<SubmittableForm> {
  return {
    get: () => $store.get()[name] as SubmittableForm,
    set: (change) => {
      const state = $store.get();
      const form = state[name] as SubmittableForm;
      $store.set({ ...state, [name]: { ...form, ...change(form) } });
    },
  };
}

/**
 * What a failed call leaves on the form: a failure to record (its notice, the server's field
 * errors at their fields; `also`: more of the form's state in the same update), or `handled`
 * when the form did something else already (a flow that moves on, a session that ended).
 */
export type FailureRecord<Form extends SubmittableForm> = RecordedFailure<Form> | 'handled';

/** A failure as the form records it. */
export interface RecordedFailure<Form extends SubmittableForm> {
  notice: Form['notice'];
  problems: Form['problems'];
  also?: Partial<Form>;
}

export interface SubmitSteps<Form extends SubmittableForm, Field extends string, Result> {
  /** The call's name while it is on its way (the form's `busy`). */
  busy: NonNullable<Form['busy']>;
  /** Whether the form may be sent at all (besides not being busy): loaded, not already sent. */
  ready?: (form: Form) => boolean;
  /** The form's own checks: any problem refuses the submit, with `checkNotice`, and sends nothing. */
  check?: (form: Form) => Form['problems'];
  /** The notice of problems the checks found: `fixFields()` unless the form words them apart. */
  checkNotice?: Form['notice'];
  /**
   * A reason the form as a whole cannot go, once its fields are fine (a summary whose total
   * makes no sense): the submit is refused with it as the notice.
   */
  blocked?: (form: Form) => Form['notice'] | undefined;
  /**
   * While the form waits out a 429 with a time (its notice says until when), a submit is refused
   * with the same notice, and nothing is sent, as the island's button waits (useWait). Off by
   * default: most forms leave the wait to the button, and the service answers again.
   */
  waitOut?: boolean;
  /**
   * What the form shows now, into the store before the checks: fields the store reads from the
   * form itself (typed, pasted or filled in by a password manager before the script ran).
   */
  typed?: Partial<Form>;
  /**
   * More of the form's state that each attempt resets, refused or sent (the last "try again"
   * offered); a failure's record may set it again (`also`).
   */
  eachAttempt?: Partial<Form>;
  /** The call. Whatever it throws is a failed call; what it gives back is the runner's result. */
  send: () => Promise<Result>;
  /** The form's fields the server's field errors may name (or a way to find them). */
  fields: readonly Field[] | FieldOfKey<Field>;
  /** How a failed call is recorded: by default as readFailedCall reads it. */
  failed?: (error: unknown, failure: FailedCall<Field>) => FailureRecord<Form> | Promise<FailureRecord<Form>>;
  /** Where a failed call is logged, before it is read. */
  report?: (error: unknown) => void;
  now?: () => number;
}

/** How a submit ended: `sent` with the call's result, or refused, waiting, failed or ignored. */
export type SubmitOutcome<Result> =
  { sent: true; result: Result } | { sent: false; why: 'ignored' | 'refused' | 'waiting' | 'failed' };

/**
 * Runs a form's submit, the steps every form takes (react-hook-form's `handleSubmit` runs the
 * same): a second submit while a call is on its way, or a form not ready, does nothing; the
 * form's own checks refuse with their problems; a 429's wait refuses until its time is up;
 * then the call goes (`sending`: last notice and problems gone), and a failure is read
 * (readFailedCall) and recorded (`failedWith`). Every refusal and failure counts a failed
 * attempt, which is the islands' signal to move focus to the first problem (useFormFocus).
 * Nothing typed is touched. What comes after a success (`busy` back to null, moving on) is the
 * store's: it knows what success means.
 */
export async function submit<Form extends SubmittableForm, Field extends string, Result>(
  form: FormAccess<Form>,
  steps: SubmitSteps<Form, Field, Result>,
): Promise<SubmitOutcome<Result>> {
  const { now = Date.now } = steps;
  const before = form.get();
  if (before.busy !== null || (steps.ready && !steps.ready(before))) return { sent: false, why: 'ignored' };
  if (steps.typed) form.set(() => steps.typed ?? {});
  const current = form.get();
  const refuse = (problems: Form['problems'], notice: Form['notice']) =>
    form.set((state) => ({ ...(refused(state, problems, notice) as Partial<Form>), ...steps.eachAttempt }));
  const problems = steps.check?.(current);
  if (problems && hasProblems(problems)) {
    refuse(problems, 'checkNotice' in steps ? steps.checkNotice : fixFields());
    return { sent: false, why: 'refused' };
  }
  const blocked = steps.blocked?.(current);
  if (blocked !== undefined) {
    refuse({}, blocked);
    return { sent: false, why: 'refused' };
  }
  if (steps.waitOut === true && waiting(current.notice, now())) {
    refuse({}, current.notice);
    return { sent: false, why: 'waiting' };
  }
  form.set(() => ({ ...sending(steps.busy), ...steps.eachAttempt }) as Partial<Form>);
  try {
    return { sent: true, result: await steps.send() };
  } catch (error) {
    steps.report?.(error);
    const fieldOf = typeof steps.fields === 'function' ? steps.fields : fieldsNamed(steps.fields);
    const failure = readFailedCall(error, fieldOf, now());
    if (!steps.failed) form.set((state) => failedWith(state, failure) as Partial<Form>);
    else {
      const record = await steps.failed(error, failure);
      if (record !== 'handled') failWith(form, record);
    }
    return { sent: false, why: 'failed' };
  }
}

/** Records a failure the store read itself (a call it made apart, a reply that says no). */
export function failWith<Form extends SubmittableForm>(
  form: FormAccess<Form>,
  { notice, problems, also }: RecordedFailure<Form>,
): void {
  form.set((state) => ({ ...(refused(state, problems, notice) as Partial<Form>), ...also }));
}

/** Whether a notice is a 429 whose time is not up yet. */
function waiting(notice: unknown, now: number): boolean {
  const until = rateLimitEnd(notice as { kind: string } | null);
  return until !== undefined && until > now;
}
