import type { ApiError } from './ApiError.ts';
import { propertyErrorMap } from './propertyErrors.ts';
import { isKnownServiceCode, reasonCodes, serviceNote, type ServiceNote } from './serviceCodes.ts';

/**
 * What a 400 said, as notes by their codes (lib/errors/serviceCodes.ts), before any form has
 * claimed its fields. The HTTP client reads it only when a 400 arrives (lib/api/httpClient.ts):
 * the code tables are most of what a form needs to read a failed call, and most visits never
 * get a 400, so a form page does not download them on its first visit.
 */
export interface Refusal {
  /** Each field key (a form-field path) with the notes of its messages, as the body lists them. */
  fields: readonly (readonly [key: string, notes: ServiceNote[]])[];
  /** The body's reasons we have words for that no field message claimed, for the form as a whole. */
  unclaimed: ServiceNote[];
}

/**
 * Reads a 400's body: each field message becomes a note by its code (from the reason with the
 * same words, or the body's code for a lone message; see `reasonCodes`), never by its words.
 */
export function readRefusal(error: ApiError): Refusal {
  const fieldErrors = Object.entries(propertyErrorMap(error));
  const codes = reasonCodes(error.body, fieldErrors.flatMap(([, messages]) => messages).length);
  const fields = fieldErrors.map(
    ([key, messages]) =>
      [key, messages.map((message) => serviceNote(codes.codeOf(message), message))] as const,
  );
  const unclaimed = codes
    .unclaimed()
    .filter((reason) => isKnownServiceCode(reason.code))
    .map((reason) => serviceNote(reason.code, reason.message));
  return { fields, unclaimed };
}
