import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followOrder } from '../../../src/lib/shop/orderFollower.ts';
import { orderPollLimitMs } from '../../../src/lib/shop/pollSchedule.ts';
import { fakePage } from '../support/pageEvents.ts';

/** Answers one status per call, the last one for every call after. */
function statuses(...answers: (string | null | Error)[]) {
  let calls = 0;
  const poll = vi.fn(async () => {
    const answer = answers[Math.min(calls, answers.length - 1)] ?? null;
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return poll;
}

function follow(poll: () => Promise<string | null>, startedAt = Date.now(), events = fakePage().events) {
  const onProgress = vi.fn();
  const onCallFailed = vi.fn();
  const onLimit = vi.fn();
  const follower = followOrder({ poll, onProgress, onCallFailed, onLimit, startedAt, events });
  return { follower, onProgress, onCallFailed, onLimit };
}

describe(followOrder, () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should poll at once, back off 1, 2, 4 s and stop when the order is paid', async () => {
    const poll = statuses('Pending', 'Pending', 'Pending', 'Paid');
    const { onProgress, onLimit } = follow(poll);
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(poll).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(poll).toHaveBeenCalledTimes(4);
    expect(onProgress).toHaveBeenLastCalledWith('paid', 'Paid');
    await vi.advanceTimersByTimeAsync(orderPollLimitMs);
    expect(poll).toHaveBeenCalledTimes(4);
    expect(onLimit).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each(['Cancelled', 'FAILED'])('should stop on %s', async (status) => {
    const poll = statuses(status);
    const { onProgress } = follow(poll);
    await vi.advanceTimersByTimeAsync(orderPollLimitMs);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(onProgress).toHaveBeenCalledOnce();
  });

  it('should keep polling an unknown status, and say so each time', async () => {
    const poll = statuses('AwaitingCapture', 'AwaitingCapture', 'Paid');
    const { onProgress } = follow(poll);
    await vi.advanceTimersByTimeAsync(3000);
    expect(onProgress.mock.calls).toEqual([
      ['unknown', 'AwaitingCapture'],
      ['unknown', 'AwaitingCapture'],
      ['paid', 'Paid'],
    ]);
  });

  it('should reach the limit two minutes after the start, having polled last on the limit', async () => {
    const poll = statuses('Pending');
    const { onLimit, onProgress } = follow(poll);
    await vi.advanceTimersByTimeAsync(orderPollLimitMs - 1);
    expect(onLimit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onLimit).toHaveBeenCalledOnce();
    expect(poll).toHaveBeenCalledTimes(19);
    expect(onProgress).toHaveBeenCalledTimes(19);
    await vi.advanceTimersByTimeAsync(orderPollLimitMs);
    expect(poll).toHaveBeenCalledTimes(19);
  });

  it('should go on towards the same limit after a reload, whose start lies in the past', async () => {
    const poll = statuses('Pending');
    const { onLimit } = follow(poll, Date.now() - (orderPollLimitMs - 5000));
    await vi.advanceTimersByTimeAsync(4999);
    expect(onLimit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onLimit).toHaveBeenCalledOnce();
    // At once, after 1 s, 2 s more, and the last one cut to the limit.
    expect(poll).toHaveBeenCalledTimes(4);
  });

  it('should poll once more and then say so, when reloaded long after the limit', async () => {
    const poll = statuses('Pending');
    const { onLimit } = follow(poll, Date.now() - 3_600_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledOnce();
    expect(onLimit).toHaveBeenCalledOnce();
  });

  it('should keep polling after a failed call', async () => {
    const error = new Error('offline');
    const poll = statuses(error, error, 'Paid');
    const { onCallFailed, onProgress } = follow(poll);
    await vi.advanceTimersByTimeAsync(0);
    expect(onCallFailed).toHaveBeenCalledWith(error);
    await vi.advanceTimersByTimeAsync(3000);
    expect(onCallFailed).toHaveBeenCalledTimes(2);
    expect(onProgress).toHaveBeenCalledExactlyOnceWith('paid', 'Paid');
  });

  it('should poll at once when the page is seen again or shown from Back, and plan anew from there', async () => {
    const { page, events } = fakePage();
    const poll = statuses('Pending');
    follow(poll, Date.now(), events);
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(2);
    // Planned now: 2 s later. Seen again after 500 ms: polled at once, then 4 s later.
    await vi.advanceTimersByTimeAsync(500);
    page.document.fire('visibilitychange');
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(poll).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(4);
    page.window.fire('pageshow');
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(5);
  });

  it('should skip polls while the page is hidden, and poll when it is seen again', async () => {
    const { page, events } = fakePage();
    const poll = statuses('Pending', 'Pending', 'Paid');
    const { onLimit, onProgress } = follow(poll, Date.now(), events);
    await vi.advanceTimersByTimeAsync(0);
    page.hidden = true;
    page.document.fire('visibilitychange');
    await vi.advanceTimersByTimeAsync(orderPollLimitMs * 2);
    expect(poll).toHaveBeenCalledOnce();
    expect(onLimit).not.toHaveBeenCalled();
    page.hidden = false;
    page.document.fire('visibilitychange');
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(2);
    // Past the limit: the poll the parent sees is the last one.
    expect(onLimit).toHaveBeenCalledOnce();
    expect(onProgress).toHaveBeenLastCalledWith('pending', 'Pending');
  });

  it('should never make two calls at once', async () => {
    const { page, events } = fakePage();
    let inFlight = 0;
    let most = 0;
    const poll = vi.fn(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5000));
      inFlight -= 1;
      return 'Pending';
    });
    follow(poll, Date.now(), events);
    for (let step = 0; step < 20; step += 1) {
      page.document.fire('visibilitychange');
      page.window.fire('pageshow');
      await vi.advanceTimersByTimeAsync(700);
    }
    expect(most).toBe(1);
    expect(poll.mock.calls.length).toBeGreaterThan(1);
  });

  it('should stop polling and listening on stop(), and drop an answer still on its way', async () => {
    const { page, events } = fakePage();
    let answer: (status: string) => void = () => {};
    const poll = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    const { follower, onProgress, onLimit } = follow(poll, Date.now(), events);
    expect(page.document.count + page.window.count).toBe(2);
    follower.stop();
    answer('Paid');
    await vi.advanceTimersByTimeAsync(orderPollLimitMs * 2);
    page.document.fire('visibilitychange');
    expect(poll).toHaveBeenCalledOnce();
    expect(onProgress).not.toHaveBeenCalled();
    expect(onLimit).not.toHaveBeenCalled();
    expect(page.document.count + page.window.count).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should stop between polls too', async () => {
    const poll = statuses('Pending');
    const { follower } = follow(poll);
    await vi.advanceTimersByTimeAsync(1500);
    follower.stop();
    await vi.advanceTimersByTimeAsync(orderPollLimitMs);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('should take its clock and timers from the caller', async () => {
    let now = 0;
    const planned: { callback: () => void; ms: number }[] = [];
    const poll = statuses('Pending');
    followOrder({
      poll,
      onProgress: () => {},
      onLimit: () => {},
      startedAt: 0,
      now: () => now,
      timers: { set: (callback, ms) => planned.push({ callback, ms }), clear: () => {} },
      events: fakePage().events,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(planned.map((timer) => timer.ms)).toEqual([1000]);
    now = orderPollLimitMs - 300;
    planned[0]?.callback();
    await vi.advanceTimersByTimeAsync(0);
    expect(planned.map((timer) => timer.ms)).toEqual([1000, 300]);
  });
});
