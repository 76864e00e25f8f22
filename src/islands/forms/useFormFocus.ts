import { useEffect, useRef, type RefObject } from 'react';
import { clearHeldSubmit, releaseHeldSubmit } from '../../lib/signIn/heldSubmit.ts';
import type { FormStatus } from '../../lib/forms/formState.ts';

/**
 * After each failed submit, moves focus to the first field with a problem (in `fieldOrder`,
 * the order the form shows them), so a keyboard or screen-reader user lands where the fix is
 * needed. `controlName` gives a field's control's `name` when it is not the field's own.
 */
export function useFormFocus(
  form: Pick<FormStatus<string, string, unknown, unknown>, 'failedAttempts' | 'problems'>,
  fieldOrder: readonly string[],
  controlName: (field: string) => string = (field) => field,
): RefObject<HTMLFormElement> {
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.failedAttempts === 0) return;
    const first = fieldOrder.find((field) => field in form.problems);
    if (first) element.current?.querySelector<HTMLElement>(`[name="${controlName(first)}"]`)?.focus();
    // Only a new failed attempt moves focus, not typing: hence the one dependency.
  }, [form.failedAttempts]);
  return element;
}

/**
 * A prerendered form's island side (HeldForm): replays a submit held before the island ran.
 * Called after the effect that creates the form's store, so the replayed submit finds it.
 */
export function useHeldSubmit(form: RefObject<HTMLFormElement>): void {
  useEffect(() => {
    if (form.current) releaseHeldSubmit(form.current);
  }, []);
}

/** Reads a field of a submitted form as typed, pasted or filled in (even before hydration). */
export function formValue(form: HTMLFormElement, name: string): string {
  clearHeldSubmit(form);
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
