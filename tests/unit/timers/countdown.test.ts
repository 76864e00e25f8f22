import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countdownEnd,
  countdownRefreshMs,
  formatCountdown,
  remainingSeconds,
} from '../../../src/lib/timers/countdown.ts';
import { createCountdown, type CountdownState } from '../../../src/stores/countdown.ts';
import { createWait } from '../../../src/stores/wait.ts';

describe(formatCountdown, () => {
  it.each([
    [0, '00:00'],
    [1, '00:01'],
    [999, '00:01'],
    [1_000, '00:01'],
    [1_001, '00:02'],
    [59_000, '00:59'],
    [60_000, '01:00'],
    [61_500, '01:02'],
    [10 * 60_000, '10:00'],
    [59 * 60_000 + 59_000, '59:59'],
    [100 * 60_000, '100:00'],
  ])('should show %d ms as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it.each([
    -1,
    -60_000,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '90000',
    null,
    undefined,
    {},
  ])('should show 00:00 for the garbage or past value %s', (value) => {
    expect(formatCountdown(value)).toBe('00:00');
    expect(remainingSeconds(value)).toBe(0);
  });
});

describe(countdownEnd, () => {
  it('should read epoch milliseconds and valid dates, and refuse the rest', () => {
    expect(countdownEnd(5)).toBe(5);
    expect(countdownEnd(new Date(7))).toBe(7);
    expect(countdownEnd(new Date('not a date'))).toBeUndefined();
    expect(countdownEnd('2026-11-22')).toBeUndefined();
    expect(countdownEnd(Number.NaN)).toBeUndefined();
  });
});

describe(createCountdown, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function listen(store: ReturnType<typeof createCountdown>) {
    const seen: string[] = [];
    const stop = store.subscribe((state: CountdownState) => seen.push(state.text));
    return { seen, stop };
  }

  it('should refresh every 500 ms by default', () => {
    expect(countdownRefreshMs).toBe(500);
    // 2.4 s left: the display should turn to 00:02 at the first refresh after 0.4 s, at 0.5 s.
    const store = createCountdown(Date.now() + 2_400);
    const { seen, stop } = listen(store);
    expect(seen).toEqual(['00:03']);
    vi.advanceTimersByTime(499);
    expect(seen).toEqual(['00:03']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['00:03', '00:02']);
    stop();
  });

  it('should count down second by second to 00:00 and then stop its timer', () => {
    const store = createCountdown(Date.now() + 2_500);
    const { seen, stop } = listen(store);
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual(['00:03', '00:02', '00:01', '00:00']);
    expect(store.get()).toEqual({ text: '00:00', seconds: 0, done: true });
    stop();
  });

  it('should show the right second within half a second of the clock', () => {
    const end = Date.now() + 10_000;
    const store = createCountdown(end);
    const { stop } = listen(store);
    for (let elapsed = 0; elapsed < 10_000; elapsed += 100) {
      const exact = formatCountdown(end - Date.now());
      const shown = store.get().text;
      // At most one refresh behind: the shown value is the exact one or the one just before it.
      expect([exact, formatCountdown(end - Date.now() + countdownRefreshMs)]).toContain(shown);
      vi.advanceTimersByTime(100);
    }
    stop();
  });

  it('should take another refresh interval and clock', () => {
    let clock = 0;
    const store = createCountdown(5_000, { refreshMs: 2_000, now: () => clock });
    const { seen, stop } = listen(store);
    clock = 1_500;
    vi.advanceTimersByTime(1_999);
    expect(seen).toEqual(['00:05']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['00:05', '00:04']);
    stop();
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'should use 500 ms for the refresh interval %s',
    (refreshMs) => {
      const store = createCountdown(Date.now() + 5_000, { refreshMs });
      const { seen, stop } = listen(store);
      vi.advanceTimersByTime(1_000);
      expect(seen).toEqual(['00:05', '00:04']);
      stop();
    },
  );

  it('should not tick while nobody listens, nor after its listener left', () => {
    const now = vi.fn(() => Date.now());
    const store = createCountdown(Date.now() + 60_000, { now });
    vi.advanceTimersByTime(5_000);
    expect(now).toHaveBeenCalledTimes(1); // the initial value only
    const { seen, stop } = listen(store);
    vi.advanceTimersByTime(2_000);
    expect(seen).toEqual(['00:55', '00:54', '00:53']);
    stop();
    vi.advanceTimersByTime(1_000); // nanostores unmounts a store one second after its last listener left
    const callsAfterUnmount = now.mock.calls.length;
    vi.advanceTimersByTime(10_000);
    expect(now).toHaveBeenCalledTimes(callsAfterUnmount);
  });

  it.each([
    ['a past end', () => Date.now() - 1_000],
    ['the present', () => Date.now()],
    ['an invalid date', () => new Date('garbage')],
    ['NaN', () => Number.NaN],
  ])('should show 00:00 and be done at once for %s, without ticking', (_label, endsAt) => {
    const now = vi.fn(() => Date.now());
    const store = createCountdown(endsAt(), { now });
    const { seen, stop } = listen(store);
    const calls = now.mock.calls.length;
    vi.advanceTimersByTime(5_000);
    expect(seen).toEqual(['00:00']);
    expect(store.get()).toEqual({ text: '00:00', seconds: 0, done: true });
    expect(now).toHaveBeenCalledTimes(calls);
    stop();
  });

  it('should stop ticking at 00:00', () => {
    const now = vi.fn(() => Date.now());
    const store = createCountdown(Date.now() + 1_000, { now });
    const { stop } = listen(store);
    vi.advanceTimersByTime(1_000);
    expect(store.get().done).toBe(true);
    const calls = now.mock.calls.length;
    vi.advanceTimersByTime(5_000);
    expect(now).toHaveBeenCalledTimes(calls);
    stop();
  });

  it('should accept a Date as the end', () => {
    const store = createCountdown(new Date(Date.now() + 90_000));
    expect(store.get()).toEqual({ text: '01:30', seconds: 90, done: false });
  });
});

describe(createWait, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should hold the submit while the wait lasts, and give it back by itself when it is over', () => {
    const $wait = createWait(Date.now() + 300_000);
    const seen: boolean[] = [];
    const stop = $wait.subscribe((waiting) => seen.push(waiting));
    vi.advanceTimersByTime(299_999);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true, false]);
    stop();
  });

  it('should hold nothing for a wait without an end, or one already over', () => {
    expect(createWait(undefined).get()).toBe(false);
    expect(createWait(Date.now() - 1).get()).toBe(false);
    expect(createWait(Number.NaN).get()).toBe(false);
  });

  it('should look at the clock again when it is listened to, late', () => {
    const $wait = createWait(Date.now() + 5_000);
    vi.advanceTimersByTime(6_000);
    const stop = $wait.listen(() => undefined);
    expect($wait.get()).toBe(false);
    stop();
  });
});
