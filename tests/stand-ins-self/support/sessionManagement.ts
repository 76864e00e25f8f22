import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { CookieJar } from '../../contract/support/cookieJar.ts';
import { endpoints } from '../../contract/support/standIns.ts';

const authority = endpoints.identityAuthority;

/** The browser-state cookie the check-session page reads (tests/stand-ins/README.md). */
export const browserStateCookie = 'standin_browser_state';

/**
 * The check-session page's algorithm, written again with node:crypto: split the salt off
 * session_state, hash `client_id origin browser_state salt`, compare. A test that agrees
 * with the page proves the stand-in and the page use one definition.
 */
export function checkSessionAnswer(
  clientId: string,
  origin: string,
  browserState: string | undefined,
  sessionState: string,
): 'unchanged' | 'changed' {
  if (browserState === undefined) return 'changed';
  const salt = sessionState.slice(sessionState.lastIndexOf('.') + 1);
  const hash = createHash('sha256')
    .update([clientId, origin, browserState, salt].join(' '))
    .digest('base64url');
  return `${hash}.${salt}` === sessionState ? 'unchanged' : 'changed';
}

/** An authorization request as oidc-client-ts sends it (code + PKCE), with `extra` on top. */
export function authorizeUrl(redirectUri: string, extra: Record<string, string> = {}): URL {
  const url = new URL('/auth', authority);
  url.search = new URLSearchParams({
    client_id: 'web',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile offline_access',
    state: randomBytes(8).toString('base64url'),
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return url;
}

/** A prompt=none authorization (silent renew, session status) and where it sends the browser. */
export async function authorizeSilently(jar: CookieJar, redirectUri: string): Promise<URL> {
  const response = await jar.fetch(authorizeUrl(redirectUri, { prompt: 'none' }));
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '', authority);
}

export interface SilentEndSession {
  /** The confirmation page end-session showed (its headers say whether a site may frame it). */
  page: Response;
  html: string;
  /** Where the self-submitting form's post redirected the browser. */
  location: string;
}

/**
 * RP-initiated logout as it runs in the product's hidden iframe: load end-session, submit its
 * form exactly as the page's script does (its action and hidden fields, nothing added), follow
 * the redirect. Fails when the page needs a person, i.e. when it has no form to submit.
 */
export async function endSessionSilently(
  jar: CookieJar,
  params: Record<string, string>,
): Promise<SilentEndSession> {
  const url = new URL('/session/end', authority);
  url.search = new URLSearchParams(params).toString();
  const page = await jar.fetch(url);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const form = /<form[^>]*id="op\.logoutForm"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  expect(form, 'end-session page without its form').not.toBeNull();
  expect(html).toContain(`<script>document.getElementById('op.logoutForm').submit()</script>`);
  const fields = [...(form?.[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
  const confirm = await jar.fetch(new URL(form?.[1] ?? '', authority), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields.map((field) => [field[1] ?? '', field[2] ?? ''])),
  });
  expect(confirm.status).toBe(303);
  return { page, html, location: confirm.headers.get('location') ?? '' };
}

/** What the identity service's REST check says about this browser. */
export async function signedInAtIdentityService(jar: CookieJar): Promise<boolean> {
  const response = await jar.fetch(new URL('/api/Authentication', authority));
  return (await response.json()) as boolean;
}

/** The Content-Security-Policy of a reply, as directive name → sources. */
export function policyOf(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}
