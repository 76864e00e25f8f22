import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, TimeoutError } from '../../../src/lib/errors/ApiError.ts';
import { forgotPasswordProblem, requestResetLink } from '../../../src/lib/signIn/forgotAnswer.ts';

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

describe(requestResetLink, () => {
  const flow = {
    returnState: { intent: 'Booking', origin: 'None', continuePath: '/x' },
    returnUrl: null,
  } as const;
  const ask = { email: 'astrid@example.com', flow, locale: 'sv-SE' };

  it('should send the address, the return state and the culture, and answer sent', async () => {
    const send = vi.fn(async () => undefined);
    expect(await requestResetLink(send, ask, () => now)).toBeUndefined();
    expect(send).toHaveBeenCalledWith({
      email: 'astrid@example.com',
      onboardingState: { intent: 'Booking', origin: 'None', continuePath: '/x' },
      culture: 'sv-SE',
    });
  });

  it('should answer a refusal like sent, reporting it, and say when no mail can have gone', async () => {
    const report = vi.fn();
    const refused = status(404);
    expect(
      await requestResetLink(
        () => Promise.reject(refused),
        ask,
        () => now,
        report,
      ),
    ).toBeUndefined();
    expect(report).toHaveBeenCalledWith(refused);
    const limited = status(429, { 'retry-after': '30' });
    expect(
      await requestResetLink(
        () => Promise.reject(limited),
        ask,
        () => now,
        report,
      ),
    ).toEqual({
      kind: 'rateLimited',
      until: now + 30_000,
    });
    expect(report).toHaveBeenCalledTimes(1);
  });
});
