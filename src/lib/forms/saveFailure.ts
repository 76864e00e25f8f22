import { ApiError } from '../errors/ApiError.ts';
import { propertyErrorMap } from '../errors/propertyErrors.ts';
import { errorTranslationKey, type ErrorTranslationKey } from '../errors/translationKey.ts';
import type { FieldProblems } from './fieldProblems.ts';

/** What the form shows after a failed save. */
export interface SaveFailure<Values> {
  /** Server field errors on the fields of this form (never a check of the form's own). */
  fields: FieldProblems<Values, never>;
  /** Server messages about fields this form does not have (e.g. the profile's e-mail). */
  otherMessages: string[];
  /** The translated text for the failure as a whole (spec §8, by status). */
  formError: ErrorTranslationKey | 'fixFields';
}

/**
 * Reads a failed save (spec §8): field errors of a 400 go to the fields they name (keys as
 * `propertyErrorMap` gives them: `Phone` → `phone`); what names no field of the form is kept
 * as a message for the form; a network failure, 401, 500 and the rest get the translated text
 * of their status.
 */
export function saveFailure<Values>(
  error: unknown,
  fieldNames: readonly (keyof Values & string)[],
): SaveFailure<Values> {
  const fields: FieldProblems<Values, never> = {};
  const otherMessages: string[] = [];
  if (error instanceof ApiError && error.status === 400) {
    for (const [key, messages] of Object.entries(propertyErrorMap(error))) {
      const field = fieldNames.find((name) => name.toLowerCase() === key.toLowerCase());
      if (field) fields[field] = { kind: 'server', messages };
      else otherMessages.push(...messages);
    }
  }
  const hasFieldErrors = Object.keys(fields).length > 0;
  return { fields, otherMessages, formError: hasFieldErrors ? 'fixFields' : errorTranslationKey(error) };
}
