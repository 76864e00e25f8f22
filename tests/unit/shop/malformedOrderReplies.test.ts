import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplyShapeError } from '../../../src/lib/errors/ApiError.ts';
import { createVersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';
import { createShopOrder, type ShopOrderOptions } from '../../../src/stores/shopOrder.ts';
import { clientsWith, jsonReply } from '../support/fakeFetch.ts';
import { FakeStorage } from '../support/fakeStorage.ts';

const reference = 'GC-2026-100001';
const paidEvent = { event: 'purchase', transactionId: reference, total: 300, currency: 'SEK' };

/**
 * The order page's store over the real client: a reply that does not fit stops at the client,
 * and is logged once, instead of reaching the receipt (a tracking event with `products: [null]`
 * blanked a paid order's page with `TypeError … 'sku'`).
 */
function orderWith(replies: { status: unknown; tracking: unknown }) {
  const { clients } = clientsWith((request) =>
    jsonReply(request.url.endsWith('/status') ? replies.status : replies.tracking),
  );
  const storage = createVersionedStorage({ backend: new FakeStorage() });
  const log = { error: vi.fn(), warn: vi.fn() };
  const send = vi.fn<ShopOrderOptions['send']>(async () => true);
  const order = createShopOrder({
    reference,
    api: {
      status: async () => (await clients.giftCards.orderStatus(reference))?.status ?? null,
      trackingEvent: () => clients.giftCards.trackingEvent(reference),
    },
    storage,
    send,
    log,
  });
  return { order, log, send, state: () => order.$state.get(), dispose: storage.dispose };
}

describe('the order page with replies that do not fit', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['products of [null]', { ...paidEvent, products: [null] }],
    ['products that are not a list', { ...paidEvent, products: { sku: 'gc-1' } }],
    ['a total that is text', { ...paidEvent, total: '300', products: [] }],
  ])(
    'should keep a paid order without lines, logged once, for a tracking event with %s',
    async (_what, tracking) => {
      const { order, log, send, state, dispose } = orderWith({
        status: { orderReference: reference, status: 'Paid' },
        tracking,
      });
      order.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(state().progress).toBe('paid');
      // Nothing of the broken event reaches the receipt or analytics.
      expect(state().tracking).toBeNull();
      expect(send).not.toHaveBeenCalled();
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error.mock.calls[0]?.[1]).toBeInstanceOf(ReplyShapeError);
      order.stop();
      dispose();
    },
  );

  it('should say the call failed and go on polling for a status that is not text', async () => {
    const { order, log, state, dispose } = orderWith({
      status: { orderReference: reference, status: { value: 'Paid' } },
      tracking: null,
    });
    order.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ progress: 'loading', callFailed: true });
    // Polled again and again: the same fault is logged once.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toBeInstanceOf(ReplyShapeError);
    order.stop();
    dispose();
  });
});
