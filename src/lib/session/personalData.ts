import { storageKeyOf, storedKeys, type StoredKeyName } from '../../config/storage.ts';
import { appStorage, tabStorage } from '../storage/appStorage.ts';

/**
 * Removes every stored value that may hold personal data (the `personal` rows of
 * src/config/storage.ts, and their former keys) from this tab's storage and this browser's:
 * on sign-out here, and in every other tab of the site when it learns of the sign-out, so a
 * shared computer keeps nothing of the parent (docs/storage.md). Consent and the visited play
 * centres stay: they hold nothing personal.
 */
export function forgetPersonalData(): void {
  for (const [name, row] of Object.entries(storedKeys) as [
    StoredKeyName,
    (typeof storedKeys)[StoredKeyName],
  ][]) {
    if (!row.personal) continue;
    if ('form' in row) {
      // Plain text in the tab, outside the versioned envelope (read by a head script).
      try {
        window.sessionStorage.removeItem(storageKeyOf(name));
      } catch {
        // No tab storage (blocked): nothing was kept there either.
      }
      continue;
    }
    tabStorage().remove(row.key);
    appStorage().remove(row.key);
  }
}
