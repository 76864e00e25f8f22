import { useEffect, useRef } from 'react';

/**
 * After each failed submit, moves focus to the first field with a problem (in form order), so
 * a keyboard or screen-reader user lands where the fix is needed.
 */
export function useFocusFirstProblem(failedAttempts: number, fieldIds: readonly string[], problems: object) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (failedAttempts === 0) return;
    const first = fieldIds.find((id) => id.split('-').pop()! in problems);
    if (first) form.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
    // Only a new failed attempt moves focus, not the parent's typing: hence the one dependency.
  }, [failedAttempts]);
  return form;
}
