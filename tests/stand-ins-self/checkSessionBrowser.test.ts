import { createHash, randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcAddressesFor } from '../../src/config/oidc.ts';
import {
  gotoFulfilled,
  launchChromium,
  requestTo,
  signInThroughSitePage,
  siteContext,
  skipWithoutChromium,
} from './support/browser.ts';
import { authorizeUrl, browserStateCookie } from './support/sessionManagement.ts';
import { endpoints } from '../contract/support/standIns.ts';

/**
 * The check-session page, silent renew and silent sign-out in Chromium, inside frames of a
 * site origin (https://localhost:8781, played by the test), against the running identity
 * stand-in: what the Node tests in sessionManagement.test.ts cannot show (framing, CSP, the
 * cookie as the page's script reads it, Web Crypto).
 */
const authority = endpoints.identityAuthority;
const site = oidcAddressesFor(endpoints);

/**
 * The site page: helpers that frame the provider the way oidc-client-ts does. Where a framed
 * flow ends (the callback request) the test learns from Chromium's requests (`requestTo`).
 */
const sitePage = `<!doctype html><meta charset="utf-8"><title>site</title><body><script>
const identity = ${JSON.stringify(authority)};
const fromFrame = (frame, origin, accept, ms) => new Promise((resolve, reject) => {
  const timer = setTimeout(() => { removeEventListener('message', listen); reject(new Error('no answer')); }, ms);
  function listen(event) {
    if (event.origin !== origin || event.source !== frame.contentWindow || !accept(event.data)) return;
    clearTimeout(timer);
    removeEventListener('message', listen);
    resolve(event.data);
  }
  addEventListener('message', listen);
});
// A hidden iframe on url, as silent renew and silent sign-out open one.
window.openFrame = (url) => {
  const frame = document.createElement('iframe');
  frame.style.visibility = 'hidden';
  frame.src = url;
  document.body.append(frame);
};
window.openCheckSession = (url) => new Promise((resolve) => {
  window.checkFrame = document.createElement('iframe');
  checkFrame.style.visibility = 'hidden';
  checkFrame.onload = resolve;
  checkFrame.src = url;
  document.body.append(checkFrame);
});
window.check = (message) => {
  const answer = fromFrame(checkFrame, identity, () => true, 3000);
  checkFrame.contentWindow.postMessage(message, identity);
  return answer;
};
// oidc-client-ts's monitor: post at once, then every interval; keep every answer with its time.
window.monitor = (message, seconds) => {
  window.answers = [];
  addEventListener('message', (event) => {
    if (event.origin === identity && event.source === checkFrame.contentWindow) answers.push({ answer: event.data, at: Date.now() });
  });
  const send = () => checkFrame.contentWindow.postMessage(message, identity);
  send();
  setInterval(send, seconds * 1000);
};
</script>`;

/** A site page with oidc-client-ts's browser build loaded (global `oidc`). */
const oidcClientPage = `<!doctype html><meta charset="utf-8"><title>site</title><script src="/contract/oidc-client-ts.js"></script>`;

const playSite = (url: URL) =>
  ({ '/contract/site': sitePage, '/contract/oidc-client': oidcClientPage })[url.pathname];

