/*
 * The building blocks of the reply schemas (lib/api/schemas), after spec §3's rule "apart from
 * identifiers, every field may be null": lenient where the product copes (a field that is null
 * or missing reads as null), strict where a wrong type would break a view (a name that is an
 * object, a list that is not a list, a number that is not finite). Whether a value makes sense
 * (an amount below zero, an unknown currency) is for the code that uses it (lib/shop), not here.
 *
 * A reader of our own, not a schema library: the checks the replies need are these few, and a
 * library's (valibot's, the smallest we measured) cost 2.2 kB on every page that calls a service,
 * which took six pages over the JavaScript budget (docs/decisions.md). It generates no code
 * (our CSP allows none). The schema files build only from what is exported here, and the HTTP
 * client reads a reply only through `fit`.
 */

/** One way a reply did not fit: where, what kind of check, and what it expected. */
export interface Misfit {
  path: readonly PropertyKey[];
  code: string;
  expected?: string;
}

/**
 * A schema whose parsed reply is a `T`: it reads a value at `path`, adding to `misfits` where
 * it does not fit (what it returns then is never used). The compiler holds each schema to its
 * entity type.
 */
export interface Schema<T> {
  readonly read: (value: unknown, path: readonly PropertyKey[], misfits: Misfit[]) => T;
}

/** What a schema reads a reply as. */
type Read<S> = S extends Schema<infer T> ? T : never;

/** The reply as `schema` reads it, or where it did not fit. */
export function fit<T>(
  schema: Schema<T>,
  value: unknown,
): { fits: true; data: T } | { fits: false; misfits: Misfit[] } {
  const misfits: Misfit[] = [];
  const data = schema.read(value, [], misfits);
  return misfits.length === 0 ? { fits: true, data } : { fits: false, misfits };
}

/** A value of one type, named by the type expected when it is not (`invalid_type (expected string)`). */
function ofType<T>(expected: string, is: (value: unknown) => value is T): Schema<T> {
  return {
    read: (value, path, misfits) => {
      if (!is(value)) misfits.push({ path, code: 'invalid_type', expected });
      return value as T;
    },
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Sets a field as its own, even one named `__proto__` (a reply's JSON may have one). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** An object that is not a list: `[]` is no object our services send. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The misfit of a value that is no object, for `record` and `textByKey`. */
const anObject = ofType('object', isPlainObject);

/** The misfit of a value that is no list, for `listOf`. */
const aList = ofType('array', Array.isArray);

/** An identifier: always there, always a string. */
export const id: Schema<string> = ofType('string', isString);

/** Text that must be there: an item of a list of texts, a value of a text by key. */
export const presentText: Schema<string> = ofType('string', isString);

/** A value that may be null or missing (then read as null). */
export function maybe<T>(schema: Schema<T>): Schema<T | null> {
  return { read: (value, path, misfits) => (value == null ? null : schema.read(value, path, misfits)) };
}

/** Text, or null. A name that is an object or a list is no text. */
export const text = maybe(id);

/** A finite number, or null (`1e999` parses as Infinity, which is no amount; NaN is no number). */
const anyNumber = ofType(
  'number',
  (value): value is number => typeof value === 'number' && !Number.isNaN(value),
);
export const number = maybe<number>({
  read: (value, path, misfits) => {
    const read = anyNumber.read(value, path, misfits);
    if (typeof read === 'number' && !Number.isFinite(read)) misfits.push({ path, code: 'finite' });
    return read;
  },
});

export const flag = maybe(ofType('boolean', (value): value is boolean => typeof value === 'boolean'));

/** A list whose every item fits (`[null]` is not a list of things), or null. */
export function listOf<T>(item: Schema<T>): Schema<T[] | null> {
  return maybe({
    read: (value, path, misfits) => {
      if (!Array.isArray(value)) return aList.read(value, path, misfits) as T[];
      return value.map((each: unknown, index) => item.read(each, [...path, index], misfits));
    },
  });
}

/** Exactly one of these values: anything else does not fit. */
export function exactly<const Values extends readonly [string, ...string[]]>(
  values: Values,
): Schema<Values[number]> {
  return ofType('picklist', (value): value is Values[number] =>
    (values as readonly unknown[]).includes(value),
  );
}

/**
 * One of the values the product knows, or null. A value it does not know (a new step the
 * service added) reads as null, which every user of such a field already handles.
 */
export function oneOf<const Values extends readonly [string, ...string[]]>(
  values: Values,
): Schema<Values[number] | null> {
  const known = maybe(exactly(values));
  return {
    read: (value, path) => {
      const misfits: Misfit[] = [];
      const read = known.read(value, path, misfits);
      return misfits.length === 0 ? read : null;
    },
  };
}

/** A schema that refers to itself (a tree's children), read when first used. */
export function later<T>(schema: () => Schema<T>): Schema<T> {
  return { read: (value, path, misfits) => schema().read(value, path, misfits) };
}

/**
 * An object with these fields, read in their order (a missing one as `undefined`, so a field
 * that may be null reads as null); fields the product does not read pass through untouched.
 */
export function record<const Entries extends Record<string, Schema<unknown>>>(
  entries: Entries,
): Schema<{ [Key in keyof Entries]: Read<Entries[Key]> } & { [key: string]: unknown }> {
  return {
    read: (value, path, misfits) => {
      if (!isPlainObject(value)) return anObject.read(value, path, misfits) as never;
      const read: Record<string, unknown> = {};
      for (const [key, schema] of Object.entries(entries)) {
        put(
          read,
          key,
          schema.read(Object.hasOwn(value, key) ? value[key] : undefined, [...path, key], misfits),
        );
      }
      for (const [key, field] of Object.entries(value))
        if (!Object.hasOwn(entries, key)) put(read, key, field);
      return read as never;
    },
  };
}

/** Text by key (a name per language), or null. */
export const textByKey = maybe<Record<string, string>>({
  read: (value, path, misfits) => {
    if (!isPlainObject(value)) return anObject.read(value, path, misfits) as never;
    const read: Record<string, string> = {};
    for (const [key, field] of Object.entries(value))
      put(read, key, presentText.read(field, [...path, key], misfits));
    return read;
  },
});

/** A reply the product reads by its own rule. */
export const anyValue: Schema<unknown> = { read: (value) => value };
