import { consentModeDefaults, consentStorageKey } from './consent.ts';

/**
 * The one inline script of the shell, in the head of every page (the build hashes it into
 * the Content-Security-Policy). It runs before first paint and before any other script, so:
 * - Google Consent Mode v2 starts with everything denied, whatever loads later;
 * - a returning visitor with a stored choice never sees the consent dialog flash
 *   (`data-consent="stored"` hides it by CSS). The choice itself is read and checked by the
 *   consent store (stores/consent.ts), which also asks again when it has expired.
 * gtag must push the `arguments` object itself: that is the shape the Google tag reads.
 */
export function consentBootstrapScript(): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};',
    `window.gtag('consent','default',${JSON.stringify(consentModeDefaults)});`,
    `try{if(localStorage.getItem(${JSON.stringify(consentStorageKey)}))document.documentElement.setAttribute('data-consent','stored')}catch(e){}`,
  ].join('');
}
