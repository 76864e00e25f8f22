import { describe, expect, it } from 'vitest';
import { storageKeyPrefix } from '../../../src/config/storage.ts';
import { flowWithRequest, type ResetRequest } from '../../../src/lib/signIn/handoff.ts';
import {
  answerResetRequests,
  askOtherTabs,
  resetRequestChannel,
  type ChannelPort,
} from '../../../src/lib/signIn/resetRequestChannel.ts';

/** BroadcastChannel's way in memory: a message reaches every other end, never the sender. */
function bus() {
  const ends: { listeners: ((event: { data: unknown }) => void)[]; closed: boolean }[] = [];
  const open = (): ChannelPort & { closed: () => boolean } => {
    const end = { listeners: [] as ((event: { data: unknown }) => void)[], closed: false };
    ends.push(end);
    return {
      postMessage: (data) => {
        for (const other of ends)
          if (other !== end && !other.closed) for (const listener of other.listeners) listener({ data });
      },
      addEventListener: (_type, listener) => end.listeners.push(listener),
      close: () => {
        end.closed = true;
      },
      closed: () => end.closed,
    };
  };
  return { open };
}

const request: ResetRequest = {
  email: 'per@example.com',
  returnState: { intent: 'Booking', origin: 'EntranceBooking', continuePath: '/profile/sv/fel' },
};

/** A timer the test fires itself. */
function manualTimer() {
  let fire: () => void = () => undefined;
  return { setTimer: (done: () => void) => void (fire = done), fire: () => fire() };
}

describe(askOtherTabs, () => {
  it('should get the address from the tab that asked for the mail', async () => {
    const { open } = bus();
    answerResetRequests(open(), () => request);
    const asking = open();
    await expect(askOtherTabs(asking, 1500, manualTimer().setTimer)).resolves.toEqual(request);
    expect(asking.closed()).toBe(true);
  });

  it('should get nothing when no tab keeps a request (signed out, or reset already)', async () => {
    const { open } = bus();
    answerResetRequests(open(), () => undefined);
    const timer = manualTimer();
    const answer = askOtherTabs(open(), 1500, timer.setTimer);
    timer.fire();
    await expect(answer).resolves.toBeUndefined();
  });

  it('should take no malformed answer, and stop waiting in time', async () => {
    const { open } = bus();
    const other = open();
    other.addEventListener('message', () =>
      other.postMessage({ kind: 'request', request: { email: '', returnState: null } }),
    );
    const timer = manualTimer();
    const answer = askOtherTabs(open(), 1500, timer.setTimer);
    timer.fire();
    await expect(answer).resolves.toBeUndefined();
  });

  it('should be named by the row of the storage-key table whose value it carries', () => {
    expect(resetRequestChannel).toBe(`${storageKeyPrefix}signIn.resetRequest`);
  });
});

describe(flowWithRequest, () => {
  const flow = {
    returnState: { intent: 'Default' as const, origin: 'None' as const, continuePath: null },
    returnUrl: null,
  };

  it("should take the request's return state for a link that carries none", () => {
    expect(flowWithRequest(flow, '?userId=u&code=c', request).returnState).toEqual(request.returnState);
  });

  it("should keep the link's own return state, and the page's without a request", () => {
    expect(flowWithRequest(flow, '?intent=Default', request)).toBe(flow);
    expect(flowWithRequest(flow, '', undefined)).toBe(flow);
  });
});
