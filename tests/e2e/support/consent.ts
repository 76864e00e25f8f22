import type { BrowserContext } from '@playwright/test';
import { consentStorageKey, necessaryOnly, serializeConsent } from '../../../src/lib/shell/consent.ts';

/**
 * A returning visitor who has answered the consent question (necessary only), in every page
 * of the context: the first-visit panel would otherwise cover the footer of a phone screen.
 */
export async function withAnsweredConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    consentStorageKey,
    serializeConsent(necessaryOnly, new Date()),
  ] as const);
}
