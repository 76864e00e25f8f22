import { atom } from 'nanostores';
import { errorTranslationKey } from '../lib/errors/translationKey.ts';
import {
  dismiss,
  enqueue,
  snackbarDurationMs,
  type SnackbarLevel,
  type SnackbarMessage,
} from '../lib/shell/snackbarQueue.ts';

/** Messages waiting to be shown, first one on screen (spec §2, §9: 5,000 ms each). */
export const $snackbars = atom<SnackbarMessage[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Queues a translated message; returns its id (to dismiss it early). */
export function showSnackbar(
  text: string,
  level: SnackbarLevel = 'info',
  durationMs = snackbarDurationMs,
): number {
  const id = nextId++;
  $snackbars.set(enqueue($snackbars.get(), { id, level, text, durationMs }));
  return id;
}

/**
 * Shows the translated text for an error (by status for API errors, the general unknown
 * error otherwise), for errors that happen on the way out, such as the sign-in redirect
 * (spec §8: shown as a snackbar at the top).
 */
export function showErrorSnackbar(error: unknown): number {
  const id = nextId++;
  const message = {
    id,
    level: 'error' as const,
    key: errorTranslationKey(error),
    durationMs: snackbarDurationMs,
  };
  $snackbars.set(enqueue($snackbars.get(), message));
  return id;
}

export function dismissSnackbar(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $snackbars.set(dismiss($snackbars.get(), id));
}

/**
 * Called by the snackbar island once a message is on screen: its time starts then, not
 * when it was queued, so a message queued before the island woke up is still seen for
 * its full duration.
 */
export function snackbarDisplayed(id: number): void {
  const message = $snackbars.get().find((queued) => queued.id === id);
  if (!message || timers.has(id)) return;
  timers.set(
    id,
    setTimeout(() => dismissSnackbar(id), message.durationMs),
  );
}
