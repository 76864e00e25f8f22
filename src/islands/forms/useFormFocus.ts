import { useEffect, useRef, type RefObject } from 'react';
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
