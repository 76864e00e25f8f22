import puppeteer, { type Page } from 'puppeteer-core';
import { requireTestTool } from '../../../scripts/lib/testTools.ts';
import { phoneViewport, type Engine, type Tab } from '../engine.ts';

/**
 * Firefox, driven over WebDriver BiDi by puppeteer-core, which launches it with the profile
 * settings automation needs (no first-run pages, no updates, no telemetry); no geckodriver is
 * involved. Each tab is its own user context: a profile of its own that shares nothing.
 */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: requireTestTool('firefox'),
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      // Classic scrollbars, as on a family computer: the case that once looped the consent
      // panel's ResizeObserver.
      'widget.gtk.overlay-scrollbars.enabled': false,
      'widget.non-native-theme.scrollbar.style': 4,
    },
  });
  const version = await browser.version();

  /** A tab of the page; `problems` is the profile's, shared with the tabs opened from it. */
  function tabOf(page: Page, problems: string[], close: () => Promise<void>): Tab {
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error instanceof Error ? error.message : String(error)));
    return {
      engine: 'firefox',
      problems,
      async goto(url) {
        await page.goto(url, { waitUntil: 'load' });
      },
      url: async () => page.url(),
      run: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
      click: (selector) => page.click(selector),
      type: (selector, text) => page.type(selector, text),
      screenshot: async () => Buffer.from(await page.screenshot()),
      async openTab() {
        const other = await page.browserContext().newPage();
        await other.setViewport(phoneViewport);
        // Closed already when the first tab closed the profile.
        return tabOf(other, problems, async () => {
          if (!other.isClosed()) await other.close();
        });
      },
      close,
    };
  }

  return {
    name: 'firefox',
    version: version.replace('/', ' '),
    async open() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(phoneViewport);
      return tabOf(page, [], () => context.close());
    },
    close: () => browser.close(),
  };
}
