import { useMemo } from 'react';
import { rateLimitEnd } from '../../lib/forms/failedCall.ts';
import { createWait } from '../../stores/wait.ts';
import { useStore } from '../useStore.ts';

/**
 * Whether the form is waiting out a rate limit (a 429 with its time): true from the notice
 * until the time is up, then false by itself, so the submit button comes back without a
 * reload. The notice itself counts the wait down (RateLimitNotice.tsx).
 */
export function useWait(notice: { kind: string } | null): boolean {
  const until = rateLimitEnd(notice);
  const $wait = useMemo(() => createWait(until), [until]);
  return useStore($wait);
}

/**
 * The submit button's props while the form waits: `aria-disabled`, not `disabled`, so the
 * button keeps the focus a parent gave it (a `disabled` one drops it to the page) and is still
 * reached by Tab, where a screen reader reads why with it: it is described by the form's alert,
 * which says how long. The form's submit handler refuses meanwhile (`event.preventDefault()`).
 */
export function waitingButton(waiting: boolean, alertId: string) {
  return waiting ? { 'aria-disabled': true as const, 'aria-describedby': alertId } : {};
}
