import type { FormNotice, FailedCall } from './failedCall.ts';
import type { FieldProblem, FieldProblems } from './fieldProblems.ts';

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

/** A field as the parent changes it: its value, and its problem gone (the rest stay). */
export function edited<Values, Key extends string>(
  form: Pick<FormState<Values, Key>, 'values' | 'problems'>,
  field: keyof Values & string,
  value: Values[typeof field],
): Pick<FormState<Values, Key>, 'values' | 'problems'> {
  const problems = Object.fromEntries(Object.entries(form.problems).filter(([name]) => name !== field));
  return { values: { ...form.values, [field]: value }, problems: problems as FieldProblems<Values, Key> };
}

/** The notice of problems at the fields, with the server's words about fields the form lacks. */
export const fixFields = (otherMessages: string[] = []) => ({ kind: 'fixFields' as const, otherMessages });

/**
 * A submit that did not go through: the form's own checks found `problems` (the notice then
 * is usually `fixFields()`), or a call failed. Nothing typed is touched.
 */
export function refused<Problems, Notice>(
  form: { failedAttempts: number },
  problems: Problems,
  notice: Notice,
) {
  return { problems, notice, busy: null, failedAttempts: form.failedAttempts + 1 };
}

/** A call that failed (failedCall.ts read it): its notice, and the server's field errors. */
export function failedWith<Field extends string, Notice>(
  form: { failedAttempts: number },
  failure: FailedCall<Field, Notice>,
) {
  return refused(form, failure.problems, failure.notice);
}

/** A call on its way: the last notice and problems go, the server judges afresh. */
export function sending<Busy>(busy: Busy) {
  return { busy, notice: null, problems: {} };
}
