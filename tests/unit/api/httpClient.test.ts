import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpClient, requestTimeoutMs } from '../../../src/lib/api/httpClient.ts';
import { anything } from '../../../src/lib/api/schemas/common.ts';
import { id, record, text } from '../../../src/lib/api/schemas/fields.ts';
import { TimedCache } from '../../../src/lib/cache/TimedCache.ts';
import { ApiError, NetworkError, ReplyShapeError, TimeoutError } from '../../../src/lib/errors/ApiError.ts';
import { emptyReply, fakeFetch, jsonReply, textReply, type Replier } from '../support/fakeFetch.ts';

function httpWith(reply?: Replier, options: { token?: string | null; timeoutMs?: number } = {}) {
  const { fetch, requests } = fakeFetch(reply);
  const http = new HttpClient({
    baseUrl: 'https://api.test.example',
    fetch,
    accessToken: () => options.token,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  return { http, requests };
}

/** A reply that never comes, unless the request is aborted (as fetch does, even if already aborted). */
const hangingReply: Replier = (request) =>
  new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (request.signal?.aborted) abort();
    request.signal?.addEventListener('abort', abort);
  });

afterEach(() => {
  vi.useRealTimers();
});

describe(HttpClient, () => {
  describe('headers', () => {
    it('should send no Authorization header when there is no token', async () => {
      const { http, requests } = httpWith(undefined, { token: null });
      await http.json({ method: 'GET', path: '/x' }, anything);
      expect(requests[0]?.headers).not.toHaveProperty('Authorization');
    });

    it('should ask for the token on every call, so a renewed token is used at once', async () => {
      let token = 'first';
      const { fetch, requests } = fakeFetch();
      const http = new HttpClient({ baseUrl: 'https://a.example', fetch, accessToken: () => token });
      await http.send({ method: 'GET', path: '/x' });
      token = 'renewed';
      await http.send({ method: 'GET', path: '/x' });
      expect(requests.map((request) => request.headers['Authorization'])).toEqual([
        'Bearer first',
        'Bearer renewed',
      ]);
    });
  });

  it('should send the headers of one call with that call only, its own headers winning', async () => {
    const { http, requests } = httpWith(undefined, { token: 't-1' });
    await http.send({
      method: 'POST',
      path: '/orders',
      body: {},
      headers: { 'Idempotency-Key': 'k-1', Authorization: 'Bearer forged', Accept: 'text/html' },
    });
    await http.send({ method: 'POST', path: '/orders', body: {} });
    expect(requests[0]?.headers).toMatchObject({
      'Idempotency-Key': 'k-1',
      Authorization: 'Bearer t-1',
      Accept: 'application/json',
    });
    expect(requests[1]?.headers).not.toHaveProperty('Idempotency-Key');
  });

  it("should send the page's language as Accept-Language when given one, and none otherwise", async () => {
    const { fetch, requests } = fakeFetch();
    await new HttpClient({ baseUrl: 'https://a.example', fetch, language: 'fi-FI' }).send({
      method: 'GET',
      path: '/x',
    });
    await new HttpClient({ baseUrl: 'https://a.example', fetch }).send({ method: 'GET', path: '/x' });
    expect(requests.map((request) => request.headers['Accept-Language'])).toEqual(['fi-FI', undefined]);
  });

  describe('json', () => {
    it('should return the parsed reply', async () => {
      const { http } = httpWith(() => jsonReply({ name: 'Barkarby' }));
      await expect(http.json({ method: 'GET', path: '/x' }, anything)).resolves.toEqual({ name: 'Barkarby' });
    });

    it('should give null for a 200 reply with no body', async () => {
      const { http } = httpWith(() => new Response('', { status: 200 }));
      await expect(http.json({ method: 'GET', path: '/x' }, anything)).resolves.toBeNull();
    });

    it('should turn a 2xx reply that is not JSON into an ApiError', async () => {
      const { http } = httpWith(() => textReply('<html>proxy</html>', 200, 'text/html'));
      await expect(http.json({ method: 'GET', path: '/x' }, anything)).rejects.toMatchObject({
        name: 'ApiError',
        status: 200,
        response: '<html>proxy</html>',
      });
    });
  });

  describe('replies that do not fit (lib/api/schemas)', () => {
    const named = record({ id, name: text });

    it('should give the reply as the schema reads it', async () => {
      const { http } = httpWith(() => jsonReply({ id: 'a', name: 'Barkarby', extra: 1 }));
      await expect(http.get('/x', named)).resolves.toEqual({ id: 'a', name: 'Barkarby', extra: 1 });
    });

    it('should reject a reply that does not fit with a ReplyShapeError naming the call and where', async () => {
      const { http } = httpWith(() => jsonReply({ id: 'a', name: { sv: 'Barkarby' } }));
      const error = await http
        .get('/x/{id}', named, { params: { id: 'a' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ReplyShapeError);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 200, problems: ['name: invalid_type (expected string)'] });
      // The call as written, not its identifiers; the reply itself is not kept (it may be personal).
      expect((error as Error).message).toContain('GET /x/{id}');
      expect(error).toMatchObject({ response: '' });
    });

    it('should reject a list that is not a list, or has an item that does not fit, naming the item', async () => {
      const notList = httpWith(() => jsonReply({ id: 'a', name: null }));
      await expect(notList.http.getList('/x', named)).rejects.toBeInstanceOf(ReplyShapeError);
      const withNull = httpWith(() => jsonReply([{ id: 'a', name: null }, null]));
      await expect(withNull.http.getList('/x', named)).rejects.toMatchObject({
        problems: ['1: invalid_type (expected object)'],
      });
    });

    it('should read a JSON reply of textOrJson with the schema, and leave text as text', async () => {
      const { http } = httpWith(() => jsonReply({ id: 7 }));
      await expect(http.textOrJson({ method: 'POST', path: '/x' }, named)).rejects.toBeInstanceOf(
        ReplyShapeError,
      );
    });

    it('should not keep a reply that does not fit in the cache', async () => {
      let reply: unknown = { id: 1 };
      const { http, requests } = httpWith(() => jsonReply(reply));
      const cache = new TimedCache<Promise<unknown>>({ maxAgeMs: 60_000 });
      await expect(http.get('/x', named, { cache })).rejects.toBeInstanceOf(ReplyShapeError);
      reply = { id: 'a', name: null };
      await expect(http.get('/x', named, { cache })).resolves.toEqual(reply);
      expect(requests).toHaveLength(2);
    });
  });

  describe('list', () => {
    it('should give an empty list for a 204 reply', async () => {
      const { http } = httpWith(() => emptyReply());
      await expect(http.list({ method: 'GET', path: '/x' }, anything)).resolves.toEqual([]);
    });
  });

  describe('textOrJson', () => {
    it('should parse a JSON reply and return any other reply as text', async () => {
      const json = httpWith(() => jsonReply({ success: true }));
      const text = httpWith(() => textReply('{"looks":"like json"}'));
      await expect(json.http.textOrJson({ method: 'POST', path: '/x' }, anything)).resolves.toEqual({
        success: true,
      });
      await expect(text.http.textOrJson({ method: 'POST', path: '/x' }, anything)).resolves.toBe(
        '{"looks":"like json"}',
      );
    });
  });

  describe('failed replies', () => {
    it('should throw an ApiError with status text, status, reply text, headers and parsed body', async () => {
      const body = { exceptionType: 'ValidationException', message: 'Invalid', errors: { Email: ['Taken'] } };
      const { http } = httpWith(() => jsonReply(body, 400, { 'X-Request-Id': 'r-1' }));
      const error = await http
        .json({ method: 'POST', path: '/x', body: {} }, anything)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        message: 'Bad Request',
        status: 400,
        response: JSON.stringify(body),
        body,
      });
      expect((error as ApiError).headers['x-request-id']).toBe('r-1');
    });

    it('should read what a 400 says by its codes, and only a 400', async () => {
      const body = {
        exceptionType: 'ValidationException',
        message: 'Invalid',
        errors: { Email: ['Email is already taken.'], Other: ['Something odd.'] },
        reasons: [{ code: 'DuplicateEmail', message: 'Email is already taken.' }, { code: 'LockedOut' }],
      };
      const refused = await httpWith(() => jsonReply(body, 400))
        .http.json({ method: 'POST', path: '/x', body: {} }, anything)
        .catch((caught: unknown) => caught);
      expect((refused as ApiError).refusal).toEqual({
        fields: [
          ['email', [{ kind: 'text', key: 'emailTaken' }]],
          ['other', [{ kind: 'unknown', details: ['Something odd.'] }]],
        ],
        unclaimed: [{ kind: 'text', key: 'lockedOut' }],
      });
      const failed = await httpWith(() => jsonReply(body, 409))
        .http.json({ method: 'POST', path: '/x', body: {} }, anything)
        .catch((caught: unknown) => caught);
      expect((failed as ApiError).refusal).toBeUndefined();
    });

    it('should keep the raw text and no body when the failed reply is not JSON', async () => {
      const { http } = httpWith(() => textReply('Service Unavailable', 503));
      await expect(http.json({ method: 'GET', path: '/x' }, anything)).rejects.toMatchObject({
        message: 'An unexpected server error occurred.',
        status: 503,
        response: 'Service Unavailable',
        body: undefined,
      });
    });

    it('should throw a NetworkError with status 0 when no reply arrives', async () => {
      const { http } = httpWith(() => Promise.reject(new TypeError('fetch failed')));
      const error = await http
        .json({ method: 'GET', path: '/x' }, anything)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({ status: 0 });
      expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
    });
  });

  describe('timeout', () => {
    it('should default to 30 seconds', () => {
      expect(new HttpClient({ baseUrl: 'https://a.example' }).timeoutMs).toBe(requestTimeoutMs);
      expect(requestTimeoutMs).toBe(30_000);
    });

    it('should give up after the time limit with a TimeoutError of status 0', async () => {
      vi.useFakeTimers();
      const { http } = httpWith(hangingReply, { timeoutMs: 5_000 });
      const outcome = http
        .json({ method: 'GET', path: '/slow' }, anything)
        .catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(4_999);
      let settled = false;
      void outcome.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error).toMatchObject({ status: 0, timeoutMs: 5_000 });
    });

    it('should rethrow the abort, not a network failure, when the caller cancels', async () => {
      const { http } = httpWith(hangingReply);
      const controller = new AbortController();
      const outcome = http.json({ method: 'GET', path: '/x', signal: controller.signal }, anything);
      controller.abort();
      await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
    });
  });

  describe('cache', () => {
    it('should serve a cached GET without a second request', async () => {
      const { http, requests } = httpWith(() => jsonReply(['sv', 'en']));
      const cache = new TimedCache<Promise<unknown>>({ maxAgeMs: 60_000 });
      const first = await http.list({ method: 'GET', path: '/x', cache }, anything);
      const second = await http.list({ method: 'GET', path: '/x', cache }, anything);
      expect(second).toEqual(first);
      expect(requests).toHaveLength(1);
    });

    it('should never cache anything but GET', async () => {
      const { http, requests } = httpWith();
      const cache = new TimedCache<Promise<unknown>>({ maxAgeMs: 60_000 });
      await http.json({ method: 'POST', path: '/x', cache }, anything);
      await http.json({ method: 'POST', path: '/x', cache }, anything);
      expect(requests).toHaveLength(2);
      expect(cache.size).toBe(0);
    });

    it('should not keep a failed GET, so the next call asks again', async () => {
      let calls = 0;
      const { http } = httpWith(() => (++calls === 1 ? jsonReply({}, 500) : jsonReply(['ok'])));
      const cache = new TimedCache<Promise<unknown>>({ maxAgeMs: 60_000 });
      await expect(http.list({ method: 'GET', path: '/x', cache }, anything)).rejects.toBeInstanceOf(
        ApiError,
      );
      await expect(http.list({ method: 'GET', path: '/x', cache }, anything)).resolves.toEqual(['ok']);
    });
  });
});
