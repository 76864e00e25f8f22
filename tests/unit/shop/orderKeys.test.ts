import { describe, expect, it } from 'vitest';
import { storageKeyOf, storedKeys } from '../../../src/config/storage.ts';
import {
  keptKeyCount,
  orderKeyFor,
  orderKeyPlaced,
  settleOrderKey,
  type Purchase,
} from '../../../src/lib/shop/orderKeys.ts';
import { tabStorage as tab } from '../support/tabStorage.ts';

const pass: Purchase = { mode: 'buy', kind: 'pass', articleId: 'p-1', childId: 'mia' };
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe(orderKeyFor, () => {
  it('should give a random UUID, and the same one again for the same purchase (a reload, a retry)', () => {
    const { storage } = tab();
    const key = orderKeyFor(storage, pass);
    expect(key).toMatch(uuid);
    expect(orderKeyFor(storage, { ...pass })).toBe(key);
  });

  it('should give another purchase its own key: another child, article, kind or mode', () => {
    const { storage } = tab();
    const keys = [
      pass,
      { ...pass, childId: 'paul' },
      { ...pass, articleId: 'p-2' },
      { ...pass, kind: 'serial-ticket' as const, childId: '' },
      { ...pass, mode: 'redeem' as const, childId: '' },
    ].map((purchase) => orderKeyFor(storage, purchase));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('should keep the keys in the tab under its row, for an hour', () => {
    const { backend, storage } = tab();
    const key = orderKeyFor(storage, pass);
    const raw = backend.getItem(storageKeyOf('shopOrderKeys')) ?? '';
    expect(raw).toContain(key);
    expect(storedKeys.shopOrderKeys).toMatchObject({ area: 'tab', maxAgeMs: 3_600_000 });
    // An hour later, a new sitting: a new key.
    const later = tab(() => 1_700_000_000_000 + 3_600_001);
    later.backend.setItem(storageKeyOf('shopOrderKeys'), raw);
    expect(orderKeyFor(later.storage, pass)).not.toBe(key);
  });

  it('should keep the newest ten, and read past anything that is not a key', () => {
    const { backend, storage } = tab();
    const first = orderKeyFor(storage, { ...pass, articleId: 'a-0' });
    for (let index = 1; index <= keptKeyCount; index += 1)
      orderKeyFor(storage, { ...pass, articleId: `a-${index}` });
    expect(orderKeyFor(storage, { ...pass, articleId: 'a-0' }, () => 'new')).toBe('new');
    const envelope = JSON.parse(backend.getItem(storageKeyOf('shopOrderKeys')) ?? '{}') as {
      value: unknown[];
    };
    expect(envelope.value).toHaveLength(keptKeyCount);
    expect(JSON.stringify(envelope.value)).not.toContain(first);
    backend.setItem(
      storageKeyOf('shopOrderKeys'),
      JSON.stringify({
        ...envelope,
        value: [null, { purchase: 1, key: 'x' }, { purchase: 'p', key: 'not a uuid' }],
      }),
    );
    expect(orderKeyFor(storage, pass)).toMatch(uuid);
  });
});

describe(settleOrderKey, () => {
  it('should let the key of a settled order go, and only that one', () => {
    const { storage } = tab();
    const mine = orderKeyFor(storage, pass);
    const other = orderKeyFor(storage, { ...pass, childId: 'paul' });
    orderKeyPlaced(storage, pass, 'PO-2026-100001');
    orderKeyPlaced(storage, { ...pass, childId: 'paul' }, 'PO-2026-100002');
    settleOrderKey(storage, 'PO-2026-100003');
    expect(orderKeyFor(storage, pass)).toBe(mine);
    settleOrderKey(storage, 'PO-2026-100001');
    expect(orderKeyFor(storage, pass)).not.toBe(mine);
    expect(orderKeyFor(storage, { ...pass, childId: 'paul' })).toBe(other);
  });

  it('should keep a key whose order no reply has named yet (the reply was lost)', () => {
    const { storage } = tab();
    const key = orderKeyFor(storage, pass);
    orderKeyPlaced(storage, pass, '../not-a-reference');
    settleOrderKey(storage, '../not-a-reference');
    expect(orderKeyFor(storage, pass)).toBe(key);
  });
});
