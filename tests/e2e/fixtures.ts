import { test as base, expect, type Page } from '@playwright/test';
import { countries, countryCodes } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { storageKeyPrefix, storedKeys } from '../../src/config/storage.ts';

/** Every country × language pair the product serves (10). */
export const countryLanguagePairs = countryCodes.flatMap((code) =>
  countries[code].languages.map((language) => ({
    code,
    language,
    host: endpointsFor('development', code).host,
  })),
);

/**
 * Leaving a page while a dozen of its module requests are in flight (the paint-first starter
 * asks for them at once) sometimes makes Chromium's next navigation to the local server fail
 * with `net::ERR_TOO_MANY_RETRIES`: the aborted HTTP/1.1 connections of `wrangler pages dev`
 * are reused and reset. The deployed sites answer over HTTP/2 and 3, where an aborted request
 * ends only its stream. Such a navigation is made again, once, whether the test asked for it
 * (`goto`, `reload`) or a click on a link started it; any other failure stands, and a form's
 * POST is never sent twice.
 */
function navigatingAgainOnce(page: Page): void {
  const isRetryable = (error: unknown) => String(error).includes('net::ERR_TOO_MANY_RETRIES');
  let asked = 0;
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        asked += 1;
        try {
          return await original(...args);
        } catch (error) {
          if (!isRetryable(error)) throw error;
          return original(...args);
        } finally {
          asked -= 1;
        }
      },
    });
  }
  const madeAgain = new Set<string>();
  page.on('requestfailed', (request) => {
    const clicked = asked === 0 && request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (!clicked || request.method() !== 'GET' || !isRetryable(request.failure()?.errorText)) return;
    if (madeAgain.has(request.url())) return;
    madeAgain.add(request.url());
    // The test is already waiting for what the page should show; this brings the page there.
    void page.goto(request.url()).catch(() => undefined);
  });
}

const displayFontKey = storageKeyPrefix + storedKeys.displayFont.key;

/** Runs in every frame of the context; a browser's own error page has no storage. */
function hasDisplayFace(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Not one of our documents.
  }
}

/**
 * A page that fails the test on any console error or uncaught exception, including a
 * Content-Security-Policy violation (Chromium reports those as console errors).
 */
export const test = base.extend<{
  allowedConsoleError: RegExp;
  consoleErrors: string[];
  displayFaceFromStart: boolean;
}>({
  /**
   * Pages draw their headings in the display face from the first paint, as in a tab that has
   * had it (lib/shell/displayFont.ts): a first page's swap from the fallback, asked for after
   * the page has loaded, would land inside what a test measures or leaves. The face's own test
   * opts out.
   */
  displayFaceFromStart: [true, { option: true }],
  context: async ({ context, displayFaceFromStart }, use) => {
    for (const page of context.pages()) navigatingAgainOnce(page);
    context.on('page', navigatingAgainOnce);
    if (displayFaceFromStart) await context.addInitScript(hasDisplayFace, displayFontKey);
    await use(context);
  },
  /** Console errors a test expects (e.g. failed loads while a service is down on purpose). */
  allowedConsoleError: [/(?!)/, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleError }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        // The not-found page itself is a 404 response; Chromium logs that as a failed load.
        if (message.type() !== 'error' || /status of 404/.test(text)) return;
        // The local server's reset connections (navigatingAgainOnce) met by the display face,
        // asked for as a test moves on: the page keeps its fallback, nothing else is lost.
        if (text.includes('net::ERR_TOO_MANY_RETRIES') && message.location().url.endsWith('.woff2')) return;
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
