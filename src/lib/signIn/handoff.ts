import type { ReturnState } from '../returnState/query.ts';
import type { SignInFlow } from './flow.ts';
import { parseIntent, parseOrigin } from '../returnState/values.ts';
import type { VersionedStorage } from '../storage/versionedStorage.ts';
import { asResetLink, type ResetLink } from './resetLink.ts';
import { storedKeys, storageKeyOf } from '../../config/storage.ts';

/**
 * What one sign-in page leaves for the next when the address cannot carry it.
 *
 * A reset request (address and return state) is kept in this browser for a day: the reset
 * mail may open in another tab or hours later, and its link carries only `userId` and `code`,
 * so this is how the reset page knows the account's address (for the password manager, and to
 * fill it in on sign-in afterwards) and where the parent was going. A day is as long as a
 * reset link lives; a successful reset removes it.
 */
const { key: resetRequestKey, maxAgeMs: resetRequestMaxAgeMs } = storedKeys.resetRequest;

export interface ResetRequest {
  email: string;
  returnState: ReturnState;
}

export function rememberResetRequest(storage: VersionedStorage, request: ResetRequest): void {
  storage.set(resetRequestKey, request, { maxAgeMs: resetRequestMaxAgeMs });
}

export function forgetResetRequest(storage: VersionedStorage): void {
  storage.remove(resetRequestKey);
}

/** The request kept in this tab, read without trusting its shape. */
export function rememberedResetRequest(storage: VersionedStorage): ResetRequest | undefined {
  return readResetRequest(storage.get<unknown>(resetRequestKey));
}

/** A reset request as it must be, or undefined: storage and other tabs may hand anything. */
export function readResetRequest(value: unknown): ResetRequest | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { email, returnState } = value as Record<string, unknown>;
  if (typeof email !== 'string' || email === '' || typeof returnState !== 'object' || returnState === null) {
    return undefined;
  }
  const state = returnState as Record<string, unknown>;
  return {
    email,
    returnState: {
      intent: parseIntent(state['intent']),
      origin: parseOrigin(state['origin']),
      continuePath: typeof state['continuePath'] === 'string' ? state['continuePath'] : null,
    },
  };
}

/**
 * The flow of a reset page: the return state its own address carries, or else the one of the
 * reset request kept for it (the link from the mail carries only `userId` and `code`).
 */
export function flowWithRequest(
  flow: SignInFlow,
  search: string,
  request: ResetRequest | undefined,
): SignInFlow {
  const query = new URLSearchParams(search);
  const carried = ['intent', 'origin', 'continuePath'].some((name) => query.has(name));
  return carried || !request ? flow : { ...flow, returnState: request.returnState };
}

/** The reset link this tab opened, kept in sessionStorage once its code has left the address bar. */
const resetLinkKey = storageKeyOf('resetLink');

export function rememberResetLink(storage: Storage | undefined, link: ResetLink): void {
  try {
    storage?.setItem(resetLinkKey, JSON.stringify(link));
  } catch {
    // No storage (private mode, quota): the page works, only a reload will not.
  }
}

export function rememberedResetLink(storage: Storage | undefined): ResetLink | undefined {
  try {
    return asResetLink(JSON.parse(storage?.getItem(resetLinkKey) ?? 'null'));
  } catch {
    return undefined;
  }
}

export function forgetResetLink(storage: Storage | undefined): void {
  try {
    storage?.removeItem(resetLinkKey);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