/** Signs in at the top level and exchanges the code: session_state and the ID token. */
async function signIn(context: BrowserContext, accountKey: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const callback = await signInThroughSitePage(
    context,
    authorizeUrl(site.redirectUri, { code_challenge: challenge }),
    accountKey,
  );
  const token = await fetch(`${authority}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: site.redirectUri,
      client_id: 'web',
      code_verifier: verifier,
    }),
  });
  const tokens = (await token.json()) as { id_token: string; access_token: string; refresh_token: string };
  return { sessionState: callback.searchParams.get('session_state') ?? '', idToken: tokens.id_token, tokens };
}

function endSessionUrl(idToken: string): string {
  const url = new URL('/session/end', authority);
  url.search = new URLSearchParams({
    id_token_hint: idToken,
    post_logout_redirect_uri: site.postLogoutRedirectUri,
  }).toString();
  return url.href;
}

async function openSitePage(tab: Page) {
  await gotoFulfilled(tab, `${endpoints.host}/contract/site`);
  await tab.evaluate((url) => window.openCheckSession(url), `${authority}/session/check`);
}

/** A hidden iframe of the site page on `url`; resolves with the callback address it ends on. */
const inHiddenFrame = (tab: Page, url: string, callback: string) =>
  requestTo(tab.context(), callback, () => tab.evaluate((address) => window.openFrame(address), url));

const signedInAtIdentityService = (tab: Page) =>
  tab.evaluate(
    async (url) => (await fetch(url, { credentials: 'include' })).json(),
    `${authority}/api/Authentication`,
  );

declare global {
  /** oidc-client-ts's browser build, on the page that loads it. */
  const oidc: typeof import('oidc-client-ts');
  interface Window {
    openFrame(url: string): void;
    openCheckSession(url: string): Promise<void>;
    check(message: string): Promise<string>;
    monitor(message: string, seconds: number): void;
    answers: { answer: string; at: number }[];
    changes: number[];
  }
}

const inChromium = 'check-session iframe and silent sign-out in Chromium';

describe.skipIf(skipWithoutChromium(inChromium))(inChromium, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should answer unchanged, then changed within one 5 s check after another tab signs out, then login_required', async () => {
    const { context, consoleErrors } = await siteContext(browser, playSite);
    const tab = await context.newPage();
    const { sessionState, idToken } = await signIn(context, 'aino');
    await openSitePage(tab);
    expect(await tab.evaluate((message) => window.check(message), `web ${sessionState}`)).toBe('unchanged');
    const forged = `${'A'.repeat(43)}.${sessionState.split('.')[1]}`;
    expect(await tab.evaluate((message) => window.check(message), `web ${forged}`)).toBe('changed');
    expect(await tab.evaluate((message) => window.check(message), 'web')).toBe('error');
    expect(await tab.evaluate((message) => window.check(message), `someone-else ${sessionState}`)).toBe(
      'error',
    );
    await tab.evaluate((message) => window.monitor(message, 5), `web ${sessionState}`);

    // Another tab signs out at the provider by visiting end-session: nobody clicks anything.
    const other = await context.newPage();
    const signedOut = await requestTo(context, site.postLogoutRedirectUri, () =>
      // The page submits itself at once, which ends goto's navigation early: not a failure.
      other.goto(endSessionUrl(idToken)).catch(() => undefined),
    );
    expect(signedOut.href).toBe(site.postLogoutRedirectUri);
    const signedOutAt = Date.now();

    await tab.waitForFunction(() => window.answers.some(({ answer }) => answer === 'changed'), undefined, {
      timeout: 7_000,
    });
    const answers = await tab.evaluate(() => window.answers);
    const changed = answers.find(({ answer }) => answer === 'changed');
    expect(changed!.at - signedOutAt).toBeLessThanOrEqual(5_500);
    expect(answers.filter(({ at }) => at < signedOutAt).every(({ answer }) => answer === 'unchanged')).toBe(
      true,
    );

    const renew = await inHiddenFrame(
      tab,
      authorizeUrl(site.silentRedirectUri, { prompt: 'none' }).href,
      site.silentRedirectUri,
    );
    expect(renew.searchParams.get('error')).toBe('login_required');
    expect(await signedInAtIdentityService(tab)).toBe(false);
    expect((await context.cookies(authority)).map((cookie) => cookie.name)).not.toContain(browserStateCookie);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('should renew and then sign out silently in hidden iframes of the site, with no click', async () => {
    const { context, consoleErrors } = await siteContext(browser, playSite);
    const tab = await context.newPage();
    const { idToken } = await signIn(context, 'jonas');
    await openSitePage(tab);
    // The page's script reads the cookie: it is there, not HttpOnly, for the provider's origin.
    const cookie = (await context.cookies(authority)).find((c) => c.name === browserStateCookie);
    expect(cookie).toMatchObject({ httpOnly: false, secure: true, sameSite: 'Lax', path: '/' });

    const renew = await inHiddenFrame(
      tab,
      authorizeUrl(site.silentRedirectUri, { prompt: 'none' }).href,
      site.silentRedirectUri,
    );
    expect(renew.searchParams.get('code')).toBeTruthy();
    const renewedState = renew.searchParams.get('session_state') ?? '';
    expect(await tab.evaluate((message) => window.check(message), `web ${renewedState}`)).toBe('unchanged');
    expect(await signedInAtIdentityService(tab)).toBe(true);

    const signedOut = await inHiddenFrame(tab, endSessionUrl(idToken), site.postLogoutRedirectUri);
    expect(signedOut.href).toBe(site.postLogoutRedirectUri);
    expect(await tab.evaluate((message) => window.check(message), `web ${renewedState}`)).toBe('changed');
    expect(await signedInAtIdentityService(tab)).toBe(false);
    expect((await context.cookies(authority)).map((c) => c.name)).not.toContain(browserStateCookie);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('should work with oidc-client-ts’s own check-session monitor and token revocation', async () => {
    const { context, consoleErrors } = await siteContext(browser, playSite);
    const tab = await context.newPage();
    const { sessionState, idToken, tokens } = await signIn(context, 'karin');
    await gotoFulfilled(tab, `${endpoints.host}/contract/oidc-client`);
    // The library's CheckSessionIFrame, as its SessionMonitor runs it with the product's 5 s.
    await tab.evaluate(
      async ({ url, state }) => {
        window.changes = [];
        const monitor = new oidc.CheckSessionIFrame(
          async () => void window.changes.push(Date.now()),
          'web',
          url,
          5,
          true,
        );
        await monitor.load();
        monitor.start(state);
      },
      { url: `${authority}/session/check`, state: sessionState },
    );
    await tab.waitForTimeout(1_000);
    expect(await tab.evaluate(() => window.changes)).toEqual([]);

    // revokeTokensOnSignout's calls, from the site page: both must resolve.
    await tab.evaluate(
      async ({ settings, user }) => {
        const manager = new oidc.UserManager(settings);
        await manager.storeUser(new oidc.User(user));
        await manager.revokeTokens();
      },
      {
        settings: {
          authority,
          client_id: 'web',
          redirect_uri: site.redirectUri,
          scope: 'openid profile offline_access',
        },
        user: {
          ...tokens,
          token_type: 'Bearer',
          profile: { sub: 'x', iss: authority, aud: 'web', exp: 0, iat: 0 },
        },
      },
    );

    const other = await context.newPage();
    await requestTo(context, site.postLogoutRedirectUri, () =>
      other.goto(endSessionUrl(idToken)).catch(() => undefined),
    );
    const signedOutAt = Date.now();
    await tab.waitForFunction(() => window.changes.length > 0, undefined, { timeout: 7_000 });
    const [changedAt = 0] = await tab.evaluate(() => window.changes);
    expect(changedAt - signedOutAt).toBeLessThanOrEqual(5_500);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
