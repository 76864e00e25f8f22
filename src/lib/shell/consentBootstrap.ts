import { consentBackendKey, consentModeDefaults } from './consent.ts';

/**
 * The one inline script of the shell, in the head of every page (the build hashes it into
 * the Content-Security-Policy). It runs before first paint and before any other script, so:
 * - Google Consent Mode v2 starts with everything denied, whatever loads later;
 * - a returning visitor with a stored choice never sees the consent dialog flash
 *   (`data-consent="stored"` hides it by CSS). It only looks for the entry, synchronously; the
 *   consent store (stores/consent.ts) reads it through the versioned storage and shows the
 *   dialog again when it has expired or is of another storage version.
 * - `data-scripts` says scripts run: without them the consent panel is not shown (nothing
 *   that needs consent can run, and only a script can take the answer), so it covers no form.
 * gtag must push the `arguments` object itself: that is the shape the Google tag reads.
 */
export function consentBootstrapScript(): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};',
    `window.gtag('consent','default',${JSON.stringify(consentModeDefaults)});`,
    "try{var h=document.documentElement;h.setAttribute('data-scripts','');",
    `if(localStorage.getItem(${JSON.stringify(consentBackendKey)}))h.setAttribute('data-consent','stored')}catch(e){}`,
  ].join('');
}
