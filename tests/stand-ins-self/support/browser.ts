import { readFileSync } from 'node:fs';
import { findTestTool, installHint } from '../../../scripts/lib/testTools.ts';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect } from 'vitest';
import { seedAccounts } from '../../stand-ins/seed/accounts.ts';
import { endpoints, signInCallback } from '../../contract/support/standIns.ts';

/** The Chromium the browser suite uses, its headless shell (scripts/lib/testTools.ts finds it). */
const chromiumPath = findTestTool('chromiumShell');
const hasChromium = chromiumPath !== null;
const missingChromium = `Chromium is missing (${installHint('chromiumShell')}, as .ci/run does)`;

/**
 * Whether to skip a check that needs Chromium: only on a machine without it, and never in CI
 * (`CI` set), where the check runs and fails on `launchChromium` instead, so a CI machine that
 * lost its browser cannot pass by skipping. A skip says why on the console.
 */
export function skipWithoutChromium(check: string): boolean {
  if (hasChromium || process.env['CI']) return false;
  console.warn(`Skipped “${check}”: ${missingChromium}. CI fails here instead of skipping.`);
  return true;
}

export function launchChromium(): Promise<Browser> {
  if (!hasChromium) throw new Error(`${missingChromium}; the Chromium checks cannot run.`);
  return chromium.launch({
    executablePath: chromiumPath!,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/**
 * oidc-client-ts's browser bundle (global `oidc`), for pages that run the real client. By
 * path: the package's exports do not name its browser build.
 */
const oidcClientBundle = new URL(
  '../../../node_modules/oidc-client-ts/dist/browser/oidc-client-ts.js',
  import.meta.url,
);

export interface SiteContext {
  context: BrowserContext;
  /**
   * Console errors about the identity stand-in's pages, in any page or frame: a CSP refusal
   * of its framing or its scripts included (Chromium logs them so).
   */
  consoleErrors: string[];
}

/**
 * A browser whose five site origins are played by the test: `page(url)` gives the HTML for
 * an address on a site the test opens itself. The identity stand-in is the real one: the
 * point is that it works inside these sites' frames. Self-signed certificate, hence
 * ignoreHTTPSErrors. Playwright cannot fulfil the target of a redirect, so where the provider
 * sends the browser back (callbacks) the request goes out as it is; see `requestTo`.
 */
export async function siteContext(
  browser: Browser,
  page: (url: URL) => string | undefined,
): Promise<SiteContext> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  // Pages the test fulfils have no server address, so Chromium counts them as public and its
  // Local Network Access checks would block their frames and fetches to localhost. The real
  // sites are served from loopback themselves and need no such permission.
  await context.grantPermissions(['local-network-access']);
  const consoleErrors: string[] = [];
  const identity = endpoints.identityAuthority;
  context.on('console', (message) => {
    const about = `${message.location().url} ${message.text()}`;
    if (message.type() === 'error' && about.includes(identity)) consoleErrors.push(message.text());
  });
  await context.route(/^https:\/\/localhost:878[1-5]\//, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/contract/oidc-client-ts.js') {
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(oidcClientBundle, 'utf8') });
    }
    const html = page(url);
    await route.fulfill(
      html === undefined
        ? { status: 404, contentType: 'text/plain', body: 'not played by this test' }
        : { contentType: 'text/html', body: html },
    );
  });
  return { context, consoleErrors };
}

/**
 * The address of the first request to `prefix` (a callback page) after `act`, from any page
 * or frame: where the provider sent the browser, whether or not a site answers there.
 */
export async function requestTo(context: BrowserContext, prefix: string, act: () => Promise<unknown>) {
  const request = context.waitForEvent('request', {
    predicate: (candidate) => candidate.url().startsWith(prefix),
    timeout: 10_000,
  });
  await act();
  return new URL((await request).url());
}

/**
 * Signs in at the top level as the product does: `authorize` hands the browser to the site's
 * sign-in page (played by the test: whatever it answers there, the page's origin is the
 * site's), where the seeded account signs in with a credentialed fetch to the identity
 * service, as our page does, and then opens the `returnUrl`. Resolves with the sign-in
 * callback address the identity service sends the browser to; the cookies stay in `context`.
 *
 * It signs in in a tab of its own and closes it: no site answers the callback, so that tab
 * ends on Chromium's error page some time after the callback request, and that late
 * navigation would destroy whatever page a test opened next in the same tab.
 */
export async function signInThroughSitePage(
  context: BrowserContext,
  authorize: URL,
  accountKey: string,
): Promise<URL> {
  const tab = await context.newPage();
  try {
    return await signInInTab(tab, authorize, accountKey);
  } finally {
    await tab.close();
  }
}

async function signInInTab(tab: Page, authorize: URL, accountKey: string): Promise<URL> {
  const account = seedAccounts.find((candidate) => candidate.key === accountKey);
  if (account?.password == null) throw new Error(`${accountKey} is no seeded account with a password`);
  // The identity service redirects to the site, which Playwright does not fulfil at the end of
  // a redirect (see gotoFulfilled): learn the address from the request, then open it afresh.
  // Learnt in a tab of its own, closed at once: that redirect ends on Chromium's error page
  // some time later, which would destroy the sign-in page opened next in the same tab.
  const learner = await tab.context().newPage();
  let signInPage: URL;
  try {
    signInPage = await requestTo(tab.context(), `${endpoints.host}/profile/`, () =>
      learner.goto(authorize.href).catch(() => undefined),
    );
  } finally {
    await learner.close();
  }
  const returnUrl = signInPage.searchParams.get('returnUrl') ?? '';
  expect(returnUrl).not.toBe('');
  await gotoFulfilled(tab, signInPage.href);
  const status = await tab.evaluate(
    async ({ login, email, password }) => {
      const reply = await fetch(login, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return reply.status;
    },
    {
      login: `${endpoints.identityApi}/api/Authentication/login`,
      email: account.email,
      password: account.password,
    },
  );
  expect(status).toBe(200);
  return requestTo(tab.context(), signInCallback, () =>
    tab.evaluate((address) => {
      window.location.href = address;
    }, returnUrl),
  );
}

/**
 * Opens a page the test fulfils. The provider's redirect to a callback page is not
 * intercepted by Playwright (it follows a redirect), so with no site running it ends on
 * Chromium's error page, and that late navigation may cut the next one short, or a cut-short
 * navigation may still commit and cut short the next try. Each try waits for the tab to settle;
 * a tab that settled on the address is done, otherwise go again (three tries in all).
 */
export async function gotoFulfilled(tab: Page, url: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await tab.goto(url);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('interrupted by another navigation')) throw error;
      await tab.waitForLoadState('load').catch(() => undefined);
      if (tab.url() === url) return;
    }
  }
}
