import type { ErrorBody } from './errorBody.ts';
import type { ServiceNote } from './serviceCodes.ts';

/**
 * What a 400 said, as notes by their codes (lib/errors/serviceCodes.ts), before any form has
 * claimed its fields. The HTTP client reads it only when a 400 arrives (lib/api/httpClient.ts):
 * the code tables are most of what a form needs to read a failed call, and most visits never
 * get a 400, so a form page does not download them on its first visit.
 */
export interface Refusal {
  /** Each field key (a form-field path) with the notes of its messages, as the body lists them. */
  fields: readonly (readonly [key: string, notes: ServiceNote[]])[];
  /** The body's reasons we have words for that no field message claimed, for the form as a whole. */
  unclaimed: ServiceNote[];
}

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

/**
 * A 2xx reply whose content does not fit what the call answers (spec §3: apart from identifiers
 * every field may be null, but a name is never an object and a list is never a number). A
 * fault on the service's side: the parent reads "something went wrong on our side"
 * (lib/errors/translationKey.ts), never a blank page. Carries where the reply went wrong, not
 * the reply itself, which may hold a parent's personal data and would end up in logs.
 */
export class ReplyShapeError extends ApiError {
  override name = 'ReplyShapeError';
  /** Where the reply did not fit, e.g. `products.0: invalid_type (expected object)`. */
  readonly problems: readonly string[];

  constructor(
    call: string,
    status: number,
    headers: Readonly<Record<string, string>>,
    problems: readonly string[],
  ) {
    super(`The reply of ${call} does not fit: ${problems.join('; ')}`, status, '', headers, undefined);
    this.problems = problems;
  }
}
