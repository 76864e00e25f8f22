import { describe, expect, it } from 'vitest';
import { isSettled, orderProgress } from '../../../src/lib/shop/orderStatus.ts';

describe(orderProgress, () => {
  it.each([
    ['Pending', 'pending'],
    ['Created', 'pending'],
    ['Processing', 'pending'],
    ['Initiated', 'pending'],
    ['Paid', 'paid'],
    ['Completed', 'paid'],
    ['Captured', 'paid'],
    ['Cancelled', 'cancelled'],
    ['Canceled', 'cancelled'],
    ['Aborted', 'cancelled'],
    ['Failed', 'failed'],
    ['Declined', 'failed'],
    ['Rejected', 'failed'],
    ['Error', 'failed'],
  ] as const)('should read %s as %s, whatever its case', (status, progress) => {
    expect(orderProgress(status)).toBe(progress);
    expect(orderProgress(status.toUpperCase())).toBe(progress);
    expect(orderProgress(status.toLowerCase())).toBe(progress);
  });

  it.each(['AwaitingCapture', 'Refunded', 'constructor', '__proto__', 'toString', '', '  ', null, undefined])(
    'should read %j as unknown',
    (status) => {
      expect(orderProgress(status)).toBe('unknown');
    },
  );

  it('should read a value that is not text as unknown', () => {
    expect(orderProgress(42 as unknown as string)).toBe('unknown');
  });
});

describe(isSettled, () => {
  it('should count paid, cancelled and failed as the end, pending and unknown not', () => {
    expect(['paid', 'cancelled', 'failed'].every((p) => isSettled(p as 'paid'))).toBe(true);
    expect(isSettled('pending')).toBe(false);
    expect(isSettled('unknown')).toBe(false);
  });
});
