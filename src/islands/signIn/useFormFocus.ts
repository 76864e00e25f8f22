import { useEffect, useRef, type RefObject } from 'react';
import { clearHeldSubmit, releaseHeldSubmit } from '../../lib/signIn/heldSubmit.ts';

/**
 * A prerendered form's island side: replays a submit held before the island ran, and after
 * each failed attempt moves focus to the first field with a problem, so a keyboard or
 * screen-reader user lands where the fix is needed.
 */
export function useFormFocus(
  failedAttempts: number,
  problems: object,
  fieldOrder: readonly string[],
): RefObject<HTMLFormElement> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current) releaseHeldSubmit(form.current);
  }, []);
  useEffect(() => {
    if (failedAttempts === 0) return;
    const first = fieldOrder.find((name) => name in problems);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // Only a new failed attempt moves focus, not typing: hence the one dependency.
  }, [failedAttempts]);
  return form;
}

/** Reads a field of a submitted form as typed, pasted or filled in (even before hydration). */
export function formValue(form: HTMLFormElement, name: string): string {
  clearHeldSubmit(form);
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
