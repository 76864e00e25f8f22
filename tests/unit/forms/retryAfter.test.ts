import { describe, expect, it } from 'vitest';
import { longestCountedWaitMs, retryAfterEnd } from '../../../src/lib/forms/retryAfter.ts';

const now = Date.UTC(2025, 6, 1, 12, 0, 0);

describe(retryAfterEnd, () => {
  it.each([
    ['0', now],
    ['1', now + 1_000],
    ['120', now + 120_000],
    [' 30 ', now + 30_000],
    ['86400', now + 86_400_000],
  ])('should read the delay %j as seconds from now', (header, end) => {
    expect(retryAfterEnd(header, now)).toBe(end);
  });

  it.each([
    ['Tue, 01 Jul 2025 12:05:00 GMT', now + 300_000],
    ['Tuesday, 01-Jul-25 12:00:30 GMT', now + 30_000],
    ['Tue Jul  1 12:01:00 2025', Date.parse('Tue Jul  1 12:01:00 2025')],
  ])('should read the HTTP date %j (any of its three formats)', (header, end) => {
    expect(retryAfterEnd(header, now)).toBe(end);
  });

  it('should treat a date in the past as "now"', () => {
    expect(retryAfterEnd('Tue, 01 Jul 2025 11:00:00 GMT', now)).toBe(now);
  });

  it.each([null, undefined, '', '   ', '-5', '1.5', 'soon', 'Tue, 99 Foo 2025', '10 minutes', '0x10'])(
    'should give no time for the garbage value %j',
    (header) => {
      expect(retryAfterEnd(header, now)).toBeUndefined();
    },
  );

  it('should not count down a wait longer than a day', () => {
    expect(longestCountedWaitMs).toBe(86_400_000);
    expect(retryAfterEnd('86401', now)).toBeUndefined();
    expect(retryAfterEnd('Thu, 03 Jul 2025 12:00:00 GMT', now)).toBeUndefined();
  });
});
