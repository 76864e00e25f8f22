/** One reason the server gives for refusing a request (spec §3, error body). */
export interface ErrorReason {
  code: string | null;
  message: string | null;
}

/**
 * The error body the identity service and the main API send with a failed request (spec §3).
 * `errors` maps a field (in the server's own spelling, e.g. `Children[0].FirstName`) to its
 * messages; `propertyErrors.ts` turns those keys into form-field paths.
 */
export interface ErrorBody {
  exceptionType?: string | null;
  code?: string | null;
  errors?: Record<string, string[]> | null;
  responsecode?: number | null;
  message?: string | null;
  reasons?: ErrorReason[] | null;
  stackTrace?: string | null;
}

/**
 * Reads a failed reply's text as an error body. Anything that is not a JSON object (an HTML
 * page from a proxy, a bare string, an empty reply) gives `undefined`: the raw text stays on
 * the ApiError for logging, but nothing in it is shown to a user as if the server had said it.
 */
export function parseErrorBody(text: string): ErrorBody | undefined {
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as ErrorBody)
    : undefined;
}
