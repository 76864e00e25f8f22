import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderPollLimitMs, pollDelayMs, pollPlan } from '../../../src/lib/shop/pollSchedule.ts';

describe(pollDelayMs, () => {
  it('should wait 1, 2, 4 and then 8 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(pollDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  });

  it('should read a nonsense attempt as the first', () => {
    expect([-1, Number.NaN, Number.POSITIVE_INFINITY].map(pollDelayMs)).toEqual([1000, 1000, 1000]);
    expect(pollDelayMs(1.7)).toBe(2000);
  });
});

describe(pollPlan, () => {
  const startedAt = 1_700_000_000_000;

  it('should plan the next poll after the backoff’s wait', () => {
    expect(pollPlan({ startedAt, now: startedAt, attempt: 0 })).toEqual({ wait: 1000 });
    expect(pollPlan({ startedAt, now: startedAt + 7000, attempt: 3 })).toEqual({ wait: 8000 });
  });

  it('should cut the last wait so the last poll falls on the limit, not after it', () => {
    expect(pollPlan({ startedAt, now: startedAt + orderPollLimitMs - 3000, attempt: 9 })).toEqual({
      wait: 3000,
    });
  });

  it('should say the limit is reached at and past it, also for a start kept from before a reload', () => {
    expect(pollPlan({ startedAt, now: startedAt + orderPollLimitMs, attempt: 20 })).toEqual({
      limitReached: true,
    });
    expect(pollPlan({ startedAt: startedAt - 3_600_000, now: startedAt, attempt: 0 })).toEqual({
      limitReached: true,
    });
    expect(pollPlan({ startedAt: Number.NaN, now: startedAt, attempt: 0 })).toEqual({ limitReached: true });
  });

  it('should never plan a poll after the limit (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -orderPollLimitMs, max: 2 * orderPollLimitMs }),
        fc.nat({ max: 50 }),
        (elapsed, attempt) => {
          const plan = pollPlan({ startedAt, now: startedAt + elapsed, attempt });
          if ('limitReached' in plan) return elapsed >= orderPollLimitMs;
          return (
            plan.wait > 0 && plan.wait <= pollDelayMs(attempt) && elapsed + plan.wait <= orderPollLimitMs
          );
        },
      ),
    );
  });

  it('should poll at 0, 1, 3, 7 and 15 s, then every 8 s, and last on the limit', () => {
    const times: number[] = [0];
    for (let attempt = 0; ; attempt += 1) {
      const plan = pollPlan({ startedAt: 0, now: times.at(-1) ?? 0, attempt });
      if ('limitReached' in plan) break;
      times.push((times.at(-1) ?? 0) + plan.wait);
    }
    expect(times.slice(0, 6)).toEqual([0, 1000, 3000, 7000, 15000, 23000]);
    expect(times.at(-1)).toBe(orderPollLimitMs);
    expect(times).toHaveLength(19);
  });
});
