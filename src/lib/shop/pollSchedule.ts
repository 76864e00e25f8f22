/**
 * When the order page asks for an order's status (spec §4, issue point 4): at once, then after
 * 1, 2, 4 and then every 8 seconds, for at most two minutes since the page first polled this
 * order. A payment that takes longer is not going to be confirmed while the parent watches;
 * the page then says where to check later.
 */
export const orderPollLimitMs = 120_000;

const pollDelaysMs = [1000, 2000, 4000, 8000] as const;
const longestDelayMs = 8000;

/** The wait after the `attempt`-th poll (0 for the first): 1000, 2000, 4000, 8000, 8000, … */
export function pollDelayMs(attempt: number): number {
  const index = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  return pollDelaysMs[index] ?? longestDelayMs;
}

export type PollPlan = { wait: number } | { limitReached: true };

/**
 * The next step after `attempt` polls of an order first polled at `startedAt` (epoch ms):
 * wait, cut so that no poll falls after the limit (the last one may fall on it), or stop, at
 * or past the limit. A `startedAt` kept from before a reload lies in the past, so a reload
 * goes on towards the same limit instead of starting over; one that is no time at all
 * counts as past the limit.
 */
export function pollPlan({
  startedAt,
  now,
  attempt,
}: {
  startedAt: number;
  now: number;
  attempt: number;
}): PollPlan {
  const left = startedAt + orderPollLimitMs - now;
  if (!(left > 0)) return { limitReached: true };
  return { wait: Math.min(pollDelayMs(attempt), left) };
}
