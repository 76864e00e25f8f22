import * as v from 'valibot';

/*
 * The building blocks of the reply schemas (lib/api/schemas), after spec §3's rule "apart from
 * identifiers, every field may be null": lenient where the product copes (a field that is null
 * or missing reads as null), strict where a wrong type would break a view (a name that is an
 * object, a list that is not a list, a number that is not finite). Whether a value makes sense
 * (an amount below zero, an unknown currency) is for the code that uses it (lib/shop), not here.
 *
 * This is the one file that knows the schema library (valibot: its parts tree-shake, so a page
 * carries only the checks it uses, and it generates no code, which our CSP forbids). The schema
 * files build only from what is exported here, and the HTTP client reads a reply only through
 * `fit`, so another library means rewriting this file alone.
 */

/** A schema whose parsed reply is a `T`: the compiler holds each schema to its entity type. */
export type Schema<T> = v.GenericSchema<unknown, T>;

/** One way a reply did not fit: where, what kind of check, and what it expected. */
export interface Misfit {
  path: readonly PropertyKey[];
  code: string;
  expected?: string;
}

/** The reply as `schema` reads it, or where it did not fit. */
export function fit<T>(
  schema: Schema<T>,
  value: unknown,
): { fits: true; data: T } | { fits: false; misfits: Misfit[] } {
  const result = v.safeParse(schema, value);
  if (result.success) return { fits: true, data: result.output };
  return {
    fits: false,
    misfits: result.issues.map((issue) => ({
      path: issue.path?.map((step) => step.key as PropertyKey) ?? [],
      // A value of the wrong type is named by the type expected (`invalid_type (expected
      // string)`, the only custom check being the plain object's); any other check by its own
      // name (`finite`).
      ...(issue.kind === 'schema'
        ? { code: 'invalid_type', expected: issue.type === 'custom' ? 'object' : issue.type }
        : { code: issue.type }),
    })),
  };
}

/** An identifier: always there, always a string. */
export const id = v.string();

/** Text that must be there, as an item of a list of texts. */
export const presentText = v.string();

/** A value that may be null or missing (then read as null). */
export function maybe<T>(schema: Schema<T>): Schema<T | null> {
  return v.nullish(schema, null);
}

/** Text, or null. A name that is an object or a list is no text. */
export const text = maybe(v.string());

/** A finite number, or null (`1e999` parses as Infinity, which is no amount). */
export const number = maybe(v.pipe(v.number(), v.finite()));

export const flag = maybe(v.boolean());

/** A list whose every item fits (`[null]` is not a list of things), or null. */
export function listOf<T>(item: Schema<T>): Schema<T[] | null> {
  return maybe(v.array(item));
}

/** Exactly one of these values: anything else does not fit. */
export function exactly<const Values extends readonly [string, ...string[]]>(
  values: Values,
): Schema<Values[number]> {
  return v.picklist(values);
}

/**
 * One of the values the product knows, or null. A value it does not know (a new step the
 * service added) reads as null, which every user of such a field already handles.
 */
export function oneOf<const Values extends readonly [string, ...string[]]>(
  values: Values,
): Schema<Values[number] | null> {
  return v.fallback(maybe(v.picklist(values)), null);
}

/** A schema that refers to itself (a tree's children), read when first used. */
export function later<T>(schema: () => Schema<T>): Schema<T> {
  return v.lazy(schema);
}

/**
 * An object that is not a list: valibot's objects take a list too (`[]` would read as an object
 * whose every field is missing), which is no object our services send.
 */
const plainObject = v.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

/** An object with these fields; fields the product does not read pass through untouched. */
export function record<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.pipe(plainObject, v.looseObject(entries));
}

/** Text by key (a name per language), or null. */
export const textByKey = maybe(v.pipe(plainObject, v.record(v.string(), v.string())));

/** A reply the product reads by its own rule. */
export const anyValue = v.unknown();
