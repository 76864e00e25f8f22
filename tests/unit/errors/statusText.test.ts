import { describe, expect, it } from 'vitest';
import { statusText } from '../../../src/lib/errors/statusText.ts';

describe(statusText, () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
  ])('should call status %i "%s"', (status, text) => {
    expect(statusText(status)).toBe(text);
  });

  it.each([0, 403, 409, 502, 503])('should call status %i an unexpected server error', (status) => {
    expect(statusText(status)).toBe('An unexpected server error occurred.');
  });
});
