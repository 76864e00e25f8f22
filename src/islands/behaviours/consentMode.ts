import { consentModeSignals } from '../../lib/shell/consent.ts';
import { appStorage } from '../../lib/storage/appStorage.ts';
import { $consent, loadConsent } from '../../stores/consent.ts';

type Gtag = (...args: unknown[]) => void;

/**
 * Reads the stored consent choice and keeps the page in step with it: `<html data-consent>`
 * (which hides the first-visit dialog), Google Consent Mode updates, and a page view once
 * statistics are allowed, on load or the moment the visitor says yes on this page (sent once
 * the session is known, so a member's view counts as a member's). The analytics code is
 * loaded only then: a visitor who has not allowed statistics never downloads it.
 * The defaults (all denied) were set by the head script (lib/shell/consentBootstrap.ts).
 * No React: it runs on every page before any island, and the consent dialog is static markup.
 */
export function startConsent(): void {
  loadConsent(appStorage());
  const gtag = (globalThis as { gtag?: Gtag }).gtag;
  $consent.subscribe((choice, previous) => {
    const root = document.documentElement;
    if (choice) root.dataset['consent'] = 'given';
    else delete root.dataset['consent'];
    if (choice) gtag?.('consent', 'update', consentModeSignals(choice));
    if (choice?.statistics && !previous?.statistics) {
      void import('../../stores/analytics.ts').then(async ({ sessionSettled, trackEvent }) => {
        await sessionSettled();
        await trackEvent('page_view', {
          page_type: document.body.dataset['page'],
          language: root.lang,
          country: root.dataset['country'],
        });
      });
    }
  });
}
