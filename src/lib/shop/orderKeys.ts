import { storedKeys } from '../../config/storage.ts';
import type { ShopKind } from '../../config/shopKinds.ts';
import type { VersionedStorage } from '../storage/versionedStorage.ts';
import { isOrderReference } from './orderReference.ts';

/**
 * One intention to buy: the article, the child a pass is for, and whether it is bought or
 * redeemed. A reload, a retry after a lost reply or a second tap is the same intention; another
 * child is another.
 */
export interface Purchase {
  mode: 'buy' | 'redeem';
  kind: ShopKind;
  articleId: string;
  /** Empty when the article is not for one child. */
  childId: string;
}

/**
 * The idempotency key of one purchase (`purchase`: its article, child and mode, as one string),
 * and the order it gave once a reply named one. The key itself is random: the header tells the
 * service, and any log on the way, nothing about the article, the child or the account.
 */
interface KeptKey {
  purchase: string;
  key: string;
  reference?: string;
}

/** A tab has few purchases under way; older ones give way, so the kept value stays small. */
export const keptKeyCount = 10;

const { key: storageKey, maxAgeMs } = storedKeys.shopOrderKeys;

const purchaseId = ({ mode, kind, articleId, childId }: Purchase) =>
  JSON.stringify([mode, kind, articleId, childId]);

/** What `crypto.randomUUID` gives, and nothing else: the header carries only this. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function isKeptKey(value: unknown): value is KeptKey {
  if (typeof value !== 'object' || value === null) return false;
  const { purchase, key, reference } = value as Record<string, unknown>;
  return (
    typeof purchase === 'string' &&
    typeof key === 'string' &&
    uuid.test(key) &&
    (reference === undefined || isOrderReference(reference))
  );
}

function keptKeys(storage: Pick<VersionedStorage, 'get'>): KeptKey[] {
  const value = storage.get<unknown>(storageKey);
  return Array.isArray(value) ? value.filter(isKeptKey) : [];
}

function keep(storage: Pick<VersionedStorage, 'set'>, keys: KeptKey[]): void {
  storage.set(storageKey, keys.slice(-keptKeyCount), { maxAgeMs });
}

/**
 * The purchase's idempotency key: the one this tab keeps for it, or a new one, kept from now
 * on. Every create-order request of the purchase sends it, so the service gives back the order
 * it already made instead of placing a second.
 */
export function orderKeyFor(
  storage: Pick<VersionedStorage, 'get' | 'set'>,
  purchase: Purchase,
  newKey: () => string = () => crypto.randomUUID(),
): string {
  const id = purchaseId(purchase);
  const keys = keptKeys(storage);
  const kept = keys.find((each) => each.purchase === id);
  if (kept) return kept.key;
  const key = newKey();
  keep(storage, [...keys, { purchase: id, key }]);
  return key;
}

/** Notes the order the purchase's key gave, so the order's end can let the key go. */
export function orderKeyPlaced(
  storage: Pick<VersionedStorage, 'get' | 'set'>,
  purchase: Purchase,
  reference: string,
): void {
  if (!isOrderReference(reference)) return;
  const id = purchaseId(purchase);
  const keys = keptKeys(storage);
  if (!keys.some((each) => each.purchase === id)) return;
  keep(
    storage,
    keys.map((each) => (each.purchase === id ? { ...each, reference } : each)),
  );
}

/**
 * The order is settled (paid, cancelled, failed): its purchase is over, so buying the article
 * again is a new intention with a new key ("try again" after a cancelled payment places a new
 * order, not the cancelled one again).
 */
export function settleOrderKey(storage: Pick<VersionedStorage, 'get' | 'set'>, reference: string): void {
  const keys = keptKeys(storage);
  if (!keys.some((each) => each.reference === reference)) return;
  keep(
    storage,
    keys.filter((each) => each.reference !== reference),
  );
}
