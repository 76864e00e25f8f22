import { ApiError } from '../../src/lib/errors/ApiError.ts';
import { parseErrorBody } from '../../src/lib/errors/errorBody.ts';
import { readRefusal } from '../../src/lib/errors/refusal.ts';

/**
 * A refused call as our HTTP client throws it: the status, the body (an object is sent as
 * JSON) and the headers (`Retry-After`, say), with the error body parsed, and a 400 read by its
 * codes, as the client does.
 */
export function apiReply(status: number, body: unknown = '', headers: Record<string, string> = {}): ApiError {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const error = new ApiError('x', status, text, headers, parseErrorBody(text));
  if (status === 400) error.refusal = readRefusal(error);
  return error;
}
