import { describe, expect, it } from 'vitest';
import { endpointsFor } from '../../../src/config/environments.ts';
import { shopOrderPath } from '../../../src/config/shopRoutes.ts';
import { afterPlacing, nextAfterPlacing, type Placing } from '../../../src/lib/shop/afterPlacing.ts';
import { orderIn } from '../../../src/lib/shop/orderTab.ts';
import { createVersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';
import { FakeStorage } from '../storage/fakeStorage.ts';

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
    logError: (message) => logged.push(message),
    failed: () => (failed += 1),
    leave: (to) => left.push(to),
  });
  return { kept: orderIn(orders, 'GC-2026-100001'), logged, left, failed };
}

describe(nextAfterPlacing, () => {
  it('should send a bought order to the payment page, with the order page to come back to', () => {
    const next = nextAfterPlacing(bought);
    expect(next.step).toBe('leave');
    const to = new URL(next.step === 'leave' ? next.to : '');
    expect(`${to.origin}${to.pathname}`).toBe(`${endpoints.paymentBase.replace(/\/$/, '')}/checkout`);
    expect(to.searchParams.get('token')).toBe('pay-token-1');
    expect(to.searchParams.get('returnUrl')).toBe(orderPage);
  });

  it('should send a redeemed order straight to its order page', () => {
    expect(
      nextAfterPlacing({ ...bought, mode: 'redeem', placed: { ...bought.placed, paymentToken: null } }),
    ).toEqual(expect.objectContaining({ step: 'leave', to: orderPage }));
  });

  it('should go nowhere without an order reference to follow, or without an article', () => {
    expect(nextAfterPlacing({ ...bought, placed: { ...bought.placed, orderReference: '../x' } })).toEqual({
      step: 'noReference',
    });
    expect(nextAfterPlacing({ ...bought, articleId: null })).toEqual({ step: 'noReference' });
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
