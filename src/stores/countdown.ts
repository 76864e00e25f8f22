import { atom, onMount, type ReadableAtom } from 'nanostores';
import {
  countdownEnd,
  countdownRefreshMs,
  formatCountdown,
  remainingSeconds,
} from '../lib/timers/countdown.ts';

export interface CountdownState {
  /** `mm:ss`, `00:00` once the time is up: for a machine, never a parent (timers/duration.ts). */
  text: string;
  /** Whole seconds left (rounded up): what the page words as a duration. */
  seconds: number;
  done: boolean;
}

export interface CountdownOptions {
  /** Default 500 ms (spec §9); a non-positive or non-finite value falls back to it. */
  refreshMs?: number;
  now?: () => number;
}

/**
 * One of the page stores (scripts/lib/chunks.ts): the rate-limit notice (loaded when a 429
 * comes) and the resend buttons load it, never the shell, nor a form on its first visit (its
 * submit's wait is stores/wait.ts).
 *
 * A countdown to `endsAt` (epoch ms or Date) as a store: it ticks only while something
 * listens (an island's `useStore`), changes value only when the shown text changes, and stops
 * its timer at 00:00. A garbage end shows 00:00 and is done at once.
 */
export function createCountdown(
  endsAt: number | Date,
  options: CountdownOptions = {},
): ReadableAtom<CountdownState> {
  const end = countdownEnd(endsAt);
  const now = options.now ?? Date.now;
  const refreshMs =
    typeof options.refreshMs === 'number' && Number.isFinite(options.refreshMs) && options.refreshMs > 0
      ? options.refreshMs
      : countdownRefreshMs;

  const stateAt = (): CountdownState => {
    const seconds = end === undefined ? 0 : remainingSeconds(end - now());
    return { text: formatCountdown(seconds * 1000), seconds, done: seconds === 0 };
  };

  const $countdown = atom<CountdownState>(stateAt());

  onMount($countdown, () => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const tick = () => {
      const next = stateAt();
      if (next.seconds !== $countdown.get().seconds) $countdown.set(next);
      if (next.done) stop();
    };
    tick();
    if (!$countdown.get().done) timer = setInterval(tick, refreshMs);
    return stop;
  });

  return $countdown;
}
