import { ApiError } from './ApiError.ts';

/** Any object, read field by field without trusting its shape. */
export type UnknownRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null;
}

/**
 * The object that holds what the server said about an error: the parsed body of an ApiError,
 * the nested `error` object of a wrapper (as HTTP libraries and `{ error: {…} }` replies nest
 * it), or the value itself. Text extraction and field errors both read from here, so they
 * always agree about which object they look at.
 */
export function errorSource(value: UnknownRecord): UnknownRecord {
  // An interface has no index signature, so the body is widened to a plain record here.
  if (value instanceof ApiError) return (value.body as UnknownRecord | undefined) ?? value;
  const nested = value['error'];
  return isRecord(nested) && !Array.isArray(nested) ? nested : value;
}
