import { describe, expect, it } from 'vitest';
import { storageKeyOf, storageKeyPrefix, storageVersion, storedKeys } from '../../../src/config/storage.ts';
import type { OrderSummary } from '../../../src/lib/api/types/shop.ts';
import {
  keepOrder,
  keptOrderCount,
  markTracked,
  orderIn,
  firstTimeKept,
} from '../../../src/lib/shop/orderTab.ts';
import { tabStorage as tab } from '../support/tabStorage.ts';

const summary: OrderSummary = {
  articleId: 'a1',
  articleName: 'Årskort lek',
  companyName: 'Lekland AB',
  childId: 'c1',
  childName: 'Vera Berg',
  playgroundId: null,
  playgroundName: null,
  price: 1995,
  totalAmount: 1995,
  currency: 'SEK',
  rules: 'Gäller i 12 månader.',
  numberOfEntrances: null,
  period: { start: '2026-06-01T00:00:00.000Z', end: '2027-06-01T00:00:00.000Z' },
  lines: null,
};

describe('the shop orders row', () => {
  it('should be personal and kept in this tab only, for a day', () => {
    expect(storedKeys.shopOrders).toEqual({
      key: 'shop.orders',
      area: 'tab',
      maxAgeMs: 86_400_000,
      personal: true,
    });
  });
});

describe(keepOrder, () => {
  it('should keep what was bought for the order page, under its reference', () => {
    const { storage } = tab();
    keepOrder(
      storage,
      'PO-2026-1',
      {
        kind: 'pass',
        summary,
        playground: { name: 'Barkarby', slug: 'barkarby' },
        validity: { type: 'months', count: 12 },
      },
      1_764_340_000_000,
    );
    expect(orderIn(storage, 'PO-2026-1')).toEqual({
      kind: 'pass',
      summary,
      playground: { name: 'Barkarby', slug: 'barkarby' },
      validity: { type: 'months', count: 12 },
      placedAt: 1_764_340_000_000,
    });
    expect(orderIn(storage, 'PO-2026-2')).toBeUndefined();
  });

  it('should keep a polling start and a tracking mark when the order is kept again', () => {
    const { storage } = tab();
    firstTimeKept(storage, 'GC-1', 'pollingSince', 5);
    markTracked(storage, 'GC-1');
    keepOrder(storage, 'GC-1', { kind: 'gift-card', summary: null }, 7);
    expect(orderIn(storage, 'GC-1')).toEqual({
      kind: 'gift-card',
      summary: null,
      playground: null,
      placedAt: 7,
      pollingSince: 5,
      tracked: true,
    });
  });

  it(`should keep the last ${keptOrderCount} orders only`, () => {
    const { storage } = tab();
    for (let index = 1; index <= keptOrderCount + 2; index += 1)
      keepOrder(storage, `GC-${index}`, { kind: 'gift-card', summary: null });
    expect(orderIn(storage, 'GC-1')).toBeUndefined();
    expect(orderIn(storage, 'GC-2')).toBeUndefined();
    expect(orderIn(storage, 'GC-3')).toBeDefined();
    expect(orderIn(storage, `GC-${keptOrderCount + 2}`)).toBeDefined();
  });

  it('should keep nothing under a value that is no order reference', () => {
    const { backend, storage } = tab();
    keepOrder(storage, '../x', { kind: 'gift-card', summary: null });
    markTracked(storage, '');
    expect(backend.items.size).toBe(0);
    expect(orderIn(storage, '../x')).toBeUndefined();
  });

  it('should write to the row’s key, expiring after a day', () => {
    const now = 1_700_000_000_000;
    const { backend, storage } = tab(() => now);
    keepOrder(storage, 'GC-1', { kind: 'gift-card', summary: null });
    const stored = JSON.parse(backend.getItem(storageKeyOf('shopOrders')) ?? 'null');
    expect(stored.exp).toBe(now + 86_400_000);
  });
});

