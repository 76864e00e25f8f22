import { test as base, expect } from '@playwright/test';
import { countries, countryCodes } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';

/** Every country × language pair the product serves (10). */
export const countryLanguagePairs = countryCodes.flatMap((code) =>
  countries[code].languages.map((language) => ({
    code,
    language,
    host: endpointsFor('development', code).host,
  })),
);

/**
 * A page that fails the test on any console error or uncaught exception, including a
 * Content-Security-Policy violation (Chromium reports those as console errors).
 */
export const test = base.extend<{ allowedConsoleError: RegExp; consoleErrors: string[] }>({
  /** Console errors a test expects (e.g. failed loads while a service is down on purpose). */
  allowedConsoleError: [/(?!)/, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleError }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        // The not-found page itself is a 404 response; Chromium logs that as a failed load.
        if (message.type() !== 'error' || /status of 404/.test(text)) return;
        if (!allowedConsoleError.test(text)) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
