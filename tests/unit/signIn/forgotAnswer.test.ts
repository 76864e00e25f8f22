import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, TimeoutError } from '../../../src/lib/errors/ApiError.ts';
import { forgotPasswordProblem } from '../../../src/lib/signIn/forgotAnswer.ts';

const now = Date.UTC(2025, 6, 1, 12, 0, 0);
const status = (code: number, headers: Record<string, string> = {}) =>
  new ApiError('x', code, '', headers, undefined);

describe(forgotPasswordProblem, () => {
  it.each([
    ['400 (an address the service refuses)', status(400)],
    ['404 (no such account)', status(404)],
    ['500', status(500)],
    ['401', status(401)],
  ])('should answer %s like success: the neutral "if there is an account"', (_, error) => {
    expect(forgotPasswordProblem(error, now)).toBeUndefined();
  });

  it.each([
    ['no reply', new NetworkError('down'), { kind: 'unavailable' }],
    ['no reply in time', new TimeoutError(15_000, 'x'), { kind: 'timeout' }],
    ['503', status(503), { kind: 'unavailable' }],
    ['429', status(429, { 'retry-after': '30' }), { kind: 'rateLimited', until: now + 30_000 }],
  ])('should tell the parent when no mail can have gone out: %s', (_, error, problem) => {
    expect(forgotPasswordProblem(error, now)).toEqual(problem);
  });
});
