import { describe, expect, it } from 'vitest';
import { uncaughtErrorKind } from '../../../src/lib/shell/uncaughtErrors.ts';

describe(uncaughtErrorKind, () => {
  it('should count anything thrown as a script error', () => {
    expect(
      uncaughtErrorKind({ error: new TypeError('x is undefined'), message: 'TypeError: x is undefined' }),
    ).toBe('scriptError');
    expect(uncaughtErrorKind({ error: 'a thrown text', message: 'Uncaught a thrown text' })).toBe(
      'scriptError',
    );
    expect(uncaughtErrorKind({ error: 0, message: 'Uncaught 0' })).toBe('scriptError');
  });

  it("should count the browser's own reports, with nothing thrown, as no script error", () => {
    // Firefox and Chromium word the loop message differently; neither carries an error object.
    expect(
      uncaughtErrorKind({
        error: null,
        message: 'ResizeObserver loop completed with undelivered notifications.',
      }),
    ).toBe('browserReport');
    expect(uncaughtErrorKind({ error: undefined, message: 'ResizeObserver loop limit exceeded' })).toBe(
      'browserReport',
    );
    expect(uncaughtErrorKind({ error: null, message: 'Script error.' })).toBe('browserReport');
  });
});
