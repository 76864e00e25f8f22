import * as z from 'zod/mini';

/*
 * The building blocks of the reply schemas (lib/api/schemas), after spec §3's rule "apart from
 * identifiers, every field may be null": lenient where the product copes (a field that is null
 * or missing reads as null), strict where a wrong type would break a view (a name that is an
 * object, a list that is not a list, a number that is not finite). Whether a value makes sense
 * (an amount below zero, an unknown currency) is for the code that uses it (lib/shop), not here.
 */

// Our CSP allows no generated code: without this, zod probes `new Function` on its first
// object, which the browser reports as a CSP violation even though zod catches the throw.
z.config({ jitless: true });

/** A schema whose parsed reply is a `T`: the compiler holds each schema to its entity type. */
export type Schema<T> = z.ZodMiniType<T, unknown>;

/** An identifier: always there, always a string. */
export const id = z.string();

/** A value that may be null or missing (then read as null). */
export function maybe<T>(schema: Schema<T>) {
  return z._default(z.nullable(schema), null);
}

/** Text, or null. A name that is an object or a list is no text. */
export const text = maybe(z.string());

/** A finite number (zod's number has no NaN nor Infinity), or null. */
export const number = maybe(z.number());

export const flag = maybe(z.boolean());

/** A list whose every item fits (`[null]` is not a list of things), or null. */
export function listOf<T>(item: Schema<T>) {
  return maybe(z.array(item));
}

/**
 * One of the values the product knows, or null. A value it does not know (a new step the
 * service added) reads as null, which every user of such a field already handles.
 */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.catch(maybe(z.enum(values)), null);
}

/** An object with these fields; fields the product does not read pass through untouched. */
export const record = z.looseObject;
