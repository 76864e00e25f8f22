import { ApiError } from '../../src/lib/errors/ApiError.ts';
import { parseErrorBody } from '../../src/lib/errors/errorBody.ts';

/**
 * A refused call as our HTTP client throws it: the status, the body (an object is sent as
 * JSON) and the headers (`Retry-After`, say), with the error body parsed as the client parses it.
 */
export function apiReply(status: number, body: unknown = '', headers: Record<string, string> = {}): ApiError {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new ApiError('x', status, text, headers, parseErrorBody(text));
}
