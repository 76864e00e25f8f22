import { describe, expect, it, vi } from 'vitest';
import { gitHubScope } from '../../../src/lib/editorSignIn/gitHost.ts';
import { handshakeMessage } from '../../../src/lib/editorSignIn/handshakePage.ts';
import { handleSignInCallback, handleSignInStart } from '../../../src/lib/editorSignIn/signInFunctions.ts';
import { stateCookieName } from '../../../src/lib/editorSignIn/state.ts';
import { inlineScript, popupWindow } from '../../support/popupWindow.ts';

const editor = 'https://editor.example';
const env = { GITHUB_CLIENT_ID: 'client-1', GITHUB_CLIENT_SECRET: 'secret-1' };
const quiet = { error: () => {} };

function start(headers: Record<string, string> = {}, environment: Record<string, string> = env) {
  return handleSignInStart(
    new Request(`${editor}/auth?provider=github&scope=admin:org`, { headers }),
    environment,
  );
}

function callback(query: string, cookie: string | undefined, send: typeof fetch, headers = {}) {
  return handleSignInCallback(
    new Request(`${editor}/callback?${query}`, {
      headers: { ...headers, ...(cookie ? { Cookie: `${stateCookieName}=${cookie}` } : {}) },
    }),
    env,
    send,
  );
}

/** What the editor at `origin` would receive from the popup's page, after its greeting. */
async function received(response: Response, origin = editor) {
  const popup = popupWindow(inlineScript(await response.text()).text, origin);
  popup.deliver(handshakeMessage, origin);
  return popup.delivered();
}

describe('handleSignInStart', () => {
  it('should set a new state cookie and send the popup to the authorize page with that state', () => {
    const response = start({ 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'document' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    const state = location.searchParams.get('state')!;
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('redirect_uri')).toBe(`${editor}/callback`);
    expect(location.searchParams.get('client_id')).toBe('client-1');
    // Whatever the popup's address asks for, the scope is ours.
    expect(location.searchParams.get('scope')).toBe(gitHubScope);
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`^${stateCookieName}=${state};`));
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
  });

  it('should refuse a start from another site with 403 and no cookie', async () => {
    const response = start({ 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await response.text()).toMatch(/another site/);
  });

  it('should answer 500 when the secrets are missing, and go nowhere', () => {
    vi.spyOn(console, 'error').mockImplementation(quiet.error);
    const response = start({}, { GITHUB_CLIENT_ID: 'client-1' });
    expect(response.status).toBe(500);
    expect(response.headers.get('Location')).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('handleSignInCallback', () => {
  const token = () => vi.fn(async () => Response.json({ access_token: 'gho_1' }));

  it('should exchange the code and hand the token to the editor only, clearing the state', async () => {
    const send = token();
    const response = await callback('code=c-1&state=s-1', 's-1', send);
    expect(response.status).toBe(200);
    expect(send).toHaveBeenCalledOnce();
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`^${stateCookieName}=; Max-Age=0;`));
    expect(await received(response)).toEqual([
      handshakeMessage,
      'authorization:github:success:{"token":"gho_1","provider":"github"}',
    ]);
  });

  it('should hand nothing to an opener of another origin', async () => {
    const response = await callback('code=c-1&state=s-1', 's-1', token());
    expect(await received(response, 'https://evil.example')).toEqual([]);
  });

  it.each([
    ['no state cookie', 'code=c-1&state=s-1', undefined],
    ['no state in the address', 'code=c-1', 's-1'],
    ['another state', 'code=c-1&state=s-2', 's-1'],
  ])('should refuse %s with 400 before any exchange', async (_case, query, cookie) => {
    const send = token();
    const response = await callback(query, cookie, send);
    expect(response.status).toBe(400);
    expect(send).not.toHaveBeenCalled();
    const messages = await received(response);
    expect(messages.at(-1)).toMatch(
      /^authorization:github:error:\{"message":"This sign-in was not started here/,
    );
  });

  it("should pass on the host's refusal, and its error answer, with no token", async () => {
    const denied = await callback(
      'error=access_denied&error_description=The+user+denied&state=s-1',
      's-1',
      token(),
    );
    expect(denied.status).toBe(400);
    expect((await received(denied)).at(-1)).toBe(
      'authorization:github:error:{"message":"GitHub did not sign you in: The user denied"}',
    );
    vi.spyOn(console, 'error').mockImplementation(quiet.error);
    const badCode = await callback(
      'code=c-1&state=s-1',
      's-1',
      vi.fn(async () =>
        Response.json({ error: 'bad_verification_code', error_description: 'The code is incorrect.' }),
      ),
    );
    vi.restoreAllMocks();
    expect(badCode.status).toBe(502);
    const text = await badCode.clone().text();
    expect(text).toContain('<p>Sign-in failed: GitHub refused the sign-in: The code is incorrect.</p>');
    expect(text).not.toContain('gho_');
  });

  it('should refuse being framed or fetched, before any exchange', async () => {
    const send = token();
    const response = await callback('code=c-1&state=s-1', 's-1', send, { 'Sec-Fetch-Dest': 'iframe' });
    expect(response.status).toBe(403);
    expect(send).not.toHaveBeenCalled();
  });
});
