import type { CallingCodeChoice } from '../../config/callingCodeChoices.ts';
import type { ServiceTexts } from '../../lib/errors/serviceWords.ts';
import type { FieldProblem } from '../../lib/forms/fieldProblems.ts';
import Field from './Field.tsx';

interface Props<Key extends string> {
  id: string;
  label: string;
  problem: FieldProblem<Key> | undefined;
  words: (key: Key) => string;
  service: ServiceTexts;
  /** The form's own field name, where it differs from the control's id. */
  name?: string | undefined;
  choices: readonly CallingCodeChoice[];
  value: string;
  onChange: (value: string) => void;
  /**
   * A stored calling code the list does not offer stays a choice of its own, so that saving the
   * form keeps it rather than changing it behind the parent's back.
   */
  keepUnknown?: boolean | undefined;
}

/**
 * The labelled calling code of every phone field (booking, onboarding, registration): this
 * site's own country first, then the others of the country table.
 */
export default function CallingCodeSelect<Key extends string>({
  name,
  choices,
  value,
  onChange,
  keepUnknown,
  ...field
}: Props<Key>) {
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...control}
          {...(name === undefined ? {} : { name })}
          autoComplete="tel-country-code"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {keepUnknown && !choices.some((option) => option.value === value) && (
            <option value={value}>{value}</option>
          )}
        </select>
      )}
    </Field>
  );
}
