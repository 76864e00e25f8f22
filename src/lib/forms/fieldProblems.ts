/**
 * What is wrong with one field of a form: one of the form's own checks, named by its text key
 * (translated where the form shows it), or what the server said about the field, in its words.
 */
export type FieldProblem<Key extends string> =
  { kind: 'client'; key: Key } | { kind: 'server'; messages: string[] };

/**
 * A field's problem in words: our own check's text, given by `clientText` (each form has its
 * own texts and placeholders), or the server's messages about the field, as it wrote them.
 */
export function fieldProblemText<Key extends string>(
  problem: FieldProblem<Key>,
  clientText: (key: Key) => string,
): string {
  return problem.kind === 'client' ? clientText(problem.key) : problem.messages.join(' ');
}

/** The problems of a form's fields, by field name. */
export type FieldProblems<Values, Key extends string> = Partial<
  Record<keyof Values & string, FieldProblem<Key>>
>;

/** Whether a form has any problem at all. */
export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0;
