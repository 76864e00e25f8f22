import { atom, onMount, type ReadableAtom } from 'nanostores';

/**
 * One of the page stores (scripts/lib/chunks.ts): every form's submit button waits out a 429
 * with it (islands/forms/useWait.ts). Apart from the countdown (stores/countdown.ts), which
 * only the rate-limit notice and the resend buttons draw: a form's first visit carries this
 * alone, and the countdown comes with the notice when a 429 does.
 *
 * Whether a form is still waiting out a rate limit that ends at `until` (epoch ms): true until
 * then, and false by itself at that moment, with one timer that runs only while something
 * listens. No end (`undefined`: the service named none, or no finite time) is no wait to hold a
 * button for: the parent may try when they like, and the service answers again.
 */
export function createWait(
  until: number | undefined,
  options: { now?: () => number } = {},
): ReadableAtom<boolean> {
  const now = options.now ?? Date.now;
  const end = typeof until === 'number' && Number.isFinite(until) ? until : undefined;
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
