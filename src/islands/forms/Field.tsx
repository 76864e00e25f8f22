import type { InputHTMLAttributes, ReactNode } from 'react';
import type { CallingCodeChoice } from '../../config/callingCodeChoices.ts';
import type { ServiceTexts } from '../../lib/errors/serviceWords.ts';
import type { FieldProblem } from '../../lib/forms/fieldProblems.ts';
import { fieldProblemText } from '../../lib/forms/fieldProblems.ts';
import ServiceDetails from './ServiceDetails.tsx';

interface Props<Key extends string> {
  id: string;
  label: string;
  /** A short help, under the label, so it is read before anything is typed. */
  hint?: string | undefined;
  /** The field's problem, worded under the control (a service's own words quoted under ours); none when fine. */
  problem: FieldProblem<Key> | undefined;
  /** The form's words for its own checks, by text key (with their placeholders filled in). */
  words: (key: Key) => string;
  /** Our words for what the services say, for a problem the server found. */
  service: ServiceTexts;
  /** Another element that describes the control (the password rules in `after`). */
  describedBy?: string | undefined;
  /**
   * Marked invalid without a problem of its own: what `describedBy` says is about it (sign-in's
   * "e-mail or password isn't right", in the form's alert, for the password).
   */
  invalid?: boolean | undefined;
  /**
   * A field the form does without: its label says so (the page's "(optional)", in its label's
   * text), and its control is not `required`. Every other field's control is.
   */
  optional?: boolean | undefined;
  /** Shown under the control and its problem: the password rules, a list's loading state. */
  after?: ReactNode;
  /** The control, given these props; a control with a `name` of its own sets it after them. */
  children: (control: ControlProps) => ReactNode;
}

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  /** Said by every field the form needs (WCAG 3.3.2); the form checks it itself (`noValidate`). */
  required: boolean;
}

/**
 * The one labelled form field of every form (sign-in, reset, registration, onboarding,
 * booking), styled once (`.field` in styles/global.css): label, hint, control, problem, then
 * anything `after`. The problem is worded here: our check's text (`words`), or what the server
 * said, in our words (`service`). The control is described by its problem first, so a screen
 * reader says what is wrong straight after the label, then the hint, then `describedBy`.
 */
export default function Field<Key extends string>({
  id,
  label,
  hint,
  problem: fieldProblem,
  words,
  service,
  describedBy,
  invalid,
  optional,
  after,
  children,
}: Props<Key>) {
  const problem = fieldProblem && fieldProblemText(fieldProblem, words, service);
  const hintId = hint ? `${id}-hint` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  const described = [problemId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={problem ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children({
        id,
        name: id,
        'aria-invalid': Boolean(problem) || Boolean(invalid),
        'aria-describedby': described,
        required: !optional,
      })}
      {problem && (
        <p id={problemId} className="field__problem">
          {problem.text}
          <ServiceDetails details={problem.details} />
        </p>
      )}
      {after}
    </div>
  );
}

interface CallingCodeProps<Key extends string> {
  id: string;
  label: string;
  problem: FieldProblem<Key> | undefined;
  words: (key: Key) => string;
  service: ServiceTexts;
  /** The form's own field name, where it differs from the control's id. */
  name?: string | undefined;
  /** The calling code of a phone number the form does without. */
  optional?: boolean | undefined;
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
 * site's own country first, then the others of the country table. Here beside `Field`, not in a
 * file of its own: as its own module it became a file of its own too (0.3 kB gzip on each of the
 * three pages, 29 November 2026), while here the two sign-in pages pay 0.2 kB for it.
 */
export function CallingCodeSelect<Key extends string>({
  name,
  choices,
  value,
  onChange,
  keepUnknown,
  ...field
}: CallingCodeProps<Key>) {
  return (
    <Field {...field}>
      {({ required, ...control }) => (
        // `aria-required`, not `required`: a required select's first option must be an empty
        // choice, and this list starts with the site's own country, already chosen.
        <select
          {...control}
          aria-required={required}
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

/**
 * A phone number without its calling code (that has its own select): `tel-national` is a
 * Text-group autofill name, which HTML allows on text inputs only; `inputMode` still brings up
 * the phone keypad.
 */
export const phoneNumberInput = {
  type: 'text',
  inputMode: 'tel',
  autoComplete: 'tel-national',
} as const satisfies InputHTMLAttributes<HTMLInputElement>;
