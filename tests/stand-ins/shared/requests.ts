import type { Context } from 'hono';
import { fieldError, type FieldError } from './errorBody.ts';

/** A JSON request body as a record; anything else (no body, bad JSON, a list) as an empty one. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => ({}));
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** A string field, trimmed; '' for anything that is not a string. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Field errors for every named field that is empty, worded, coded and keyed (PascalCase, as the
 * real services' validators key them) the way FluentValidation does: `NotEmptyValidator`,
 * `'Email' must not be empty.` More errors, coded or not, can be added to a field.
 */
export function emptyFields(fields: Record<string, unknown>): Record<string, (string | FieldError)[]> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(
        ([, value]) =>
          value === undefined || value === null || (typeof value === 'string' && value.trim() === ''),
      )
      .map(([name]) => [
        name,
        [fieldError('NotEmptyValidator', `'${name.split('.').pop()}' must not be empty.`)],
      ]),
  );
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value is a real calendar date written `YYYY-MM-DD` (not 2025-02-30, not 2025-13-01). */
export function isDateOnly(value: unknown): value is string {
  if (typeof value !== 'string' || !isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whether a birthdate arrived as the client must send it: midnight UTC of the day (spec §5). */
export function isUtcMidnight(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}
