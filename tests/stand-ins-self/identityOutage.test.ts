import { createServer } from 'node:net';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityStandIn } from '../stand-ins/identity/server.ts';
import { StandInState } from '../stand-ins/seed/state.ts';
import { withControl } from '../stand-ins/shared/control.ts';
import type { FaultRule } from '../stand-ins/shared/faults.ts';
import { listen, type RunningServer } from '../stand-ins/shared/listen.ts';
import { launchChromium, siteContext, skipWithoutChromium } from './support/browser.ts';
import { endpoints } from '../contract/support/standIns.ts';

/**
 * "Identity service down, then back" as the README tells browser tests to make it: two drop
 * faults on `/*` (every path, OIDC and discovery included; the second for CORS preflights),
 * then `DELETE /__control/faults`. Run against a private identity stand-in on a free port,
 * because faults are global and the shared one serves the other files running in parallel.
 */
const outage: FaultRule[] = [
  { path: '/*', kind: 'drop' },
  { path: '/*', method: 'OPTIONS', kind: 'drop' },
];

const paths = [
  '/.well-known/openid-configuration',
  '/jwks',
  '/auth?client_id=web',
  '/session/check',
  '/session/end',
  '/api/Authentication',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function reaches(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual' });
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError); // fetch's network failure, not an HTTP status
    return false;
  }
}

describe('identity service down, then back (drop faults on every path)', () => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `https://localhost:${port}`;
    const identity = createIdentityStandIn({
      issuer: base,
      mainApiAudience: endpoints.mainApi,
      state: new StandInState(),
      log: () => undefined,
    });
    server = await listen('identity (outage test)', withControl('identity', identity.listener), port);
  });
  afterAll(() => server?.close());

  const control = (method: string, body?: FaultRule) =>
    fetch(`${base}/__control/faults`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('should fail every address with a network error while down, control calls aside, and answer again after', async () => {
    for (const path of paths) expect(await reaches(`${base}${path}`), path).toBe(true);
    for (const rule of outage) expect((await control('POST', rule)).status).toBe(201);
    for (const path of paths) expect(await reaches(`${base}${path}`), path).toBe(false);
    expect((await fetch(`${base}/__control/health`)).status).toBe(200);
    expect((await control('DELETE')).status).toBe(204);
    for (const path of paths) expect(await reaches(`${base}${path}`), path).toBe(true);
  });

  const inChromium = 'should look like a network failure to a site page in Chromium';
  it.skipIf(skipWithoutChromium(inChromium))(inChromium, async () => {
    let browser: Browser | undefined;
    try {
      browser = await launchChromium();
      const blank = '<!doctype html><title>site</title>';
      const { context } = await siteContext(browser, () => blank);
      const tab = await context.newPage();
      await tab.goto(`${endpoints.host}/contract/outage`);
      const discovery = `${base}/.well-known/openid-configuration`;
      const load = () =>
        tab.evaluate(
          (url) =>
            fetch(url).then(
              (response) => `status ${response.status}`,
              (error: unknown) => `${(error as Error).name}: ${(error as Error).message}`,
            ),
          discovery,
        );
      for (const rule of outage) await control('POST', rule);
      expect(await load()).toBe('TypeError: Failed to fetch');
      await control('DELETE');
      expect(await load()).toBe('status 200');
    } finally {
      await control('DELETE');
      await browser?.close();
    }
  });
});