describe(firstTimeKept, () => {
  describe('pollingSince', () => {
    it('should keep the first start and hand it back after a reload', () => {
      const { storage, reload } = tab();
      expect(firstTimeKept(storage, 'ST-1', 'pollingSince', 1000)).toBe(1000);
      expect(firstTimeKept(storage, 'ST-1', 'pollingSince', 9000)).toBe(1000);
      const reloaded = reload();
      expect(firstTimeKept(reloaded, 'ST-1', 'pollingSince', 50_000)).toBe(1000);
      expect(firstTimeKept(reloaded, 'ST-2', 'pollingSince', 50_000)).toBe(50_000);
    });

    it('should hand `now` back without keeping it when it is no time', () => {
      const { storage } = tab();
      expect(firstTimeKept(storage, 'ST-1', 'pollingSince', Number.NaN)).toBeNaN();
      expect(orderIn(storage, 'ST-1')).toBeUndefined();
    });
  });

  describe('paidSeenAt', () => {
    it('should keep when the order was first seen paid, so a reload’s receipt says the same time', () => {
      const { storage, reload } = tab();
      expect(firstTimeKept(storage, 'GC-1', 'paidSeenAt', 1000)).toBe(1000);
      expect(firstTimeKept(storage, 'GC-1', 'paidSeenAt', 9000)).toBe(1000);
      const reloaded = reload();
      expect(firstTimeKept(reloaded, 'GC-1', 'paidSeenAt', 50_000)).toBe(1000);
      expect(orderIn(reloaded, 'GC-1')).toEqual({ paidSeenAt: 1000 });
    });

    it('should keep the time the order was placed beside it', () => {
      const { storage } = tab();
      keepOrder(storage, 'GC-1', { kind: 'gift-card', summary: null }, 500);
      firstTimeKept(storage, 'GC-1', 'paidSeenAt', 9000);
      expect(orderIn(storage, 'GC-1')).toMatchObject({ placedAt: 500, paidSeenAt: 9000 });
    });
  });
});

describe(markTracked, () => {
  it('should mark the order’s purchase as pushed, also for an order this tab did not place', () => {
    const { storage } = tab();
    expect(orderIn(storage, 'GC-1')?.tracked).toBeUndefined();
    markTracked(storage, 'GC-1');
    expect(orderIn(storage, 'GC-1')).toEqual({ tracked: true });
  });
});

describe(orderIn, () => {
  it('should leave out what is not a kept order', () => {
    const { backend, storage } = tab();
    const envelope = (value: unknown) =>
      JSON.stringify({ v: storageVersion, exp: Number.MAX_SAFE_INTEGER, value });
    backend.setItem(
      `${storageKeyPrefix}${storedKeys.shopOrders.key}`,
      envelope([
        ['GC-1', { kind: 'gift-card', tracked: true }],
        ['GC-2', { kind: 'voucher' }],
        ['GC-3', { pollingSince: 'soon' }],
        ['../x', {}],
        'GC-4',
        ['GC-5', null],
        ['GC-6', { placedAt: 'yesterday' }],
        ['GC-7', { paidSeenAt: null }],
        ['GC-8', { validity: { type: 'months', count: -1 } }],
        ['GC-9', { validity: { type: 'period', start: 'summer' } }],
        ['GC-10', { validity: 'forever' }],
        ['GC-11', { placedAt: 5, validity: { type: 'period', start: '2026-06-01T00:00:00Z' } }],
        ['GC-12', { picture: { guid: 'm1', version: 1, width: 'wide', height: 300 } }],
        ['GC-13', { picture: { guid: 'm1', version: 1, width: 400, height: null } }],
      ]),
    );
    expect(orderIn(storage, 'GC-12')).toBeUndefined();
    expect(orderIn(storage, 'GC-13')).toEqual({
      picture: { guid: 'm1', version: 1, width: 400, height: null },
    });
    expect(orderIn(storage, 'GC-1')).toEqual({ kind: 'gift-card', tracked: true });
    expect(orderIn(storage, 'GC-11')).toEqual({
      placedAt: 5,
      validity: { type: 'period', start: '2026-06-01T00:00:00Z' },
    });
    for (const reference of ['GC-2', 'GC-3', 'GC-4', 'GC-5', 'GC-6', 'GC-7', 'GC-8', 'GC-9', 'GC-10'])
      expect(orderIn(storage, reference)).toBeUndefined();
    backend.setItem(`${storageKeyPrefix}${storedKeys.shopOrders.key}`, envelope({ 'GC-1': {} }));
    expect(orderIn(storage, 'GC-1')).toBeUndefined();
  });
});
