import { fieldsNamed, rateLimitEnd, readFailedCall, type FailedCall, type FieldOfKey } from './failedCall.ts';
import { hasProblems } from './fieldProblems.ts';
import { failedWith, fixFields, sending } from './formState.ts';

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
  /**
   * The form's own checks: any problem refuses the submit, with `checkNotice`, and sends
   * nothing. A form that reads its fields from the page itself (typed, pasted or filled in by
   * a password manager before the script ran) takes them into its store here first.
   */
  check?: (form: Form) => Form['problems'];
  /** The notice of problems the checks found: `fixFields()` unless the form words them apart. */
  checkNotice?: Form['notice'];
  /**
   * A reason the form as a whole cannot go, once its fields are fine: the submit is refused
   * with it as the notice (a summary whose total makes no sense; a 429's wait, `waitingOut`).
   */
  blocked?: (form: Form) => Form['notice'] | undefined;
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
 * form's own checks refuse with their problems, and what blocks the form as a whole with its
 * notice (a 429's wait: `waiting`); then the call goes (`sending`: last notice and problems
 * gone), and a failure is read (readFailedCall) and recorded (`failedWith`). Every refusal and
 * failure counts a failed attempt, which is the islands' signal to move focus to the first
 * problem (useFormFocus). Nothing typed is touched. What comes after a success (`busy` back
 * to null, moving on) is the store's: it knows what success means.
 */
export async function submit<Form extends SubmittableForm, Field extends string, Result>(
  form: FormAccess<Form>,
  steps: SubmitSteps<Form, Field, Result>,
): Promise<SubmitOutcome<Result>> {
  const { now = Date.now, eachAttempt: also } = steps;
  const current = form.get();
  if (current.busy !== null || steps.ready?.(current) === false) return { sent: false, why: 'ignored' };
  // A refusal is recorded as a failure is, resetting what each attempt resets.
  const problems = steps.check?.(current);
  if (problems && hasProblems(problems)) {
    failWith(form, { problems, notice: 'checkNotice' in steps ? steps.checkNotice : fixFields(), also });
    return { sent: false, why: 'refused' };
  }
  const notice = steps.blocked?.(form.get());
  if (notice !== undefined) {
    failWith(form, { problems: {}, notice, also });
    return {
      sent: false,
      why: rateLimitEnd(notice as { kind: string }) === undefined ? 'refused' : 'waiting',
    };
  }
  form.set(() => ({ ...sending(steps.busy), ...also }) as Partial<Form>);
  try {
    return { sent: true, result: await steps.send() };
  } catch (error) {
    steps.report?.(error);
    const { fields } = steps;
    const failure = readFailedCall(error, typeof fields === 'function' ? fields : fieldsNamed(fields), now());
    const record = steps.failed ? await steps.failed(error, failure) : (failure as RecordedFailure<Form>);
    if (record !== 'handled') failWith(form, record);
    return { sent: false, why: 'failed' };
  }
}

/**
 * A form's 429 notice while its time is not up, for `blocked`: a submit meanwhile is refused
 * with the same notice and sends nothing, as the island's button waits (useWait). Most forms
 * leave the wait to the button alone, and the service answers again.
 */
export function waitingOut<Notice>(notice: Notice, now: number): Notice | undefined {
  return (rateLimitEnd(notice as { kind: string } | null) ?? 0) > now ? notice : undefined;
}

/** Records a failure the store read itself (a call it made apart, a reply that says no). */
export function failWith<Form extends SubmittableForm>(
  form: FormAccess<Form>,
  record: RecordedFailure<Form>,
): void {
  form.set((state) => ({ ...(failedWith(state, record) as Partial<Form>), ...record.also }));
}
