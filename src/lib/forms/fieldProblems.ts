import type { ServiceNote } from '../errors/serviceCodes.ts';
import { serviceWords, type ServiceTexts, type ServiceWords } from '../errors/serviceWords.ts';

/**
 * What is wrong with one field of a form: one of the form's own checks, named by its text key
 * (translated where the form shows it), or what the server said about the field, by its codes
 * (lib/errors/serviceCodes.ts), never in its own words.
 */
export type FieldProblem<Key extends string> = ClientProblem<Key> | ServerProblem;

/** One of the form's own checks, found in the browser before sending, by its text key. */
export interface ClientProblem<Key extends string> {
  kind: 'client';
  key: Key;
}

/** What the server said about one field, by its codes. */
export interface ServerProblem {
  kind: 'server';
  notes: ServiceNote[];
}

/** A field's problem as shown: our words, and any words of the service's to quote under them. */
export type ProblemWords = ServiceWords;

/**
 * A field's problem in words: our own check's text, given by `clientText` (each form has its
 * own texts and placeholders), or what the server said about the field, in our words
 * (`service`), with the service's own words as details for a code we do not know.
 */
export function fieldProblemText<Key extends string>(
  problem: FieldProblem<Key>,
  clientText: (key: Key) => string,
  service: ServiceTexts,
): ProblemWords {
  return problem.kind === 'client'
    ? { text: clientText(problem.key), details: [] }
    : serviceWords(problem.notes, service);
}

/** The problems of a form's fields, by field name. */
export type ProblemsByField<Values, Key extends string> = Partial<
  Record<keyof Values & string, FieldProblem<Key>>
>;

/** Whether a form has any problem at all. */
export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0;
