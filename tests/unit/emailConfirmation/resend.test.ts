import { apiReply } from '../../support/apiReply.ts';
import { describe, expect, it, vi } from 'vitest';
import { createResend, resendWaitEnd } from '../../../src/stores/emailResend.ts';
import { NetworkError } from '../../../src/lib/errors/ApiError.ts';

const start = Date.UTC(2025, 6, 1, 12, 0, 0);

function setUp() {
  let clock = start;
  const send = vi.fn<(email: string | null) => Promise<void>>(async () => undefined);
  const resend = createResend({ send, now: () => clock });
  return {
    send,
    resend,
    state: () => resend.$state.get(),
    /** Until when the next mail waits (the button counts down to it), or undefined. */
    waitUntil: () => resendWaitEnd(resend.$state.get()),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe(createResend, () => {
  it('should send a new link to the trimmed address and hold the next one for a minute', async () => {
    const { resend, send, state, waitUntil } = setUp();
    await resend.request(' saga@example.com ');
    expect(send).toHaveBeenCalledWith('saga@example.com');
    // The wait is the engine's 429 notice; the status line says the mail went (sentTo).
    expect(state()).toEqual({
      sentTo: { email: 'saga@example.com' },
      busy: null,
      notice: { kind: 'rateLimited', until: start + 60_000 },
      problems: {},
      failedAttempts: 0,
    });
    expect(waitUntil()).toBe(start + 60_000);
  });

  it('should refuse a second link within the minute without a call, and send one after it', async () => {
    const { resend, send, state, advance, waitUntil } = setUp();
    await resend.request(null);
    advance(59_000);
    await resend.request(null);
    expect(send).toHaveBeenCalledTimes(1);
    // "Too soon" (the page's words for the wait), no longer "sent".
    expect(state()).toMatchObject({ sentTo: null, notice: { kind: 'rateLimited' }, failedAttempts: 1 });
    expect(waitUntil()).toBe(start + 60_000);
    advance(1_000);
    await resend.request(null);
    expect(send).toHaveBeenCalledTimes(2);
    expect(state()).toMatchObject({ sentTo: { email: null }, problems: {} });
    expect(waitUntil()).toBe(start + 120_000);
  });

  it("should count down to the service's Retry-After when it refuses", async () => {
    const { resend, send, state, waitUntil } = setUp();
    send.mockRejectedValueOnce(apiReply(429, { code: 'TooManyRequests' }, { 'retry-after': '42' }));
    await resend.request('saga@example.com');
    expect(state()).toMatchObject({ sentTo: null, notice: { kind: 'rateLimited' }, problems: {} });
    expect(waitUntil()).toBe(start + 42_000);
  });

  it('should wait a minute when a refusal does not say how long', async () => {
    const { resend, send, state, waitUntil } = setUp();
    send.mockRejectedValueOnce(apiReply(429));
    await resend.request('saga@example.com');
    expect(state()).toMatchObject({ sentTo: null, notice: { kind: 'rateLimited' }, problems: {} });
    expect(waitUntil()).toBe(start + 60_000);
  });

  it.each([
    ['', 'emailRequired'],
    ['saga@', 'emailInvalid'],
  ])('should check the address %j before asking', async (email, problem) => {
    const { resend, send, state } = setUp();
    await resend.request(email);
    expect(send).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ sentTo: null, problems: { email: { kind: 'client', key: problem } } });
  });

  it.each([
    ['no reply', new NetworkError('down'), { notice: { kind: 'unavailable' }, problems: {} }],
    ['a 500', apiReply(500), { notice: { kind: 'failed', key: 'errors.server' }, problems: {} }],
    [
      'field errors',
      apiReply(400, { errors: { Email: ["'Email' is not a valid email address."] } }),
      {
        notice: null,
        problems: {
          email: {
            kind: 'server',
            notes: [{ kind: 'unknown', details: ["'Email' is not a valid email address."] }],
          },
        },
      },
    ],
  ])(
    'should say what went wrong with %s, and let the parent try again at once',
    async (_, error, expected) => {
      const { resend, send, state, waitUntil } = setUp();
      send.mockRejectedValueOnce(error);
      await resend.request('saga@example.com');
      expect(state()).toMatchObject({ sentTo: null, busy: null, ...expected });
      expect(waitUntil()).toBeUndefined();
      await resend.request('saga@example.com');
      expect(state().sentTo).toEqual({ email: 'saga@example.com' });
    },
  );
});
