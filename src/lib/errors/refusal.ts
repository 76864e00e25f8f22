import type { ApiError, Refusal } from './ApiError.ts';
import { propertyErrorMap } from './propertyErrors.ts';
import { isKnownServiceCode, reasonCodes, serviceNote } from './serviceCodes.ts';

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
