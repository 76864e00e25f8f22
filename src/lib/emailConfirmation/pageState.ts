import type { ConfirmationReply } from './outcome.ts';
import { outcomeOfFailedCall } from './outcome.ts';
import { pairFromQuery, type ConfirmationRequest } from './request.ts';

/**
 * The e-mail-confirmation page's one job (spec §2): read the link; when it is broken, fail
 * without any call; otherwise post it and take the Function's outcome. Never throws. Small on
 * purpose: it ships on a first visit, where the shell leaves the page about 0.4 kB of budget.
 * The page shows the confirmation content only for `confirmed`, otherwise the outcome's text
 * as a notice (an outcome it has no text for reads as `serverError`).
 */
export type PostConfirmation = (request: ConfirmationRequest) => Promise<unknown>;

/**
 * The link this tab last confirmed. A reload after success reads the same link again, and the
 * identity service refuses a spent code: without this the parent would see "already used"
 * right after "confirmed".
 */
export interface ConfirmedLink {
  is(link: string): boolean;
  remember(link: string): void;
}

/**
 * `ConfirmedLink` in sessionStorage (this tab only) under `key` (`confirmedLinkKey`, which the
 * page carries, so the page's first module needs no shared configuration); without storage it
 * remembers nothing.
 */
export function confirmedLinkIn(storage: () => Storage, key: string): ConfirmedLink {
  return {
    is: (link) => {
      try {
        return storage().getItem(key) === link;
      } catch {
        return false;
      }
    },
    remember: (link) => {
      try {
        storage().setItem(key, link);
      } catch {
        // Private mode or full storage: a reload then asks the identity service again.
      }
    },
  };
}

const forgetful: ConfirmedLink = { is: () => false, remember: () => undefined };

export async function confirmFromQuery(
  search: string,
  post: PostConfirmation,
  confirmed: ConfirmedLink = forgetful,
): Promise<string> {
  const pair = pairFromQuery(search);
  if (!pair) return 'invalidRequest';
  const link = `${pair.userId} ${pair.code}`;
  if (confirmed.is(link)) return 'confirmed';
  try {
    // A reply that is not JSON (a proxy's error page) throws and reads as unavailable; JSON
    // without an outcome is not our Function answering, so a server error.
    const outcome = ((await post(pair)) as Partial<ConfirmationReply> | null)?.outcome;
    if (outcome === 'confirmed') confirmed.remember(link);
    return typeof outcome === 'string' ? outcome : 'serverError';
  } catch (error) {
    return outcomeOfFailedCall(error);
  }
}
