import { describe, expect, it, vi } from 'vitest';
import {
  authorizeUrl,
  exchangeCode,
  gitHostOrigin,
  gitHubScope,
  type TokenRequest,
} from '../../../src/lib/editorSignIn/gitHost.ts';

describe('gitHostOrigin', () => {
  it('should be github.com when unset', () => {
    expect(gitHostOrigin({})).toBe('https://github.com');
    expect(gitHostOrigin({ GITHUB_OAUTH_ORIGIN: '' })).toBe('https://github.com');
  });

  it('should take an https origin, with or without its slash', () => {
    expect(gitHostOrigin({ GITHUB_OAUTH_ORIGIN: 'https://git.example.com' })).toBe('https://git.example.com');
    expect(gitHostOrigin({ GITHUB_OAUTH_ORIGIN: 'https://localhost:8795/' })).toBe('https://localhost:8795');
  });

  it('should refuse anything else: the secret would travel there', () => {
    for (const value of ['http://github.com', 'https://github.com/path', 'github.com', 'javascript:x']) {
      expect(gitHostOrigin({ GITHUB_OAUTH_ORIGIN: value })).toBeUndefined();
    }
  });
});

describe('authorizeUrl', () => {
  it("should name the client, the callback, the scope and the state on the host's authorize page", () => {
    const url = new URL(
      authorizeUrl({
        gitHost: 'https://github.com',
        clientId: 'client-1',
        redirectUri: 'https://editor.example/callback',
        state: 's&1',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://editor.example/callback',
      scope: gitHubScope,
      state: 's&1',
      allow_signup: 'false',
    });
  });
});

describe('exchangeCode', () => {
  const request = (answer: () => Promise<Response>): TokenRequest & { fetch: ReturnType<typeof vi.fn> } => ({
    gitHost: 'https://git.example',
    clientId: 'client-1',
    clientSecret: 'secret-1',
    code: 'code-1',
    redirectUri: 'https://editor.example/callback',
    fetch: vi.fn(answer),
  });

  it('should post the code with the secret, asking for JSON, and give the token', async () => {
    const tokenRequest = request(async () => Response.json({ access_token: 'gho_1', token_type: 'bearer' }));
    expect(await exchangeCode(tokenRequest)).toEqual({ ok: true, token: 'gho_1' });
    const [url, init] = tokenRequest.fetch.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toBe('https://git.example/login/oauth/access_token');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      code: 'code-1',
      redirect_uri: 'https://editor.example/callback',
    });
  });

  it("should fail with the host's words when it answers 200 with an error", async () => {
    const outcome = await exchangeCode(
      request(async () =>
        Response.json({ error: 'bad_verification_code', error_description: 'The code is incorrect.' }),
      ),
    );
    expect(outcome).toEqual({ ok: false, message: 'GitHub refused the sign-in: The code is incorrect.' });
  });

  it('should fail on an HTTP error, a body without a token, and no answer at all', async () => {
    expect(await exchangeCode(request(async () => new Response('down', { status: 503 })))).toEqual({
      ok: false,
      message: 'GitHub refused the sign-in (HTTP 503). Try again.',
    });
    expect(await exchangeCode(request(async () => new Response('<html>')))).toMatchObject({ ok: false });
    const offline = await exchangeCode(
      request(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(offline).toEqual({
      ok: false,
      message: 'GitHub did not answer the sign-in. Try again in a minute.',
    });
  });
});
