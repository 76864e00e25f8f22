import { describe, expect, it } from 'vitest';
import { handshakeMessage } from '../../src/lib/editorSignIn/handshakePage.ts';
import { stateCookieName } from '../../src/lib/editorSignIn/state.ts';
import { inlineScript, popupWindow } from '../support/popupWindow.ts';
import { standInClient, standInToken, type Exchange } from './gitHostStandIn.ts';
import { editorUrl, gitHostUrl } from './urls.ts';

/**
 * The content editor's sign-in on workerd (wrangler pages dev) against a stand-in of GitHub:
 * the popup's whole way from /auth to the page that hands the token over, as a browser makes
 * it (the Sec-Fetch-* headers it sends, its cookie), and that page's script run as the popup's.
 */

/** The headers a browser sends with the popup's navigations. */
const popupNavigation = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { redirect: 'manual', headers: { ...popupNavigation, ...headers } });

async function exchanges(): Promise<Exchange[]> {
  return (await (await fetch(`${gitHostUrl}/_control/exchanges`)).json()) as Exchange[];
}

/** The editor's /auth as its own popup opens it: the state cookie and where it sends the popup. */
async function startSignIn() {
  const response = await get(`${editorUrl}/auth?provider=github&site_id=localhost&scope=repo`, {
    'Sec-Fetch-Site': 'same-origin',
  });
  expect(response.status).toBe(302);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { cookie, authorize: new URL(response.headers.get('location')!) };
}

/** The page the popup ends on, with `state` in its address and `cookie` sent. */
const callback = (query: string, cookie?: string) =>
  get(`${editorUrl}/callback?${query}`, {
    'Sec-Fetch-Site': 'cross-site',
    ...(cookie ? { Cookie: cookie } : {}),
  });

/** What a window of `origin` that opened the popup receives from its page, after its greeting. */
async function received(page: Response, origin = editorUrl) {
  const popup = popupWindow(inlineScript(await page.text()).text, origin);
  popup.deliver(handshakeMessage, origin);
  return { delivered: popup.delivered(), posted: popup.posted };
}

describe('the content editor sign-in (wrangler pages dev)', () => {
  it('should take a good sign-in from /auth through the git host to a page that hands the token to the editor only', async () => {
    const { cookie, authorize } = await startSignIn();
    expect(cookie).toMatch(new RegExp(`^${stateCookieName}=[\\w-]{43}$`));
    expect(authorize.origin + authorize.pathname).toBe(`${gitHostUrl}/login/oauth/authorize`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${editorUrl}/callback`);
    expect(authorize.searchParams.get('client_id')).toBe(standInClient.id);

    const approved = await get(authorize.toString(), { 'Sec-Fetch-Site': 'cross-site' });
    const back = new URL(approved.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${editorUrl}/callback`);
    const code = back.searchParams.get('code')!;

    const before = (await exchanges()).length;
    const page = await callback(back.search.slice(1), cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('set-cookie')).toMatch(new RegExp(`^${stateCookieName}=; Max-Age=0;`));
    const html = await page.clone().text();
    const { nonce } = inlineScript(html);
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}';`);

    const exchanged = (await exchanges()).slice(before);
    expect(exchanged).toEqual([
      {
        code,
        clientId: standInClient.id,
        secretMatches: true,
        redirectUri: `${editorUrl}/callback`,
        accept: 'application/json',
      },
    ]);
    const editor = await received(page.clone());
    expect(editor.delivered).toEqual([
      handshakeMessage,
      `authorization:github:success:${JSON.stringify({ token: standInToken(code), provider: 'github' })}`,
    ]);
    expect(editor.posted.map(({ targetOrigin }) => targetOrigin)).toEqual([editorUrl, editorUrl]);

    // A page of another origin that opened the popup (or greets it) is never handed the token.
    const other = await received(page, 'https://localhost:8781');
    expect(other.delivered).toEqual([]);
    expect(html).not.toMatch(/postMessage\([^)]*['"]\*['"]\)/);
  });

  it('should refuse a missing or foreign state with 400, before any code is exchanged', async () => {
    const { cookie } = await startSignIn();
    const before = (await exchanges()).length;
    for (const [query, sent] of [
      ['code=c&state=forged', cookie],
      ['code=c', cookie],
      ['code=c&state=whatever', undefined],
    ] as const) {
      const page = await callback(query, sent);
      expect(page.status).toBe(400);
      const { delivered } = await received(page);
      expect(delivered.at(-1)).toMatch(
        /^authorization:github:error:\{"message":"This sign-in was not started here/,
      );
    }
    expect((await exchanges()).length).toBe(before);
  });

  it('should refuse a start from another site, and a callback inside a frame', async () => {
    const start = await get(`${editorUrl}/auth?provider=github`, { 'Sec-Fetch-Site': 'cross-site' });
    expect(start.status).toBe(403);
    expect(start.headers.get('set-cookie')).toBeNull();
    expect(start.headers.get('location')).toBeNull();

    const { cookie, authorize } = await startSignIn();
    const state = authorize.searchParams.get('state')!;
    const framed = await get(`${editorUrl}/callback?code=c&state=${state}`, {
      'Sec-Fetch-Dest': 'iframe',
      Cookie: cookie,
    });
    expect(framed.status).toBe(403);
    expect(await framed.text()).not.toContain('gho_');
  });

  it("should show and hand over the git host's error, with no token", async () => {
    for (const [code, status, message] of [
      ['down', 502, 'GitHub refused the sign-in (HTTP 503). Try again.'],
      ['used-up', 502, 'GitHub refused the sign-in: The code passed is incorrect or expired.'],
    ] as const) {
      const { cookie, authorize } = await startSignIn();
      const page = await callback(`code=${code}&state=${authorize.searchParams.get('state')}`, cookie);
      expect(page.status).toBe(status);
      const html = await page.clone().text();
      expect(html).toContain(`<p>Sign-in failed: ${message}</p>`);
      expect(html).not.toContain('gho_');
      const { delivered } = await received(page);
      expect(delivered).toEqual([
        handshakeMessage,
        `authorization:github:error:${JSON.stringify({ message })}`,
      ]);
    }
  });
});
