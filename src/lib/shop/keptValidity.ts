import type { Validity } from './articleFacts.ts';

const counted = new Set(['months', 'days', 'weeks', 'years', 'entrances']);

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isDateOrNull = (value: unknown) => value === null || isDate(value);

/**
 * Whether a value read back from the tab's storage is a `Validity` as `validityOf` makes one:
 * storage is the parent's to change, and a receipt must not print what it cannot read.
 */
export function isValidity(value: unknown): value is Validity {
  if (typeof value !== 'object' || value === null) return false;
  const { type, count, start, end } = value as Record<string, unknown>;
  if (typeof type !== 'string') return false;
  if (counted.has(type)) return typeof count === 'number' && Number.isInteger(count) && count > 0;
  if (type === 'period') return isDate(start) && (end === undefined || isDate(end));
  if (type === 'sellable') return isDateOrNull(start) && isDateOrNull(end);
  return false;
}
