import type { StandInState } from '../seed/state.ts';
import { errorBody } from '../shared/errorBody.ts';
import type { MainApiContext } from './app.ts';

/**
 * Idempotency keys of create-order requests (the `Idempotency-Key` header the product sends,
 * src/lib/api/shopClient.ts): the same key from the same account with the same request gives
 * back the order it made instead of placing a second; the same key with another request is
 * refused. As the real service must (README, "What the real main API must do the same way").
 */

/** The request header; header names are read without case. */
const header = 'Idempotency-Key';

/** How long a key is remembered: a day, longer than the product keeps one in a tab (an hour). */
const orderKeyLifetimeMs = 24 * 60 * 60 * 1000;

/** At most this long, and printable ASCII, as common practice for the header allows. */
const wellFormed = /^[\x21-\x7e]{1,255}$/;

/** One request's key: whose (the account, or a guest) and what was asked (route and body). */
export interface OrderKey {
  scope: string;
  request: string;
}

interface Remembered {
  request: string;
  reference: string;
  at: number;
}

/** The keys of each stand-in's state, kept beside it rather than in the seed's shape. */
const rememberedOf = new WeakMap<StandInState, Map<string, Remembered>>();

function remembered(state: StandInState): Map<string, Remembered> {
  let keys = rememberedOf.get(state);
  if (!keys) {
    keys = new Map();
    rememberedOf.set(state, keys);
  }
  return keys;
}

/** JSON with every object's members sorted, so the same body written in another order is the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonical((value as Record<string, unknown>)[name])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * The request's key, none when it sent none (placed as before: the real service may insist on
 * one, the product always sends it), or the refusal of a key that is not one.
 */
export async function orderKeyOf(c: MainApiContext): Promise<OrderKey | undefined | { refusal: Response }> {
  const key = c.req.header(header);
  if (key === undefined) return undefined;
  if (!wellFormed.test(key))
    return {
      refusal: c.json(
        errorBody('InvalidIdempotencyKey', `${header} must be 1 to 255 printable ASCII characters.`),
        400,
      ),
    };
  const body: unknown = await c.req.json().catch(() => null);
  const account = c.get('account')?.user.guid ?? 'guest';
  return { scope: `${account} ${key}`, request: `${c.req.method} ${c.req.path} ${canonical(body)}` };
}

/**
 * What an earlier request with this key answers now: the order it made (the same reference and
 * payment token, whatever has changed since), a 422 when the key came with another request, or
 * nothing when the key is new. Synchronous, so a check right before placing leaves no gap for a
 * second request with the same key.
 */
export function earlierAnswer(
  c: MainApiContext,
  state: StandInState,
  key: OrderKey,
  log: (line: string) => void,
  now = Date.now(),
): Response | undefined {
  const keys = remembered(state);
  const earlier = keys.get(key.scope);
  if (!earlier || now - earlier.at > orderKeyLifetimeMs) return undefined;
  if (earlier.request !== key.request)
    return c.json(
      errorBody('IdempotencyKeyReused', `This ${header} was used with another request.`, { status: 422 }),
      422,
    );
  const order = state.orders.get(earlier.reference);
  if (!order) return undefined;
  log(`[main-api] order ${order.reference} given back for its ${header}`);
  return c.json({ orderReference: order.reference, paymentToken: order.paymentToken });
}

/** Remembers the order the key's request made. */
export function rememberOrderKey(state: StandInState, key: OrderKey, reference: string, now = Date.now()) {
  remembered(state).set(key.scope, { request: key.request, reference, at: now });
}
