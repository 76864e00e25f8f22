import type { BrowserContext } from '@playwright/test';
import {
  acceptAll,
  consentBackendKey,
  consentStorageKey,
  necessaryOnly,
  type ConsentChoice,
} from '../../../src/lib/shell/consent.ts';
import { memoryStorage } from './memoryStorage.ts';

/** The stored entry of a choice made now, as the page's versioned storage writes it. */
export function storedEntry(choice: ConsentChoice): string {
  const { storage, entries } = memoryStorage();
  storage.set(consentStorageKey, choice);
  storage.dispose();
  return entries.get(consentBackendKey)!;
}

/**
 * Runs in every frame of the context; a browser's own error page (a frame whose load failed)
 * has no storage to write to.
 */
function answered([key, value]: readonly [string, string]): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not one of our documents.
  }
}

/**
 * A returning visitor who has answered the consent question (necessary only), in every page
 * of the context: the first-visit panel would otherwise cover the footer of a phone screen.
 */
export async function withAnsweredConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(answered, [consentBackendKey, storedEntry(necessaryOnly)] as const);
}

/** A visitor who accepted statistics: analytics events reach the page's dataLayer. */
export async function withStatisticsConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(answered, [consentBackendKey, storedEntry(acceptAll)] as const);
}
