import { test as base, expect } from '@playwright/test';
import type { Engine, EngineName, Tab } from './engine.ts';
import { launchFirefox } from './firefox/firefox.ts';
import { launchWebKit } from './webkit/webkit.ts';

export interface EngineOptions {
  /** Which engine the project runs (playwright.config.ts). */
  engineName: EngineName;
}

const launchers: Record<EngineName, () => Promise<Engine>> = { webkit: launchWebKit, firefox: launchFirefox };

/**
 * Cross-engine tests: Playwright's runner, with a browser of our own per worker in place of
 * Playwright's. `tab` is a fresh profile for each test, and the test fails on any console
 * error or uncaught error in it, as the Chromium suite does.
 */
export const test = base.extend<{ tab: Tab; allowedProblem: RegExp }, EngineOptions & { engine: Engine }>({
  engineName: ['webkit', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await launchers[engineName]();
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  /** Console errors a test provokes on purpose (a refused call that the browser logs). */
  allowedProblem: [/(?!)/, { option: true }],
  tab: async ({ engine, allowedProblem }, use, testInfo) => {
    const tab = await engine.open();
    await use(tab);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach(`${engine.name}.png`, { body: await tab.screenshot(), contentType: 'image/png' });
      await testInfo.attach('url', { body: await tab.url() });
    }
    await tab.close();
    expect(
      tab.problems.filter((problem) => !allowedProblem.test(problem)),
      `console and uncaught errors in ${engine.version}`,
    ).toEqual([]);
  },
});

export { expect };
