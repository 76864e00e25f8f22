import { useEffect, type FormEvent, type FormHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { clearHeldSubmit, holdAttribute, releaseHeldSubmit } from '../../lib/signIn/heldSubmit.ts';

interface Props {
  /** From `useFormFocus`; `useHeldSubmit` releases a submit held before the island ran. */
  formRef: RefObject<HTMLFormElement>;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onInput?: FormHTMLAttributes<HTMLFormElement>['onInput'];
  /** Beside `sign-in-form`, for a form's own layout. */
  className?: string;
  children: ReactNode;
}

/**
 * A prerendered form of the sign-in and registration pages: validated by us (`noValidate`),
 * busy while a call is under way, and marked so the head's inline script holds a submit made
 * before the island has loaded (lib/signIn/heldSubmit.ts).
 */
export default function HeldForm({ formRef, busy, onSubmit, onInput, className, children }: Props) {
  return (
    <form
      ref={formRef}
      className={className ? `sign-in-form ${className}` : 'sign-in-form'}
      // POST, so a browser that submits it without scripts puts nothing typed in an address.
      method="post"
      noValidate
      // Not `aria-busy`: the form's alert is a live region, and one inside a busy region may go unheard.
      data-busy={busy || undefined}
      onSubmit={onSubmit}
      onInput={onInput}
      {...{ [holdAttribute]: '' }}
    >
      {children}
    </form>
  );
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
