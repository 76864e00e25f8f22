import { useEffect, useRef, type RefObject } from 'react';
import { focusTarget } from '../../lib/forms/focusTarget.ts';
import type { FormStatus } from '../../lib/forms/formState.ts';

/**
 * After each failed submit, moves focus to the first field with a problem (in `fieldOrder`,
 * the order the form shows them), so a keyboard or screen-reader user lands where the fix is
 * needed. `controlName` gives a field's control's `name` when it is not the field's own.
 * `fieldOfNotice` names the field a notice about the whole form still points at (sign-in's
 * wrong credentials: the password), so focus goes there too (lib/forms/focusTarget.ts).
 */
export function useFormFocus<Notice = unknown>(
  form: Pick<FormStatus<string, string, Notice, unknown>, 'failedAttempts' | 'problems' | 'notice'>,
  fieldOrder: readonly string[],
  controlName: (field: string) => string = (field) => field,
  fieldOfNotice?: (notice: Notice) => string | undefined,
): RefObject<HTMLFormElement> {
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.failedAttempts === 0) return;
    const target = focusTarget(form, fieldOrder, fieldOfNotice);
    if (target && element.current) firstControl(element.current, controlName(target))?.focus();
    // Only a new failed attempt moves focus, not typing: hence the one dependency.
  }, [form.failedAttempts]);
  return element;
}

/**
 * The control a problem's focus goes to: of a radio group, its chosen radio, or else its first
 * that can be chosen (a child who cannot have it is `disabled`, and takes no focus).
 */
function firstControl(form: HTMLFormElement, name: string): HTMLElement | undefined {
  const controls = [...form.querySelectorAll<HTMLElement>(`[name="${name}"]`)].filter(
    (control) => !(control as HTMLInputElement).disabled,
  );
  return controls.find((control) => (control as HTMLInputElement).checked) ?? controls[0];
}
