import { storageKeyOf } from '../../config/storage.ts';
import { readResetRequest, type ResetRequest } from './handoff.ts';

/*
 * The reset request between this site's tabs. The request (address and return state) is kept
 * in the tab that asked for the mail (`resetRequest`, tab storage: docs/storage.md), but the
 * mail's link usually opens in a new tab, whose storage is empty: the reset page there did not
 * know the address, and after the reset the parent typed it again on the sign-in page. So a
 * reset page that knows no request asks the site's other open tabs for theirs, over a
 * BroadcastChannel (same origin only, in memory: nothing is written anywhere but the asking
 * tab's own storage); the check-your-inbox page and a reset page answer with the one their tab
 * keeps, if any. With no such tab open (closed, or frozen by a phone) nothing answers, and the
 * sign-in page asks for the address as before.
 */

/** The channel's name: the row of the storage-key table whose value travels on it. */
export const resetRequestChannel = storageKeyOf('resetRequest');

/** How long a reset page waits for another tab; an open tab answers within milliseconds. */
export const askTimeoutMs = 1500;

/** What travels on the channel: a question, or a tab's request. */
type ResetRequestMessage = { kind: 'ask' } | { kind: 'request'; request: ResetRequest };

/** What this module needs of a BroadcastChannel (a fake in the tests). */
export interface ChannelPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** A channel by the name, or undefined where the browser has none (the request then stays here). */
export function openChannel(): ChannelPort | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(resetRequestChannel);
}

const isAsk = (data: unknown) => (data as Partial<ResetRequestMessage> | null)?.kind === 'ask';

/**
 * Answers every tab that asks with this tab's request at that moment (`current`): after a
 * successful reset or a sign-out it has none, and says nothing.
 */
export function answerResetRequests(channel: ChannelPort, current: () => ResetRequest | undefined): void {
  channel.addEventListener('message', ({ data }) => {
    if (!isAsk(data)) return;
    const request = current();
    if (request) channel.postMessage({ kind: 'request', request } satisfies ResetRequestMessage);
  });
}

/**
 * Asks the other tabs for a reset request: the first well-formed answer, or undefined when none
 * came within `timeoutMs`. The channel is closed either way.
 */
export function askOtherTabs(
  channel: ChannelPort,
  timeoutMs: number = askTimeoutMs,
  setTimer: (done: () => void, ms: number) => void = (done, ms) => void setTimeout(done, ms),
): Promise<ResetRequest | undefined> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (request: ResetRequest | undefined) => {
      if (settled) return;
      settled = true;
      channel.close();
      resolve(request);
    };
    channel.addEventListener('message', ({ data }) => {
      const message = data as Partial<{ kind: string; request: unknown }> | null;
      if (message?.kind !== 'request') return;
      const request = readResetRequest(message.request);
      if (request) settle(request);
    });
    channel.postMessage({ kind: 'ask' } satisfies ResetRequestMessage);
    setTimer(() => settle(undefined), timeoutMs);
  });
}
