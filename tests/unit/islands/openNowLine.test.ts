import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepOpenNowLine } from '../../../src/islands/behaviours/openNowLine.ts';
import { shownLineAttribute } from '../../../src/lib/playground/openNowLine.ts';

/** A line of the stack as the behaviour reads it: its minutes and whether it is shown. */
function fakeLine(from?: number, until?: number, shown = false) {
  const attributes = new Set<string>(shown ? [shownLineAttribute] : []);
  return {
    dataset: from === undefined ? {} : { openFrom: String(from), openUntil: String(until) },
    hasAttribute: (name: string) => attributes.has(name),
    toggleAttribute: (name: string, on: boolean) => {
      if (on) attributes.add(name);
      else attributes.delete(name);
      return on;
    },
  };
}

/** The build's stack for a day open 10:00 to 18:00: the day's hours shown, as with no clock. */
function builtStack(day: string) {
  const hours = fakeLine(undefined, undefined, true);
  const windows = [fakeLine(0, 600), fakeLine(600, 1080), fakeLine(1080, 1440)];
  const children = [hours, ...windows];
  const line = {
    dataset: { openDay: day },
    children,
    querySelectorAll: () => windows,
  } as unknown as HTMLElement;
  const shown = () => children.map((child) => child.hasAttribute(shownLineAttribute));
  return { line, shown };
}

// Europe/Stockholm in winter: UTC+1.
const at = (clock: string) => new Date(`2026-11-30T${clock}:00+01:00`);

describe(keepOpenNowLine, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should show the line of the centre’s clock now, and the next one when it changes', () => {
    vi.setSystemTime(at('08:00'));
    const { line, shown } = builtStack('2026-11-30');
    const stop = keepOpenNowLine(line, { timeZone: 'Europe/Stockholm' }, () => {});
    expect(shown()).toEqual([false, true, false, false]);
    vi.advanceTimersByTime(2 * 60 * 60_000);
    expect(shown()).toEqual([false, false, true, false]);
    stop();
  });

  it('should give React back the markup the build wrote when it stops, so the line React draws is the only one shown', () => {
    // React hydrates against the build's markup and changes only what its own renders changed:
    // a line the behaviour showed and React never did would stay shown beside React's.
    vi.setSystemTime(at('08:00'));
    const { line, shown } = builtStack('2026-11-30');
    const stop = keepOpenNowLine(line, { timeZone: 'Europe/Stockholm' }, () => {});
    stop();
    expect(shown()).toEqual([true, false, false, false]);
    vi.advanceTimersByTime(4 * 60 * 60_000);
    expect(shown()).toEqual([true, false, false, false]);
  });

  it('should hand over to the page on a new day at the centre without touching the build’s markup', () => {
    vi.setSystemTime(at('08:00'));
    const { line, shown } = builtStack('2026-11-29');
    const newDay = vi.fn();
    keepOpenNowLine(line, { timeZone: 'Europe/Stockholm' }, newDay);
    expect(newDay).toHaveBeenCalledOnce();
    expect(shown()).toEqual([true, false, false, false]);
  });
});
