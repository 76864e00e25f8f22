import type { Browser, BrowserContext } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorHeaders } from '../../src/lib/editorSignIn/editorHeaders.ts';
import { launchChromium, skipWithoutChromium } from '../stand-ins-self/support/browser.ts';
import { standInToken } from './gitHostStandIn.ts';
import { editorUrl } from './urls.ts';

/**
 * The sign-in popup in Chromium, opened by a page that does what Decap's sign-in does
 * (decap-cms-lib-auth, netlify-auth.js: open `{base_url}/auth`, answer the popup's greeting if
 * it comes from `base_url`, take the outcome from there, close the popup). The page is played
 * by the test with the editor's headers (editor/_headers); the popup's way through /auth, the
 * git host's stand-in and /callback is real.
 */
const decapSignIn = `
  var baseUrl = ${JSON.stringify(editorUrl)};
  var popup;
  function outcome(event) {
    if (event.origin !== baseUrl) return;
    if (event.data.indexOf('authorization:github:') === 0) {
      window.removeEventListener('message', outcome);
      popup.close();
      document.getElementById('outcome').textContent = event.data;
    }
  }
  function greeting(event) {
    if (event.data === 'authorizing:github' && event.origin === baseUrl) {
      window.removeEventListener('message', greeting);
      window.addEventListener('message', outcome);
      popup.postMessage(event.data, event.origin);
    }
  }
  document.getElementById('sign-in').addEventListener('click', function () {
    window.addEventListener('message', greeting);
    popup = window.open(baseUrl + '/auth?provider=github&site_id=localhost&scope=repo', 'Authorization', 'width=960,height=600');
  });
`;

const openerPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>editor</title></head><body>' +
  '<button id="sign-in">Login with GitHub</button><p id="outcome"></p><script src="sign-in.js"></script></body></html>';

const skip = skipWithoutChromium('the content editor sign-in popup');

describe.skipIf(skip)('the content editor sign-in popup (Chromium)', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({ ignoreHTTPSErrors: true });
    // Pages the test fulfils have no server address: Chromium's Local Network Access checks
    // would otherwise stop what they open on loopback.
    await context.grantPermissions(['local-network-access']);
    // `/opener/…` with the editor's headers; `/opener-same-origin/…` as the country sites'
    // opener policy would have it; another origin's page for the last case.
    await context.route(/\/opener[^/]*\//, (route) => {
      const url = new URL(route.request().url());
      const headers: Record<string, string> = { ...editorHeaders };
      if (url.pathname.startsWith('/opener-same-origin/'))
        headers['Cross-Origin-Opener-Policy'] = 'same-origin';
      return url.pathname.endsWith('.js')
        ? route.fulfill({ headers: { ...headers, 'Content-Type': 'text/javascript' }, body: decapSignIn })
        : route.fulfill({ headers: { ...headers, 'Content-Type': 'text/html' }, body: openerPage });
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens the page at `url`, signs in, and gives what the page shows and the popup, if still open. */
  async function signIn(url: string) {
    const page = await context.newPage();
    await page.goto(url);
    const opened = page.waitForEvent('popup');
    await page.click('#sign-in');
    const popup = await opened;
    // The popup ends on its last page (or closes); the editor's page then has the outcome at
    // once, or never: half a second is plenty for two messages between two windows.
    await Promise.race([
      popup.waitForEvent('close'),
      popup.waitForFunction(() => /Signed in\.|Sign-in/.test(document.body?.textContent ?? '')),
    ]).catch(() => undefined);
    await page
      .waitForFunction(() => document.getElementById('outcome')?.textContent !== '', null, { timeout: 500 })
      .catch(() => undefined);
    const outcome = (await page.textContent('#outcome')) ?? '';
    const popupText = popup.isClosed() ? undefined : await popup.textContent('body');
    await page.close();
    return { outcome, popupText };
  }

  it("should hand the token to the editor's page and close, with the editor's headers", async () => {
    const { outcome, popupText } = await signIn(`${editorUrl}/opener/`);
    expect(outcome).toMatch(/^authorization:github:success:/);
    const { token, provider } = JSON.parse(outcome.slice('authorization:github:success:'.length)) as {
      token: string;
      provider: string;
    };
    expect(token).toMatch(new RegExp(`^${standInToken('good-')}\\d+$`));
    expect(provider).toBe('github');
    expect(popupText).toBeUndefined();
  });

  it('should not reach an editor page sent with Cross-Origin-Opener-Policy same-origin: why the editor sends same-origin-allow-popups', async () => {
    const { outcome, popupText } = await signIn(`${editorUrl}/opener-same-origin/`);
    expect(outcome).toBe('');
    expect(popupText).toContain('Signed in.');
  });

  it("should refuse a sign-in another site's page starts", async () => {
    const { outcome, popupText } = await signIn('https://localhost:8796/opener/');
    expect(outcome).toBe('');
    expect(popupText).toContain('Sign-in starts from the content editor itself');
  });
});
