import type { VersionedStorage } from '../storage/versionedStorage.ts';
import type { FormNotice, FailedCall } from './failedCall.ts';
import { hasProblems, type FieldProblem, type ProblemsByField } from './fieldProblems.ts';
import type { ServiceNote } from '../errors/serviceCodes.ts';

/**
 * The state every form of the product has, and the few ways it changes (see README.md here).
 * `Field` names the fields, `Key` the form's own problem texts, `Notice` its whole-form
 * messages (the shared ones, plus any of its own) and `Busy` the calls it makes.
 */
export interface FormStatus<Field extends string, Key extends string, Notice = FormNotice, Busy = 'saving'> {
  problems: Partial<Record<Field, FieldProblem<Key>>>;
  /** The message about the whole form, in an alert above its button; none when all is well. */
  notice: Notice | null;
  /** The call under way, if any: a second submit meanwhile sends nothing. */
  busy: Busy | null;
  /** Counts failed submits, so the page moves focus to the first problem each time. */
  failedAttempts: number;
}

/** A form whose store holds what was typed: a failed call never changes it. */
export interface FormState<
  Values,
  Key extends string,
  Notice = FormNotice,
  Busy = 'saving',
> extends FormStatus<keyof Values & string, Key, Notice, Busy> {
  values: Values;
}

/** How every form starts: nothing wrong, nothing under way. */
export const untouched = { problems: {}, notice: null, busy: null, failedAttempts: 0 } as const;

/**
 * A field as the parent changes it: its value, and its problem gone (the rest stay). Once no
 * field has a problem left, the alert that pointed at them goes too (`fixFields` with nothing
 * else of the server's to say); any other notice stays.
 */
export function edited<Values, Key extends string, Notice = never>(
  form: Pick<FormState<Values, Key>, 'values' | 'problems'> & { notice?: Notice | null },
  field: keyof Values & string,
  value: Values[typeof field],
): Pick<FormState<Values, Key>, 'values' | 'problems'> & { notice?: Notice | null } {
  const problems = Object.fromEntries(Object.entries(form.problems).filter(([name]) => name !== field));
  const changed = {
    values: { ...form.values, [field]: value },
    problems: problems as ProblemsByField<Values, Key>,
  };
  if (!('notice' in form) || !pointsAtFields(form.notice) || hasProblems(problems)) return changed;
  return { ...changed, notice: null };
}

/** A `fixFields` notice that says nothing but "the fields": it goes with their last problem. */
function pointsAtFields(notice: unknown): boolean {
  if (notice === null || typeof notice !== 'object') return false;
  const { kind, otherNotes } = notice as { kind?: unknown; otherNotes?: readonly unknown[] };
  return kind === 'fixFields' && (otherNotes?.length ?? 0) === 0;
}

/** The notice of problems at the fields, with what the server said about fields the form lacks. */
export const fixFields = (otherNotes: ServiceNote[] = []) => ({ kind: 'fixFields' as const, otherNotes });

/**
 * A submit that did not go through: the form's own checks found `problems` (the notice then
 * is usually `fixFields()`), or a call failed. Nothing typed is touched.
 */
export function refused<Problems, Notice>(
  form: { failedAttempts: number },
  problems: Problems,
  notice: Notice,
) {
  // A notice of its own each time, even in the same words: the alert says it again (FormAlert.tsx).
  const own = notice !== null && typeof notice === 'object' ? { ...notice } : notice;
  return { problems, notice: own, busy: null, failedAttempts: form.failedAttempts + 1 };
}

/** A call that failed (failedCall.ts read it, or the form): its notice, and the server's field errors. */
export function failedWith<Problems, Notice>(
  form: { failedAttempts: number },
  failure: Pick<FailedCall<string, Notice>, 'notice'> & { problems: Problems },
) {
  return refused(form, failure.problems, failure.notice);
}

/** A call on its way: the last notice and problems go, the server judges afresh. */
export function sending<Busy>(busy: Busy) {
  return { busy, notice: null, problems: {} };
}

/** Where a form keeps what was typed between reloads; the stores read it back as unknown. */
export interface DraftStore {
  load(): unknown;
  save(draft: unknown): void;
  clear(): void;
}

/**
 * A draft under a row of the storage-key table (src/config/storage.ts), in a versioned storage:
 * in the browser the tab's (`tabStorage()`), so it survives a reload and a failed call but not
 * the tab, and nothing personal stays on a shared computer once it is closed.
 */
export function draftStoreIn(
  storage: VersionedStorage,
  { key, maxAgeMs }: { key: string; maxAgeMs: number },
): DraftStore {
  return {
    load: () => storage.get(key),
    save: (draft) => storage.set(key, draft, { maxAgeMs }),
    clear: () => storage.remove(key),
  };
}

/**
 * Keeps a form's draft as a reaction to its store: each time `draftOf` gives something other
 * than it gave last (compared as JSON), it is saved; `null` saves nothing (e.g. once the form
 * is sent and its draft cleared). Actions change the store only; none of them saves. Returns
 * the unsubscribe.
 */
export function keepDraft<State>(
  $state: { listen(listener: (state: State) => void): () => void },
  draftOf: (state: State) => unknown,
  drafts: DraftStore,
): () => void {
  let last: string | undefined;
  return $state.listen((state) => {
    const draft = draftOf(state);
    if (draft === null) return;
    const json = JSON.stringify(draft);
    if (json === last) return;
    last = json;
    drafts.save(draft);
  });
}
