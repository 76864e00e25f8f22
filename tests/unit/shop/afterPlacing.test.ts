import { describe, expect, it } from 'vitest';
import { endpointsFor } from '../../../src/config/environments.ts';
import { shopOrderPath } from '../../../src/config/shopRoutes.ts';
import { afterPlacing, type Placing } from '../../../src/lib/shop/afterPlacing.ts';
import { orderIn } from '../../../src/lib/shop/orderTab.ts';
import { createVersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';
import { FakeStorage } from '../support/fakeStorage.ts';

const endpoints = endpointsFor('production', 'se');
const orderPage = `${endpoints.host}${shopOrderPath('sv', 'gift-card', 'GC-2026-100001')}`;

const bought: Placing = {
  mode: 'buy',
  kind: 'gift-card',
  language: 'sv',
  articleId: 'a1',
  article: null,
  playground: { name: 'Barkarby', slug: 'barkarby' },
  placed: { orderReference: 'GC-2026-100001', paymentToken: 'pay-token-1' },
  summary: null,
  origin: endpoints.host,
  paymentBase: endpoints.paymentBase,
};

/** The step run against a tab of its own, with what it logged, said and where it went. */
function run(placing: Placing) {
  const orders = createVersionedStorage({ backend: new FakeStorage() });
  const logged: string[] = [];
  const left: string[] = [];
  let failed = 0;
  afterPlacing(placing, {
    orders,
    log: { error: (message: string) => logged.push(message) },
    failed: () => (failed += 1),
    leave: (to) => left.push(to),
  });
  return { kept: orderIn(orders, 'GC-2026-100001'), logged, left, failed };
}

describe('where the buying page goes once the order is placed', () => {
  it('should send a bought order to the payment page, with the order page to come back to', () => {
    const { left } = run(bought);
    const to = new URL(left[0] ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`${endpoints.paymentBase.replace(/\/$/, '')}/checkout`);
    expect(to.searchParams.get('token')).toBe('pay-token-1');
    expect(to.searchParams.get('returnUrl')).toBe(orderPage);
  });

  it('should send a redeemed order straight to its order page', () => {
    expect(run({ ...bought, mode: 'redeem', placed: { ...bought.placed, paymentToken: null } }).left).toEqual(
      [orderPage],
    );
  });

  it('should go nowhere and keep nothing without an article', () => {
    const { kept, left, failed } = run({ ...bought, articleId: null });
    expect(kept).toBeUndefined();
    expect(left).toEqual([]);
    expect(failed).toBe(1);
  });
});

describe(afterPlacing, () => {
  it('should keep the order for its order page in this tab, then leave for the payment page', () => {
    const { kept, left, logged, failed } = run(bought);
    expect(kept).toEqual(
      expect.objectContaining({
        kind: 'gift-card',
        articleId: 'a1',
        playground: { name: 'Barkarby', slug: 'barkarby' },
        validity: null,
      }),
    );
    expect(left).toHaveLength(1);
    expect(logged).toEqual([]);
    expect(failed).toBe(0);
  });

  it('should keep the order but stay, saying so, when the reply names no payment it may send the parent to', () => {
    const { kept, left, logged, failed } = run({
      ...bought,
      placed: { ...bought.placed, paymentToken: 'a token' },
    });
    expect(kept?.kind).toBe('gift-card');
    expect(left).toEqual([]);
    expect(logged).toEqual(['shop: the order reply named no usable payment']);
    expect(failed).toBe(1);
  });

  it('should keep nothing and stay, saying so, when the reply names no usable order reference', () => {
    const { kept, left, logged, failed } = run({
      ...bought,
      placed: { orderReference: '', paymentToken: 'x' },
    });
    expect(kept).toBeUndefined();
    expect(left).toEqual([]);
    expect(logged).toEqual(['shop: the order reply named no usable order reference']);
    expect(failed).toBe(1);
  });
});
