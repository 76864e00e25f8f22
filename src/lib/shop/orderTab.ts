import { storedKeys } from '../../config/storage.ts';
import { shopKinds, type ShopKind } from '../../config/shopKinds.ts';
import type { OrderSummary } from '../api/types/shop.ts';
import type { VersionedStorage } from '../storage/versionedStorage.ts';
import type { ArticlePicture, Validity } from './articleFacts.ts';
import { isValidity } from './keptValidity.ts';
import { isArticleId } from './shopAddress.ts';
import { isOrderReference } from './orderReference.ts';

/** The play centre an order was placed at, named in the buying page's language. */
export interface OrderPlayground {
  name: string;
  slug: string | null;
}

/**
 * What this tab keeps about one order, for its order page: the service's status answer names
 * nothing of what was bought, and a receipt that does not say what was paid for receipts
 * nothing. The summary may name the child (personal, so kept in the tab only); nothing here is
 * health data. Every field is missing when the order page was opened in a tab that did not
 * place the order; it then keeps only its own polling start and tracking mark.
 */
export interface KeptOrder {
  kind?: ShopKind;
  /** The summary the parent agreed to, for the receipt. */
  summary?: OrderSummary | null;
  playground?: OrderPlayground | null;
  /** The article bought, so "try again" leads back to it. */
  articleId?: string;
  /** How long the article bought is valid, as its page said (the receipt's months or visits). */
  validity?: Validity | null;
  /** The article's picture, as its page showed it: the receipt shows it too. */
  picture?: ArticlePicture | null;
  /** When this tab placed the order (epoch ms): the receipt's purchase time. */
  placedAt?: number;
  /** When this tab first saw the order paid (epoch ms): the purchase time when it placed none. */
  paidSeenAt?: number;
  /** When the order page first polled this order (epoch ms): a reload goes on from there. */
  pollingSince?: number;
  /** Whether its purchase was pushed to analytics: once per order, not once per page load. */
  tracked?: boolean;
}

/** What the buying page hands to the order page before it leaves for the payment pages. */
export interface PlacedOrder {
  kind: ShopKind;
  summary: OrderSummary | null;
  playground?: OrderPlayground | null;
  articleId?: string;
  validity?: Validity | null;
  picture?: ArticlePicture | null;
}

/** A tab follows few orders; older ones give way, so the kept value stays small. */
export const keptOrderCount = 10;

const { key, maxAgeMs } = storedKeys.shopOrders;

/** One kept order: its reference and what is kept of it. */
type Kept = [reference: string, order: KeptOrder];

function isKeptOrder(value: unknown): value is KeptOrder {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, pollingSince, tracked, articleId, validity, picture, placedAt, paidSeenAt } = value as Record<
    string,
    unknown
  >;
  return (
    (picture === undefined || picture === null || isPicture(picture)) &&
    (articleId === undefined || isArticleId(articleId)) &&
    (validity === undefined || validity === null || isValidity(validity)) &&
    isInstant(placedAt) &&
    isInstant(paidSeenAt) &&
    (kind === undefined || (shopKinds as readonly unknown[]).includes(kind)) &&
    (pollingSince === undefined || (typeof pollingSince === 'number' && Number.isFinite(pollingSince))) &&
    (tracked === undefined || typeof tracked === 'boolean')
  );
}

/** A kept picture: a media guid, and numbers (or null) for its version and size. */
function isPicture(value: unknown): value is ArticlePicture {
  if (typeof value !== 'object' || value === null) return false;
  const { guid, version, width, height } = value as Record<string, unknown>;
  const count = (field: unknown) => field === null || (typeof field === 'number' && Number.isFinite(field));
  return typeof guid === 'string' && guid !== '' && count(version) && count(width) && count(height);
}

/** A kept time: missing, or a finite epoch ms. */
function isInstant(value: unknown): boolean {
  return value === undefined || (typeof value === 'number' && Number.isFinite(value));
}

function isKept(value: unknown): value is Kept {
  return Array.isArray(value) && value.length === 2 && isOrderReference(value[0]) && isKeptOrder(value[1]);
}

/** The kept orders, oldest first; anything that is not one is left out. */
function keptOrders(storage: Pick<VersionedStorage, 'get'>): Kept[] {
  const value = storage.get<unknown>(key);
  return Array.isArray(value) ? value.filter(isKept) : [];
}

/** Merges `change` into the order's entry, makes it the newest and drops the oldest beyond the bound. */
function update(storage: Pick<VersionedStorage, 'get' | 'set'>, reference: string, change: KeptOrder): void {
  if (!isOrderReference(reference)) return;
  const orders = keptOrders(storage);
  const before = orders.find(([kept]) => kept === reference)?.[1];
  const others = orders.filter(([kept]) => kept !== reference);
  const after: Kept = [reference, { ...before, ...change }];
  storage.set(key, [...others, after].slice(-keptOrderCount), { maxAgeMs });
}

/**
 * Keeps what the buying page knows of an order it placed, and when (`now`, epoch ms: the
 * receipt's purchase time); a polling start or tracking mark stays.
 */
export function keepOrder(
  storage: Pick<VersionedStorage, 'get' | 'set'>,
  reference: string,
  order: PlacedOrder,
  now = Date.now(),
): void {
  update(storage, reference, {
    kind: order.kind,
    summary: order.summary,
    playground: order.playground ?? null,
    ...(order.articleId === undefined ? {} : { articleId: order.articleId }),
    ...(order.validity === undefined ? {} : { validity: order.validity }),
    ...(order.picture === undefined ? {} : { picture: order.picture }),
    ...(Number.isFinite(now) ? { placedAt: now } : {}),
  });
}

/** What this tab keeps of the order, or undefined when it keeps nothing (another tab or device placed it). */
export function orderIn(storage: Pick<VersionedStorage, 'get'>, reference: string): KeptOrder | undefined {
  if (!isOrderReference(reference)) return undefined;
  return keptOrders(storage).find(([kept]) => kept === reference)?.[1];
}

/**
 * Whether this tab placed the order (the buying page kept it before leaving for the payment
 * page), not only opened its page: an order page opened elsewhere keeps its polling start only.
 */
export function placedHere(kept: KeptOrder | undefined): boolean {
  return kept?.kind !== undefined;
}

/** Marks the order's purchase as pushed to analytics, so no reload or Back pushes it again. */
export function markTracked(storage: Pick<VersionedStorage, 'get' | 'set'>, reference: string): void {
  update(storage, reference, { tracked: true });
}

/**
 * The time kept in the order's `field`, or `now`, which is then kept: the first one stays. So a
 * reload's receipt says when this tab first saw the order paid (`paidSeenAt`), and a reload's
 * polling goes on towards the same limit (`pollingSince`); a new tab, with none kept, starts its
 * own.
 */
export function firstTimeKept(
  storage: Pick<VersionedStorage, 'get' | 'set'>,
  reference: string,
  field: 'paidSeenAt' | 'pollingSince',
  now: number,
): number {
  const kept = orderIn(storage, reference)?.[field];
  if (kept !== undefined || !Number.isFinite(now)) return kept ?? now;
  update(storage, reference, { [field]: now });
  return now;
}
