import { atom } from 'nanostores';
import {
  consentStorageKey,
  parseStoredConsent,
  serializeConsent,
  type ConsentChoice,
} from '../lib/shell/consent.ts';
import { closeSidebar } from './sidebar.ts';

/** The visitor's cookie choice; null until they have made one (or it expired). */
export const $consent = atom<ConsentChoice | null>(null);

/**
 * How the consent dialog shows: `banner` (non-modal, the page stays usable) on a visit
 * without a choice, `settings` (modal) when reopened from the sidebar, `closed` otherwise.
 * Starts as `banner`, which is what the prerendered page shows; `loadConsent` corrects it.
 */
export type ConsentDialogState = 'banner' | 'settings' | 'closed';

export const $consentDialog = atom<ConsentDialogState>('banner');

/** Storage that may be missing or throw (private browsing, storage disabled). */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Reads the stored choice once at start-up; an unreadable or expired one is removed. */
export function loadConsent(storage: ConsentStorage | undefined, now = new Date()): void {
  const text = safely(() => storage?.getItem(consentStorageKey) ?? null, null);
  const choice = parseStoredConsent(text, now);
  if (text !== null && choice === null) safely(() => storage?.removeItem(consentStorageKey), undefined);
  $consent.set(choice);
  $consentDialog.set(choice ? 'closed' : 'banner');
}

/**
 * Keeps the choice and closes the dialog. If storage refuses, the choice still holds for
 * this page; the next page asks again, which is the safe side.
 */
export function saveConsent(
  choice: ConsentChoice,
  storage: ConsentStorage | undefined,
  now = new Date(),
): void {
  safely(() => storage?.setItem(consentStorageKey, serializeConsent(choice, now)), undefined);
  $consent.set({ ...choice });
  $consentDialog.set('closed');
}

/** The sidebar's cookie-settings button: the menu gives way to the consent dialog. */
export function openConsentSettings(): void {
  closeSidebar();
  $consentDialog.set('settings');
}

/** Closing the reopened dialog without saving keeps the earlier choice. */
export function closeConsentSettings(): void {
  $consentDialog.set($consent.get() ? 'closed' : 'banner');
}
