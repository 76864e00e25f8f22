import type { BrowserContext } from '@playwright/test';
import { trustLocalCertificate } from '../../../scripts/lib/localCertificate.ts';
import { standInUrls } from '../../stand-ins/shared/origins.ts';
import { seededPassword } from '../../stand-ins/seed/accounts.ts';

// The test process calls the stand-ins' control API over https with the local certificate.
trustLocalCertificate();

export { seededPassword, standInUrls };

/** A JSON call to a stand-in from the test process; anything but 2xx throws with the reply. */
export async function callJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function control(
  service: keyof typeof standInUrls,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const response = await fetch(`${standInUrls[service]}/__control/${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok)
    throw new Error(`control ${service} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Makes every call to the identity service fail as if it were down (discovery and OIDC too). */
export async function takeIdentityDown(): Promise<void> {
  for (const fault of [
    { path: '/*', kind: 'drop' },
    { path: '/*', method: 'OPTIONS', kind: 'drop' },
  ]) {
    await control('identity', 'faults', { method: 'POST', body: JSON.stringify(fault) });
  }
}

/**
 * Adds one fault at the identity service (tests/stand-ins/README.md, "Failure on purpose") and
 * gives its id for removeIdentityFault. Without `account` it is for every test at once; with
 * it, only for that account's sign-out (`GET /session/end`, `POST /token/revocation`), so a
 * test can fail its own sign-out while tests beside it sign out as usual.
 */
export async function addIdentityFault(fault: {
  path: string;
  kind: 'status' | 'drop' | 'delay';
  status?: number;
  method?: string;
  ms?: number;
  account?: string;
  times?: number;
}): Promise<number> {
  const response = await control('identity', 'faults', { method: 'POST', body: JSON.stringify(fault) });
  return ((await response.json()) as { id: number }).id;
}

/**
 * Removes one fault added by addIdentityFault and leaves those of tests running beside it
 * (bringIdentityBack removes them all). A fault already gone, used up by its `times`, is fine.
 */
export async function removeIdentityFault(id: number): Promise<void> {
  const response = await fetch(`${standInUrls.identity}/__control/faults?id=${id}`, { method: 'DELETE' });
  if (!response.ok && response.status !== 404)
    throw new Error(`control identity faults?id=${id}: ${response.status} ${await response.text()}`);
}

export async function bringIdentityBack(): Promise<void> {
  await control('identity', 'faults', { method: 'DELETE' });
}

/** Shortens the access tokens of one account, so a test can watch them being renewed. */
export async function setAccessTokenLifetime(email: string, seconds: number): Promise<void> {
  await control('identity', 'token-ttl', {
    method: 'POST',
    body: JSON.stringify({ accessTokenSeconds: seconds, email }),
  });
}

export async function resetAccessTokenLifetime(email: string): Promise<void> {
  await control('identity', `token-ttl?email=${encodeURIComponent(email)}`, { method: 'DELETE' });
}

/**
 * Signs the browser in at the identity service the way our sign-in page does: a JSON
 * `POST /api/Authentication/login`, whose cookie (and session) the browser keeps. A page
 * opened afterwards picks the session up with a silent authorization (support/account.ts).
 */
export async function signInAtIdentity(
  context: BrowserContext,
  email: string,
  password = seededPassword,
): Promise<void> {
  const response = await context.request.post(`${standInUrls.identity}/api/Authentication/login`, {
    data: { email, password },
  });
  if (response.status() !== 200) {
    throw new Error(`sign-in of ${email}: ${response.status()} ${await response.text()}`);
  }
}
