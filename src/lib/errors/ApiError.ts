import type { ErrorBody } from './errorBody.ts';
import type { Refusal } from './refusal.ts';

/**
 * A call to the identity service or the main API that did not succeed (spec §8): the status
 * text as message, the reply's status, raw text and headers, and the parsed error body when
 * the reply had one. Status 0 means no reply arrived at all (see NetworkError).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The reply text exactly as received, kept for logs. */
  readonly response: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The parsed error body, when the reply was a JSON object. */
  readonly body: ErrorBody | undefined;
  /**
   * What a 400 said, read by its codes. The HTTP client sets it (lib/api/httpClient.ts), loading
   * the reader only when a 400 arrives; without it a 400 reads as a refused request.
   */
  refusal: Refusal | undefined;

  constructor(
    message: string,
    status: number,
    response: string,
    headers: Readonly<Record<string, string>>,
    body: ErrorBody | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.status = status;
    this.response = response;
    this.headers = headers;
    this.body = body;
    this.refusal = undefined;
  }
}

/**
 * No reply arrived: the network failed, the server dropped the connection, or CORS blocked
 * the reply. Status 0, like a browser reports it, so it maps to the network-failure text.
 */
export class NetworkError extends ApiError {
  override name = 'NetworkError';

  constructor(message: string, options?: ErrorOptions) {
    super(message, 0, '', {}, undefined, options);
  }
}

/**
 * The request was given up after the client's time limit. To a parent this is the same as a
 * network failure (status 0, the same text); the class exists so logs can tell them apart.
 */
export class TimeoutError extends NetworkError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number, url: string) {
    super(`No reply from ${url} within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}
