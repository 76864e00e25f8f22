import { cached } from '../cache/cached.ts';
import type { ApiCaches, ReplyCache } from '../cache/apiCaches.ts';
import { ApiError, NetworkError, ReplyShapeError, TimeoutError } from '../errors/ApiError.ts';
import { parseErrorBody } from '../errors/errorBody.ts';
import type { Refusal } from '../errors/ApiError.ts';
import { statusText } from '../errors/statusText.ts';
import { fit, type Misfit, type Schema } from './schemas/fields.ts';
import { buildUrl, type UrlParts } from './url.ts';

/**
 * How long a call may take before it is given up: 30 s. The slowest legitimate calls (order
 * creation and summaries, which reach the payment provider) take a few seconds; 30 s leaves
 * room for a slow mobile connection in a play centre, yet ends well before Cloudflare's edge
 * gives up on its own (100 s) and before a waiting parent has long given up on the page.
 */
export const requestTimeoutMs = 30_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Gives the current access token, if there is a signed-in user. */
export type AccessTokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface HttpClientOptions {
  /** Origin (and optional base path) of the service, e.g. `endpoints.mainApi`. */
  baseUrl: string;
  /** Sends `Authorization: Bearer …` when it gives a token (main API, spec §6). */
  accessToken?: AccessTokenSource;
  /** `include` sends the identity service's own cookies along (identity calls, spec §6). */
  credentials?: RequestCredentials;
  timeoutMs?: number;
  /**
   * The page's language as a BCP 47 tag (`sv-SE`), sent as `Accept-Language`: a service that
   * writes text for people (a booking's confirmation) writes it in the page's language, not in
   * the browser's.
   */
  language?: string;
  /** Replaceable for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export interface RequestOptions extends UrlParts {
  method: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * GET replies are kept here and served while the entry lives (spec §9). Keyed by address only,
   * so only for replies that are the same for every user; callers share the parsed reply and
   * must not change it.
   */
  cache?: ReplyCache;
  /** Lets the caller cancel; a cancelled call rethrows the abort instead of an ApiError. */
  signal?: AbortSignal;
  /**
   * Headers of this call only (a create-order's `Idempotency-Key`). The client's own (Accept,
   * Content-Type, Accept-Language, Authorization) are set after them and win.
   */
  headers?: Readonly<Record<string, string>>;
}

/** What a call gives besides its method, path and body (see the helpers of HttpClient). */
export type CallOptions = Omit<RequestOptions, 'method' | 'path' | 'body'>;

/** A reply as it arrived. */
interface Reply {
  status: number;
  text: string;
  headers: Record<string, string>;
}

/**
 * fetch with a time limit, the service's credentials and the error rules of spec §8: a non-2xx
 * reply becomes an ApiError carrying status text, status, text, headers and parsed body; no
 * reply becomes a NetworkError (or TimeoutError), status 0. Area clients build on the four
 * reading methods below, which differ only in what an empty (204) reply yields, and on the
 * shorthands for the GETs most make: `get` and `getList`.
 */
export class HttpClient {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly #accessToken: AccessTokenSource | undefined;
  readonly #credentials: RequestCredentials | undefined;
  readonly #language: string | undefined;
  readonly #fetch: typeof fetch;

  constructor(options: HttpClientOptions) {
    this.baseUrl = options.baseUrl;
    this.timeoutMs = options.timeoutMs ?? requestTimeoutMs;
    this.#accessToken = options.accessToken;
    this.#credentials = options.credentials;
    this.#language = options.language;
    // Never call fetch as a method of another object: browsers throw "Illegal invocation".
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** A JSON reply that fits `schema`; a 204 or empty reply gives null (spec §7). */
  json<T>(options: RequestOptions, schema: Schema<T>): Promise<T | null> {
    return this.#read(options, null, (reply) => fitted(schema, parseJson(reply), options, reply));
  }

  /** A JSON list whose every item fits `item`; a 204 or empty reply gives an empty list. */
  list<T>(options: RequestOptions, item: Schema<T>): Promise<T[]> {
    return this.#read(options, [], (reply) => fittedList(item, parseJson(reply), options, reply));
  }

  /** A call whose reply is not read. */
  send(options: RequestOptions): Promise<void> {
    return this.#read(options, undefined, () => undefined);
  }

  /** A reply that may be JSON fitting `schema` or plain text (the identity service's reset-password). */
  textOrJson<T>(options: RequestOptions, schema: Schema<T>): Promise<T | string | null> {
    return this.#read(options, null, (reply) =>
      (reply.headers['content-type'] ?? '').includes('json')
        ? fitted(schema, parseJson(reply), options, reply)
        : reply.text,
    );
  }

  /** GET of a JSON reply fitting `schema` (null for 204); `options.cache` keeps it. */
  get<T>(path: string, schema: Schema<T>, options?: CallOptions): Promise<T | null> {
    return this.json({ ...options, method: 'GET', path }, schema);
  }

  /** GET of a JSON list whose items fit `item` ([] for 204); `options.cache` keeps it. */
  getList<T>(path: string, item: Schema<T>, options?: CallOptions): Promise<T[]> {
    return this.list({ ...options, method: 'GET', path }, item);
  }

