import { isSettled, orderProgress, type OrderProgress } from './orderStatus.ts';
import { pollPlan } from './pollSchedule.ts';

/** Something page events are heard on: the document, the window, or a test's stand-in. */
export interface EventSource {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** Where the follower hears that the page is seen again. */
export interface PageEvents {
  /** Fires `visibilitychange` (the document). */
  document: EventSource;
  /** Fires `pageshow`, also when Back restores the page from the browser's cache (the window). */
  window: EventSource;
  /** Whether the page is seen now (`document.visibilityState !== 'hidden'`). */
  visible(): boolean;
}

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface FollowOrderOptions {
  /** One status call; resolves the service's raw status. */
  poll: () => Promise<string | null>;
  /** Every answer, what it means and the raw value (for a log, never for the parent). */
  onProgress: (progress: OrderProgress, raw: string | null) => void;
  /** A call that failed (offline, 5xx); the follower keeps polling. */
  onCallFailed?: (error: unknown) => void;
  /** The limit is reached without a settled answer; the follower has stopped. */
  onLimit: () => void;
  /** When this order was first polled (epoch ms), kept across reloads (`pollingSince`). */
  startedAt: number;
  /** Default: Date.now. */
  now?: () => number;
  /** Default: setTimeout and clearTimeout. */
  timers?: Timers;
  /** Default: the browser's document and window; none outside a browser (always seen). */
  events?: PageEvents;
}

export interface OrderFollower {
  /** Stops polling and listening; an answer still on its way is dropped. */
  stop(): void;
}

const globalTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function browserEvents(): PageEvents | undefined {
  if (typeof document === 'undefined' || typeof window === 'undefined') return undefined;
  return { document, window, visible: () => document.visibilityState !== 'hidden' };
}

/**
 * Follows one order until it is settled (paid, cancelled, failed) or the poll limit is reached:
 * polls at once, then as `pollPlan` says, never two calls at once. An unknown status and a
 * failed call both keep it polling. When the page is seen again (`visibilitychange` to
 * visible, or `pageshow` after Back) it polls at once and plans anew from there, since the
 * payment has most likely moved on meanwhile.
 *
 * While the page is hidden a planned poll is skipped and the next one waits for the page to
 * be seen: a phone asleep or a tab in the background freezes or throttles timers anyway, and
 * calls nobody sees the answer of only cost the parent's battery and data. The limit is
 * therefore only declared after a poll the parent could see the answer of.
 */
export function followOrder(options: FollowOrderOptions): OrderFollower {
  const { poll, onProgress, onCallFailed, onLimit, startedAt } = options;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? globalTimers;
  const events = options.events ?? browserEvents();
  const visible = () => events?.visible() ?? true;

  let stopped = false;
  let polling = false;
  // The backoff's step: how many waits were planned so far (a poll out of turn does not reset it).
  let attempt = 0;
  let timer: { handle: unknown } | undefined;

  const cancelTimer = () => {
    if (timer) timers.clear(timer.handle);
    timer = undefined;
  };

  const stop = () => {
    stopped = true;
    cancelTimer();
    events?.document.removeEventListener('visibilitychange', seenAgain);
    events?.window.removeEventListener('pageshow', seenAgain);
  };

  const planNext = () => {
    if (stopped) return;
    cancelTimer();
    const plan = pollPlan({ startedAt, now: now(), attempt });
    attempt += 1;
    if ('limitReached' in plan) {
      stop();
      onLimit();
      return;
    }
    timer = { handle: timers.set(planned, plan.wait) };
  };

  const pollNow = async () => {
    if (stopped || polling) return;
    cancelTimer();
    polling = true;
    let raw: string | null;
    try {
      raw = await poll();
    } catch (error) {
      polling = false;
      if (stopped) return;
      onCallFailed?.(error);
      planNext();
      return;
    }
    polling = false;
    if (stopped) return;
    const progress = orderProgress(raw);
    if (isSettled(progress)) stop();
    onProgress(progress, raw);
    planNext();
  };

  function planned() {
    timer = undefined;
    // Hidden: skipped; `seenAgain` polls when the page is seen (see above).
    if (visible()) void pollNow();
  }

  function seenAgain() {
    if (visible()) void pollNow();
  }

  events?.document.addEventListener('visibilitychange', seenAgain);
  events?.window.addEventListener('pageshow', seenAgain);
  void pollNow();
  return { stop };
}
