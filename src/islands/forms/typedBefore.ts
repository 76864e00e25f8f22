/**
 * What the parent typed into a prerendered form before its script came: each field whose control
 * (found by `idOf`) holds another value than the store's. A text field gives its text, a
 * checkbox whether it is ticked. Read once, before React takes the fields over: hydration keeps
 * what a control holds, and the store must hold the same, or a submit would miss it.
 */
export function typedBefore<Values extends { [Field in keyof Values]: string | boolean }>(
  values: Values,
  idOf: (field: keyof Values & string) => string,
): Partial<Values> {
  const typed: Partial<Values> = {};
  for (const field of Object.keys(values) as (keyof Values & string)[]) {
    const control = document.getElementById(idOf(field));
    if (!(
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ))
      continue;
    const now =
      control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value;
    // A field the parent left as the build drew it keeps the store's value (a draft, a default).
    const drawn =
      control instanceof HTMLInputElement && control.type === 'checkbox'
        ? control.defaultChecked
        : control instanceof HTMLSelectElement
          ? ([...control.options].find((option) => option.defaultSelected)?.value ??
            control.options[0]?.value ??
            '')
          : control.defaultValue;
    if (now !== drawn && now !== values[field]) typed[field] = now as Values[typeof field];
  }
  return typed;
}
