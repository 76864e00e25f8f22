import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deployedEnvironments } from '../../src/config/cloudflare.ts';
import { countries, countryCodes, type CountryCode } from '../../src/config/countries.ts';
import { bundleFunctions } from '../../scripts/lib/deployDir.ts';

/** The Worker `wrangler pages functions build` writes: Pages calls its fetch for every request. */
interface PagesWorker {
  fetch(
    request: Request,
    env: Record<string, unknown>,
    context: { waitUntil(promise: unknown): void },
  ): Promise<Response>;
}

/** A static file answer, so a request no Function takes is told apart from a Function's. */
const staticAsset = () => new Response('static asset', { status: 299 });

/**
 * Runs a request through the bundle as Pages would, with the project's variables from its
 * wrangler.json and a stand-in for the static files.
 */
function runner(worker: PagesWorker, vars: Record<string, unknown>) {
  return (path: string, init: RequestInit = {}) =>
    worker.fetch(
      new Request(`https://bundle.test${path}`, init),
      { ...vars, ASSETS: { fetch: staticAsset } },
      {
        waitUntil: () => undefined,
      },
    );
}

/** Each country's domain, below which its services live (id., account.), staging on staging. */
const domains: Record<CountryCode, string> = {
  se: 'playcentre.se',
  no: 'playcentre.no',
  dk: 'playcentre.dk',
  fi: 'playcentre.fi',
  de: 'playcentre.de',
};
const domain = (code: CountryCode, environment: string) =>
  `${environment === 'staging' ? 'staging.' : ''}${domains[code]}`;

describe('Pages Functions bundle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(
    countryCodes.flatMap((code) => deployedEnvironments.map((environment) => [code, environment] as const)),
  )(
    '%s (%s): bundles both Functions as `wrangler pages deploy` would, each answering its own path',
    async (code, environment) => {
      const { dir, outdir } = bundleFunctions(code, environment);
      const { vars } = JSON.parse(readFileSync(join(dir, 'wrangler.json'), 'utf8')) as {
        vars: Record<string, unknown>;
      };
      expect(vars).toEqual({ COUNTRY: code, ENVIRONMENT: environment });
      const bundle = pathToFileURL(join(outdir, 'index.js'));
      bundle.search = `?${code}-${environment}-${Date.now()}`;
      const worker = ((await import(bundle.href)) as { default: PagesWorker }).default;
      const request = runner(worker, vars);
      const [language] = countries[code].languages;

      // email-preferences: a legacy link with a userId goes to the country's account site.
      const preferences = await request(`/profile/${language}/email-preferences?userId=u-42`);
      expect(preferences.status).toBe(302);
      expect(preferences.headers.get('location')).toBe(
        `https://account.${domain(code, environment)}/${language}/communication-preferences/u-42`,
      );

      // email-confirmation: only POST, and a well-formed pair goes to the country's identity service.
      const get = await request('/profile/api/email-confirmation');
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
      const identity = vi.fn(
        async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 200 }),
      );
      vi.stubGlobal('fetch', identity);
      const confirmed = await request('/profile/api/email-confirmation', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          userId: '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e',
          code: 'q7Xv0bq2nB1kQm8c6p3dZt9yR4wL5sJh',
        }),
      });
      expect(await confirmed.json()).toEqual({ outcome: 'confirmed' });
      expect(String(identity.mock.calls[0]?.[0])).toBe(
        `https://id.${domain(code, environment)}/api/User/email/confirm/3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e?code=q7Xv0bq2nB1kQm8c6p3dZt9yR4wL5sJh`,
      );

      // Anything else is a static file: no Function claims it.
      expect((await request(`/profile/${language}/`)).status).toBe(299);
    },
    30_000,
  );
});
