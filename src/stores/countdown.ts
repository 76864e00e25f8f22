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
 * One of the page stores (scripts/lib/chunks.ts): the forms (their submit waits out a 429),
 * the rate-limit notice and the resend buttons load it, never the shell.
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

/**
 * Whether a form is still waiting out a rate limit that ends at `until` (epoch ms): true until
 * then, and false by itself at that moment, with one timer that runs only while something
 * listens. No end (`undefined`: the service named none) is no wait to hold a button for: the
 * parent may try when they like, and the service answers again.
 */
export function createWait(
  until: number | undefined,
  options: Pick<CountdownOptions, 'now'> = {},
): ReadableAtom<boolean> {
  const now = options.now ?? Date.now;
  const end = countdownEnd(until);
  const waiting = () => end !== undefined && end > now();
  const $waiting = atom(waiting());
  onMount($waiting, () => {
    $waiting.set(waiting());
    if (end === undefined || !$waiting.get()) return undefined;
    // setTimeout takes at most 2^31-1 ms; a rate limit is counted down for a day at most.
    const timer = setTimeout(() => $waiting.set(false), Math.min(end - now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  });
  return $waiting;
}
