import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointsFor } from '../../../src/config/environments.ts';
import {
  handleEmailConfirmation,
  identityTimeoutMs,
} from '../../../src/lib/edge/emailConfirmationFunction.ts';
import { defaultIdentityTimeoutMs } from '../../../src/lib/emailConfirmation/timing.ts';
import { fakeFetch, jsonReply } from '../support/fakeFetch.ts';

const env = { COUNTRY: 'dk', ENVIRONMENT: 'production' };
const userId = '3f2c9a4e-1b7d-4c55-9e0a-6d1f2b3c4d5e';
const code = 'ab+cd/ef==q7Xv0bq2nB1kQm8c6p3dZt9y';

function request(method: string, body?: string, contentType = 'application/json'): Request {
  return new Request('https://profile.playcentre.dk/profile/api/email-confirmation', {
    method,
    headers: { 'Content-Type': contentType },
    ...(body === undefined ? {} : { body }),
  });
}

describe('identityTimeoutMs', () => {
  it('should take a sensible IDENTITY_TIMEOUT_MS and fall back to the default otherwise', () => {
    expect(identityTimeoutMs({ IDENTITY_TIMEOUT_MS: '2000' })).toBe(2000);
    for (const value of [undefined, '', 'soon', '0', '-5', '1.5', '99', '600000'])
      expect(identityTimeoutMs({ IDENTITY_TIMEOUT_MS: value as string })).toBe(defaultIdentityTimeoutMs);
  });
});

describe('handleEmailConfirmation', () => {
  // What the Function logs goes to the console (workerd's log); tests read it instead.
  const logged = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => vi.restoreAllMocks());

  it("should call the country's identity service with userId in the path and code in the query", async () => {
    const { fetch, requests } = fakeFetch(() => jsonReply({ success: true }));
    const response = await handleEmailConfirmation(
      request('POST', JSON.stringify({ userId, code })),
      env,
      fetch,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'confirmed' });
    expect(requests).toHaveLength(1);
    const called = new URL(requests[0]!.url);
    expect(called.origin).toBe(endpointsFor('production', 'dk').identityApi);
    expect(called.pathname).toBe(`/api/User/email/confirm/${userId}`);
    expect(called.searchParams.get('code')).toBe(code);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it.each(['GET', 'HEAD', 'PUT', 'OPTIONS'])('should answer %s with 405 and call nothing', async (method) => {
    const { fetch, requests } = fakeFetch();
    const response = await handleEmailConfirmation(request(method), env, fetch);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(requests).toEqual([]);
  });

  it('should refuse a broken request with 400 and its reason, calling nothing', async () => {
    const { fetch, requests } = fakeFetch();
    const response = await handleEmailConfirmation(
      request('POST', JSON.stringify({ userId: 'x', code })),
      env,
      fetch,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ outcome: 'invalidRequest', reason: 'malformedUserId' });
    const form = await handleEmailConfirmation(request('POST', `userId=${userId}`, 'text/plain'), env, fetch);
    expect(await form.json()).toEqual({ outcome: 'invalidRequest', reason: 'notJson' });
    expect(requests).toEqual([]);
  });

  it('should answer 500 in plain words when the project lacks COUNTRY or ENVIRONMENT', async () => {
    const errors = logged();
    const { fetch, requests } = fakeFetch();
    const response = await handleEmailConfirmation(
      request('POST', JSON.stringify({ userId, code })),
      {},
      fetch,
    );
    expect(response.status).toBe(500);
    expect(await response.text()).toMatch(/COUNTRY and ENVIRONMENT/);
    expect(requests).toEqual([]);
    expect(errors).toHaveBeenCalledWith('e-mail confirmation: project misconfigured', {
      COUNTRY: undefined,
      ENVIRONMENT: undefined,
    });
  });

  it('should map a refusal and a failed connection, and log the failed connection', async () => {
    const errors = logged();
    const refused = fakeFetch(() => jsonReply({ code: 'ExpiredToken' }, 400));
    const expired = await handleEmailConfirmation(
      request('POST', JSON.stringify({ userId, code })),
      env,
      refused.fetch,
    );
    expect([expired.status, await expired.json()]).toEqual([410, { outcome: 'expired' }]);
    const down = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const unavailable = await handleEmailConfirmation(
      request('POST', JSON.stringify({ userId, code })),
      { ...env, ENVIRONMENT: 'development' },
      down.fetch,
    );
    expect([unavailable.status, await unavailable.json()]).toEqual([503, { outcome: 'unavailable' }]);
    expect(errors.mock.calls.map(([message]) => message)).toContain(
      'e-mail confirmation: identity service unreachable',
    );
  });
});
