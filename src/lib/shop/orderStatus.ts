/**
 * What an order's status means to the parent (spec §4: the values are not shown). The service's
 * words are matched without regard to case; a value not listed here is `unknown`, which keeps
 * the order page polling with a neutral message, never a guess.
 */
export type OrderProgress = 'pending' | 'paid' | 'cancelled' | 'failed' | 'unknown';

const progressOfStatus = new Map<string, OrderProgress>(
  Object.entries({
    pending: 'pending',
    created: 'pending',
    processing: 'pending',
    initiated: 'pending',
    paid: 'paid',
    completed: 'paid',
    captured: 'paid',
    cancelled: 'cancelled',
    canceled: 'cancelled',
    aborted: 'cancelled',
    failed: 'failed',
    declined: 'failed',
    rejected: 'failed',
    error: 'failed',
  } satisfies Record<string, Exclude<OrderProgress, 'unknown'>>),
);

export function orderProgress(status: string | null | undefined): OrderProgress {
  if (typeof status !== 'string') return 'unknown';
  const key = status.trim().toLowerCase();
  return progressOfStatus.get(key) ?? 'unknown';
}

/** Whether the order has come to its end: no later poll can change what the page says. */
export function isSettled(progress: OrderProgress): boolean {
  return progress === 'paid' || progress === 'cancelled' || progress === 'failed';
}
