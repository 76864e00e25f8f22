import { describe, expect, it, vi } from 'vitest';
import { createApiClients } from '../../support/apiClients.ts';
import type { TrackingEvent } from '../../../src/lib/api/types/shop.ts';
import { trackOrderPurchase, type TrackingEventSource } from '../../../src/lib/analytics/purchaseTracking.ts';
import { ApiError } from '../../../src/lib/errors/ApiError.ts';
import { fakeFetch, jsonReply } from '../support/fakeFetch.ts';

const purchase: TrackingEvent = {
  event: 'purchase',
  transactionId: 'GC-1001',
  total: 500,
  currency: 'SEK',
  products: [{ name: 'Gift card 500', sku: 'gc-500', category: 'GiftCard', price: 500, quantity: 1 }],
};

function source(result: () => Promise<TrackingEvent | null>): TrackingEventSource {
  return { trackingEvent: vi.fn(result) };
}

describe('trackOrderPurchase', () => {
  it("should send the order's purchase event with its ecommerce fields", async () => {
    const send = vi.fn(async () => true);
    const logger = { error: vi.fn() };
    const sent = await trackOrderPurchase(
      source(async () => purchase),
      'GC-1001',
      send,
      logger,
    );
    expect(sent).toBe(true);
    expect(send).toHaveBeenCalledWith('purchase', {
      transaction_id: 'GC-1001',
      value: 500,
      currency: 'SEK',
      items: [
        { item_id: 'gc-500', item_name: 'Gift card 500', item_category: 'GiftCard', price: 500, quantity: 1 },
      ],
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('should only log a tracking event that cannot be retrieved: no rejection, nothing sent', async () => {
    const failure = new ApiError('Internal Server Error', 500, '', {}, undefined);
    const send = vi.fn(async () => true);
    const logger = { error: vi.fn() };
    await expect(
      trackOrderPurchase(
        source(() => Promise.reject(failure)),
        'GC-1001',
        send,
        logger,
      ),
    ).resolves.toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledOnce();
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('GC-1001'), failure);
  });

  it('should only log a failure of the real shop clients (gift cards, passes, serial tickets)', async () => {
    const { fetch } = fakeFetch(() => jsonReply({ message: 'boom' }, 503));
    const clients = createApiClients({
      endpoints: { identityApi: 'https://id.test', mainApi: 'https://api.test' },
      fetch,
    });
    for (const client of [clients.giftCards, clients.passes, clients.serialTickets]) {
      const logger = { error: vi.fn() };
      await expect(trackOrderPurchase(client, 'ORDER-7', vi.fn(), logger)).resolves.toBe(false);
      expect(logger.error).toHaveBeenCalledWith(
        expect.stringContaining('ORDER-7'),
        expect.objectContaining({ status: 503 }),
      );
    }
  });

  it('should send nothing for an empty reply', async () => {
    const send = vi.fn(async () => true);
    const logger = { error: vi.fn() };
    await expect(
      trackOrderPurchase(
        source(async () => null),
        'GC-1',
        send,
        logger,
      ),
    ).resolves.toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('should log, not reject, when sending fails', async () => {
    const logger = { error: vi.fn() };
    const send = vi.fn(() => Promise.reject(new Error('crypto unavailable')));
    await expect(
      trackOrderPurchase(
        source(async () => purchase),
        'GC-2',
        send,
        logger,
      ),
    ).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalledOnce();
  });
});