  /** A non-2xx reply rejects with an ApiError; a 204 or empty one gives `empty`; `parse` reads any other. */
  async #read<T, Empty>(
    options: RequestOptions,
    empty: Empty,
    parse: (reply: Reply) => T,
  ): Promise<T | Empty> {
    // Build the address first: a missing parameter must reject before anything is sent.
    const url = buildUrl(this.baseUrl, options);
    const load = async () => {
      const reply = await this.#exchange(url, options);
      if (reply.status < 200 || reply.status >= 300) {
        const body = parseErrorBody(reply.text);
        const error = new ApiError(statusText(reply.status), reply.status, reply.text, reply.headers, body);
        if (reply.status === 400) error.refusal = await readRefusalOf(error);
        throw error;
      }
      return reply.text.trim() === '' ? empty : parse(reply);
    };
    return options.cache && options.method === 'GET' ? cached(options.cache, url, load) : load();
  }

  /**
   * Sends the call with the service's headers and credentials. The time limit also covers
   * reading the body: a reply that stalls half-way is no better.
   */
  async #exchange(url: string, options: RequestOptions): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.#language) headers['Accept-Language'] = this.#language;
    const token = await this.#accessToken?.();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const { signal } = options;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    const cancel = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', cancel, { once: true });
    if (signal?.aborted) cancel();
    try {
      // fetch takes an undefined member as left out: no body (JSON.stringify(undefined) is
      // undefined), and the default credentials when the service names none.
      const response = await this.#fetch(url, {
        method: options.method,
        headers,
        body: JSON.stringify(options.body),
        credentials: this.#credentials,
        signal: controller.signal,
      });
      const text = await response.text();
      return { status: response.status, text, headers: Object.fromEntries(response.headers) };
    } catch (error) {
      if (timedOut) throw new TimeoutError(this.timeoutMs, url);
      if (signal?.aborted) throw error;
      throw new NetworkError(`No reply from ${url}`, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }
}

/**
 * What a 400 said, by its codes (lib/errors/refusal.ts), loaded only now: its code tables would
 * otherwise be on every form page's first visit. If it cannot be loaded (the network went away
 * with the reply), the form says the request was refused, as for a 400 without field errors.
 */
async function readRefusalOf(error: ApiError): Promise<Refusal | undefined> {
  try {
    const { readRefusal } = await import('../errors/refusal.ts');
    return readRefusal(error);
  } catch {
    return undefined;
  }
}

function parseJson(reply: Reply): unknown {
  try {
    return JSON.parse(reply.text) as unknown;
  } catch (cause) {
    // A 2xx reply that is not JSON (a proxy's HTML page, say) is a server fault, not data.
    throw new ApiError('The reply is not valid JSON.', reply.status, reply.text, reply.headers, undefined, {
      cause,
    });
  }
}

/**
 * The reply as `schema` reads it, or a ReplyShapeError naming the call (its path as written,
 * without the identifiers filled in) and where the reply went wrong. Checked here, once, for
 * every call: a caller never sees a reply that does not fit its type. Cached replies are kept
 * as read, so a reply that does not fit is never kept.
 */
function fitted<T>(schema: Schema<T>, value: unknown, options: RequestOptions, reply: Reply): T {
  const result = fit(schema, value);
  if (result.fits) return result.data;
  throw new ReplyShapeError(
    `${options.method} ${options.path}`,
    reply.status,
    reply.headers,
    result.misfits.map(said),
  );
}

/**
 * A list whose every item fits `item`: anything but an array, or an item that does not fit,
 * is a reply that does not fit (a list of `[null]` is not a list of orders).
 */
function fittedList<T>(item: Schema<T>, value: unknown, options: RequestOptions, reply: Reply): T[] {
  if (!Array.isArray(value)) {
    throw new ReplyShapeError(`${options.method} ${options.path}`, reply.status, reply.headers, [
      said({ path: [], code: 'invalid_type', expected: 'array' }),
    ]);
  }
  return value.map((each: unknown, index) => {
    const result = fit(item, each);
    if (result.fits) return result.data;
    const misfits = result.misfits.map((misfit) => said({ ...misfit, path: [index, ...misfit.path] }));
    throw new ReplyShapeError(`${options.method} ${options.path}`, reply.status, reply.headers, misfits);
  });
}

/** Where a reply went wrong, e.g. `products.0: invalid_type (expected object)`. */
function said(misfit: Misfit): string {
  const where = misfit.path.map(String).join('.') || '(reply)';
  return `${where}: ${misfit.code}` + (misfit.expected === undefined ? '' : ` (expected ${misfit.expected})`);
}

/**
 * What an area client of the main API works with: the main API's HttpClient (`mainApiHttp`) and
 * the caches that keep the replies every user shares (spec §9).
 */
export abstract class MainApiClient {
  protected readonly http: HttpClient;
  protected readonly caches: ApiCaches;

  constructor(http: HttpClient, caches: ApiCaches) {
    this.http = http;
    this.caches = caches;
  }
}
