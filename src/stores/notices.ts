import { atom } from 'nanostores';
import { errorTranslationKey, type ErrorTranslationKey } from '../lib/errors/translationKey.ts';
import type { SnackbarLevel } from '../lib/shell/snackbarQueue.ts';

/**
 * Notices shown at the top of the page's main content (spec §8: the sidebar's and unknown
 * global errors; e-mail confirmation says its outcome in its page, where it moves nothing,
 * docs/decisions.md). A notice carries either a text its
 * sender translated or an error key, which the notices island translates from the strings
 * its page gave it, so code without strings (a global error handler) can still report.
 */
export type NoticeLevel = SnackbarLevel;

export interface Notice {
  id: number;
  level: NoticeLevel;
  text?: string;
  key?: ErrorTranslationKey;
}

export const $notices = atom<Notice[]>([]);

let nextId = 1;

/**
 * Shows the translated text for an error (by status for API errors, the general unknown
 * error otherwise); the same text is not shown twice at once.
 */
export function showErrorNotice(error: unknown): number {
  const key = errorTranslationKey(error);
  const shown = $notices.get().find((notice) => notice.key === key);
  if (shown) return shown.id;
  const id = nextId++;
  $notices.set([...$notices.get(), { id, level: 'error', key }]);
  return id;
}

export function dismissNotice(id: number): void {
  $notices.set($notices.get().filter((notice) => notice.id !== id));
}
