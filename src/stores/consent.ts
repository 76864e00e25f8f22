import { atom } from 'nanostores';
import { consentStorageKey, storedChoice, type ConsentChoice } from '../lib/shell/consent.ts';
import type { VersionedStorage } from '../lib/storage/versionedStorage.ts';
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

/**
 * Reads the stored choice once at start-up (the page's versioned storage, which has already
 * dropped one that expired or is of another version); a value that is no choice is removed.
 */
export function loadConsent(storage: VersionedStorage): void {
  const value = storage.get<unknown>(consentStorageKey);
  const choice = storedChoice(value);
  if (value !== undefined && choice === null) storage.remove(consentStorageKey);
  $consent.set(choice);
  $consentDialog.set(choice ? 'closed' : 'banner');
}

/**
 * Keeps the choice for a year (spec §9) and closes the dialog. Where storage refuses, the
 * versioned storage keeps it for this page; the next page asks again, which is the safe side.
 */
export function saveConsent(choice: ConsentChoice, storage: VersionedStorage): void {
  storage.set(consentStorageKey, { ...choice });
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
