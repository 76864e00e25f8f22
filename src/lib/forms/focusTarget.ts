/**
 * Where focus goes after a failed submit (islands/forms/useFormFocus.ts): the first field with
 * a problem, in the order the form shows them; when no field has one but the notice is about
 * one field all the same (sign-in's "e-mail or password isn't right": the password is what a
 * parent types again), that field; otherwise none, and focus stays where it was.
 */
export function focusTarget<Notice>(
  form: { problems: object; notice?: Notice | null },
  fieldOrder: readonly string[],
  fieldOfNotice?: (notice: Notice) => string | undefined,
): string | undefined {
  const first = fieldOrder.find((field) => field in form.problems);
  if (first !== undefined) return first;
  const { notice } = form;
  return notice !== null && notice !== undefined ? fieldOfNotice?.(notice) : undefined;
}
