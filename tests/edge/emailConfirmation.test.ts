import { afterEach, describe, expect, it } from 'vitest';
import { countries, countryCodes, type CountryCode } from '../../src/config/countries.ts';
import { endpointsFor } from '../../src/config/environments.ts';
import { pagePath } from '../../src/config/routes.ts';
import { emailConfirmationFunctionPath } from '../../src/lib/emailConfirmation/outcome.ts';
import { addFault, control, registerFreshAccount } from '../contract/support/standIns.ts';
import { get, securityHeaderMismatches } from './helpers.ts';

/**
 * The e-mail-confirmation Function in the real runtime, against the identity stand-in: only a
 * JSON POST confirms; every answer is `{ outcome }`, uncached, with the security headers; a
 * broken request never reaches the identity service. The sites run with IDENTITY_TIMEOUT_MS=2000
 * (tests/edge/globalSetup.ts).
 */
function post(body: unknown, country: CountryCode = 'se', init: RequestInit = {}): Promise<Response> {
  return get(country, emailConfirmationFunctionPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

/** A fresh account and the link the identity stand-in mailed it. */
async function freshLink(label: string, options: { expired?: boolean } = {}) {
  const user = await registerFreshAccount(label);
  return control<{ userId: string; code: string; link: string }>('identity', 'confirmation-link', 'POST', {
    email: user.email,
    ...options,
  });
}

const confirmPath = (userId: string) => `/api/User/email/confirm/${userId}`;

/** Whether the identity stand-in still holds a fault (one that was never triggered). */
async function faultStillArmed(id: number): Promise<boolean> {
  const faults = await control<{ id: number }[]>('identity', 'faults', 'GET');
  return faults.some((fault) => fault.id === id);
}

afterEach(async () => {
  await control('identity', 'faults', 'DELETE');
});

describe('POST /profile/api/email-confirmation', () => {
  it('should confirm a fresh link once, then answer invalidCode, as uncached JSON with the security headers', async () => {
    const { userId, code } = await freshLink('edge-confirm');
    const first = await post({ userId, code });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ outcome: 'confirmed' });
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(securityHeaderMismatches(first)).toEqual([]);

    const second = await post({ userId, code });
    expect(second.status).toBe(422);
    expect(await second.json()).toEqual({ outcome: 'invalidCode' });
  });

  it.each(countryCodes)('should work on the %s site too (one path for every language)', async (country) => {
    const { userId, code } = await freshLink(`edge-${country}`);
    const response = await post({ userId, code }, country);
    expect(await response.json()).toEqual({ outcome: 'confirmed' });
  });

  it('should answer expired for a link whose day is over', async () => {
    const { userId, code } = await freshLink('edge-expired', { expired: true });
    const response = await post({ userId, code });
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({ outcome: 'expired' });
  });

  it('should answer invalidCode for a well-formed code the service never issued', async () => {
    const { userId } = await freshLink('edge-forged');
    const response = await post({ userId, code: 'Zm9yZ2VkLWNvZGUtdGhhdC13YXMtbmV2ZXItaXNzdWVk' });
    expect(await response.json()).toEqual({ outcome: 'invalidCode' });
  });

  it.each([
    [{ code: 'a'.repeat(32) }, 'missingUserId'],
    [{ userId: '../../api/User/Me', code: 'a'.repeat(32) }, 'malformedUserId'],
    [{ userId: '<script>', code: 'a'.repeat(32) }, 'malformedUserId'],
    [{ userId: '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e' }, 'missingCode'],
    [{ userId: '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e', code: 'short' }, 'codeTooShort'],
    [{ userId: '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e', code: 'a'.repeat(1025) }, 'codeTooLong'],
    [{ userId: '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e', code: `${'a'.repeat(20)}&x=<>` }, 'malformedCode'],
    ['userId=3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e', 'notJson'],
    [['3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e'], 'notJson'],
  ])('should refuse %j with 400 %s, without calling the identity service', async (body, reason) => {
    const fault = await addFault('identity', {
      path: '/api/User/email/confirm/*',
      kind: 'status',
      status: 500,
      times: 1,
    });
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ outcome: 'invalidRequest', reason });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await faultStillArmed(fault.id)).toBe(true);
  });

  it('should refuse a body that is not declared as JSON, and one over 4 KB', async () => {
    const { userId, code } = await freshLink('edge-form');
    const form = await post(new URLSearchParams({ userId, code }).toString(), 'se', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await form.json()).toEqual({ outcome: 'invalidRequest', reason: 'notJson' });
    const large = await post({ userId, code, padding: 'x'.repeat(5000) });
    expect(await large.json()).toEqual({ outcome: 'invalidRequest', reason: 'notJson' });
    // Neither used the code up.
    expect(await (await post({ userId, code })).json()).toEqual({ outcome: 'confirmed' });
  });

  it.each([
    [{ kind: 'status', status: 500 }, 502, 'serverError'],
    [{ kind: 'status', status: 503 }, 503, 'unavailable'],
    [{ kind: 'drop' }, 503, 'unavailable'],
    [{ kind: 'delay', ms: 5000 }, 504, 'timeout'],
  ] as const)('should map an identity service fault %j to %i %s', async (rule, status, outcome) => {
    const { userId, code } = await freshLink('edge-fault');
    await addFault('identity', { path: confirmPath(userId), ...rule });
    const started = Date.now();
    const response = await post({ userId, code });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ outcome });
    if (outcome === 'timeout') expect(Date.now() - started).toBeLessThan(4500);
  });
});

describe('other methods on the Function URL', () => {
  it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'])(
    'should answer %s with 405 and Allow: POST, and use up nothing',
    async (method) => {
      const { userId, code } = await freshLink(`edge-${method.toLowerCase()}`);
      const query = new URLSearchParams({ userId, code });
      const response = await get('se', `${emailConfirmationFunctionPath}?${query}`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(securityHeaderMismatches(response)).toEqual([]);
      expect(await (await post({ userId, code })).json()).toEqual({ outcome: 'confirmed' });
    },
  );
});

describe('the e-mail link', () => {
  const pairs = countryCodes.flatMap((code) =>
    countries[code].languages.map((language) => [code, language] as const),
  );

  it.each(pairs)(
    '%s/%s: the canonical link of the e-mails reaches the page with its query kept',
    async (country, language) => {
      const query = '?userId=3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e&code=abc%2Bdef%3D%3D&utm_source=mail';
      const own = pagePath('emailConfirmation', language);
      const response = await get(country, `/profile/${language}/email-confirmation${query}`);
      if (language === 'en') {
        expect(response.status).toBe(200);
      } else {
        expect(response.status).toBe(301);
        const location = new URL(
          response.headers.get('location') ?? '',
          endpointsFor('development', country).host,
        );
        expect(`${location.pathname}${location.search}`).toBe(`${own}${query}`);
      }
      const page = await get(country, `${own}${query}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain(`data-function="${emailConfirmationFunctionPath}"`);
    },
  );
});
