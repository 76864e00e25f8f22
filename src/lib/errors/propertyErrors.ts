import { errorSource, isRecord } from './errorSource.ts';

/**
 * A server field key as a form-field path (spec §8): the first letter lowercased and array
 * indexes dotted, so `Children[0].FirstName` becomes `children.0.FirstName`. Only the first
 * letter changes, exactly as the spec states; the server names nested fields itself.
 */
export function fieldPath(key: string): string {
  const dotted = key.replace(/\[(\d+)\]/g, '.$1');
  return dotted.charAt(0).toLowerCase() + dotted.slice(1);
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function add(map: Record<string, string[]>, key: string, messages: string[]): void {
  if (messages.length === 0) return;
  const path = fieldPath(key);
  map[path] = [...(map[path] ?? []), ...messages];
}

/**
 * Every field error of an error, keyed by form-field path. Reads the `errors` of the error's
 * body (see errorSource): a map of field to message(s), or a list whose entries are plain
 * messages (kept under the blank key, they belong to no field) or `{ propertyName | field,
 * errorMessage | message }` pairs.
 */
export function propertyErrorMap(error: unknown): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  if (!isRecord(error)) return map;
  const errors = errorSource(error)['errors'];
  if (Array.isArray(errors)) {
    for (const entry of errors as unknown[]) {
      if (typeof entry === 'string') add(map, '', [entry]);
      else if (isRecord(entry)) {
        const key = entry['propertyName'] ?? entry['field'];
        add(map, typeof key === 'string' ? key : '', messagesOf(entry['errorMessage'] ?? entry['message']));
      }
    }
  } else if (isRecord(errors)) {
    for (const [key, value] of Object.entries(errors)) add(map, key, messagesOf(value));
  }
  return map;
}
