import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import { buildTargetFrom } from '../../src/config/buildTarget.ts';
import { pageContentSecurityPolicy } from '../../src/lib/edge/securityHeaders.ts';
import { storageKeyPrefix } from '../../src/config/storage.ts';
import { expect, test } from './fixtures.ts';

/**
 * The shared pieces (guards, storage, countdown) in Chromium, apart from the pages that use them,
 * so the spec bundles the real modules (support/sharedPiecesHarness.ts) and serves them on a
 * page of its own, under the site's real Content-Security-Policy (no inline script or style).
 */
const origin = 'https://shared-pieces.test';
const target = buildTargetFrom({ SITE_COUNTRY: 'se', SITE_ENVIRONMENT: 'development', SITE_VERSION: 'test' });
const policy = pageContentSecurityPolicy(target.endpoints, { scripts: [], styles: [] });

let bundle: string;

test.beforeAll(async () => {
  const result = await build({
    entryPoints: ['tests/e2e/support/sharedPiecesHarness.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    define: { 'import.meta.env.SITE_TARGET': JSON.stringify(target) },
  });
  bundle = result.outputFiles[0]!.text;
});

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shared pieces</title>
<script type="module" src="/harness.js"></script></head>
<body><main><p id="output"></p>
</main></body></html>`;

// A sandboxed frame (no allow-same-origin) has an opaque origin: storage throws there.
const sandboxedHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandboxed</title></head>
<body><main><iframe title="sandboxed" sandbox="allow-scripts" src="/storage"></iframe></main></body></html>`;

async function serve(page: Page): Promise<void> {
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const isScript = path === '/harness.js';
    return route.fulfill({
      status: 200,
      contentType: isScript ? 'text/javascript' : 'text/html',
      // The module script is fetched with CORS; the sandboxed frame's origin is opaque.
      headers: {
        // The page framed by /sandboxed may be framed by its own site; everything else as on the site.
        'Content-Security-Policy':
          route.request().frame().parentFrame() === null ? policy : policy.replace("'none'", "'self'"),
        'Access-Control-Allow-Origin': '*',
      },
      body: isScript ? bundle : path === '/sandboxed' ? sandboxedHtml : html,
    });
  });
}

interface StorageWindow {
  appStorage(): { set(key: string, value: unknown): void; get(key: string): unknown };
}

test.describe('route guards', () => {
  test('a missing query parameter replaces the entry with the return URL, keeping the others and adding _t', async ({
    page,
  }) => {
    await serve(page);
    await page.goto(`${origin}/start`);
    const before = Date.now();
    await page.goto(`${origin}/query-guarded?keep=1&code=&_t=5`);
    await page.waitForURL(/\/back\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/back');
    expect(url.searchParams.get('keep')).toBe('1');
    expect(url.searchParams.has('code')).toBe(false);
    const unixTime = Number(url.searchParams.get('_t'));
    expect(unixTime).toBeGreaterThanOrEqual(Math.floor(before / 1000));
    expect(unixTime).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    // Replaced, not pushed: Back goes to the page before the refused one.
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/start');
  });

  test('a page whose parameters are there opens', async ({ page }) => {
    await serve(page);
    await page.goto(`${origin}/query-guarded?code=abc`);
    await expect(page.locator('#output')).toHaveText('allowed');
  });
});

test.describe('storage', () => {
  test('values survive a reload in localStorage, under the prefix with version 4', async ({ page }) => {
    await serve(page);
    await page.goto(`${origin}/storage`);
    await page.evaluate(() => (window as unknown as StorageWindow).appStorage().set('visited', ['p1']));
    await page.reload();
    await expect(page.locator('#output')).toHaveText('ready');
    const stored = await page.evaluate(
      (prefix) => localStorage.getItem(`${prefix}visited`),
      storageKeyPrefix,
    );
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ v: 4, value: ['p1'] });
    expect(
      await page.evaluate(() => (window as unknown as StorageWindow).appStorage().get('visited')),
    ).toEqual(['p1']);
  });

  test('a full quota keeps the value in memory for the page, without an error', async ({ page }) => {
    await serve(page);
    await page.goto(`${origin}/storage`);
    const outcome = await page.evaluate((prefix) => {
      // Fill this origin's real localStorage quota, big pieces first, then small ones.
      let filled = 0;
      for (const size of [1 << 20, 1 << 14, 1 << 8, 1]) {
        const piece = 'x'.repeat(size);
        try {
          for (;;) localStorage.setItem(`fill-${filled++}`, piece);
        } catch {
          // this size no longer fits
        }
      }
      const storage = (window as unknown as StorageWindow).appStorage();
      storage.set('visited', ['p1', 'p2']);
      return { value: storage.get('visited'), inBackend: localStorage.getItem(`${prefix}visited`) };
    }, storageKeyPrefix);
    expect(outcome).toEqual({ value: ['p1', 'p2'], inBackend: null });
  });

  test('a frame that may not touch storage (sandboxed) still stores, in memory, without an error', async ({
    page,
  }) => {
    await serve(page);
    await page.goto(`${origin}/sandboxed`);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('#output')).toHaveText('ready');
    const inner = page.frames().find((candidate) => candidate.url() === `${origin}/storage`)!;
    const outcome = await inner.evaluate(() => {
      let access = 'allowed';
      try {
        void localStorage.length;
      } catch (error) {
        access = (error as DOMException).name;
      }
      const storage = (window as unknown as StorageWindow).appStorage();
      storage.set('visited', ['p3']);
      return { access, value: storage.get('visited') };
    });
    // An opaque-origin frame: Chromium throws a SecurityError on any touch of localStorage.
    expect(outcome).toEqual({ access: 'SecurityError', value: ['p3'] });
  });
});

test('the countdown shows mm:ss and stops at 00:00', async ({ page }) => {
  const start = Date.parse('2026-11-22T08:00:00Z');
  await page.clock.install({ time: start });
  // Paused: the page's time moves only when the test says so, however slow the machine is.
  await page.clock.pauseAt(start + 1_000);
  await serve(page);
  await page.goto(`${origin}/countdown`);
  await expect(page.locator('#output')).toHaveText('01:05');
  await page.clock.runFor(1_000);
  await expect(page.locator('#output')).toHaveText('01:04');
  await page.clock.runFor(70_000);
  await expect(page.locator('#output')).toHaveText('00:00');
});
