/** Snackbar levels (spec §3) and how long one stays (spec §9). */
export const snackbarLevels = ['info', 'error', 'success', 'warning'] as const;

export type SnackbarLevel = (typeof snackbarLevels)[number];

export const snackbarDurationMs = 5000;

export interface SnackbarMessage {
  id: number;
  level: SnackbarLevel;
  /** Already translated by whoever shows it, with strings from its page … */
  text?: string;
  /** … or the translation key of an error text, which the page's messages translate. */
  key?: string;
  durationMs: number;
}

/**
 * One snackbar at a time, in order: the first of the queue is shown, the rest wait. The
 * same text at the same level is not queued twice, so a failing retry loop shows one
 * message, not a minute of them.
 */
export function enqueue(queue: readonly SnackbarMessage[], message: SnackbarMessage): SnackbarMessage[] {
  const duplicate = queue.some(
    (queued) => queued.text === message.text && queued.key === message.key && queued.level === message.level,
  );
  return duplicate ? [...queue] : [...queue, message];
}

export function dismiss(queue: readonly SnackbarMessage[], id: number): SnackbarMessage[] {
  return queue.filter((message) => message.id !== id);
}

export function current(queue: readonly SnackbarMessage[]): SnackbarMessage | null {
  return queue[0] ?? null;
}
