import type { InputHTMLAttributes } from 'react';
import type { TextField } from '../../lib/childClassBooking/bookingForm.ts';
import Field from '../forms/Field.tsx';
import { idOf, type FieldsetProps } from './fieldsets.ts';

export interface TextFieldSpec {
  name: TextField;
  label: string;
  hint?: string | undefined;
  /** A textarea for free text, an input otherwise. */
  multiline?: boolean;
  /** The input's kind: an e-mail address, a date, a phone number (`phoneNumberInput`, forms/Field.tsx). */
  input?: InputHTMLAttributes<HTMLInputElement>;
  /** What the browser may fill in, where the input's kind does not say. */
  autoComplete?: string;
  /** A field the booking does without (its label says "(optional)"); the rest are required. */
  optional?: boolean;
}

/** One of the booking form's text fields: an input, or a textarea for free text. */
export default function BookingTextField({
  name,
  label,
  hint,
  multiline,
  input,
  autoComplete,
  optional,
  state,
  booking,
  problemOf,
}: TextFieldSpec & Omit<FieldsetProps, 'config'>) {
  const value = state.values[name];
  return (
    <Field id={idOf(name)} label={label} hint={hint} optional={optional} {...problemOf(name)}>
      {(props) =>
        multiline ? (
          <textarea
            {...props}
            rows={3}
            autoComplete={autoComplete}
            value={value}
            onChange={(event) => booking.set(name, event.target.value)}
          />
        ) : (
          <input
            {...props}
            type="text"
            autoComplete={autoComplete}
            {...input}
            value={value}
            onChange={(event) => booking.set(name, event.target.value)}
          />
        )
      }
    </Field>
  );
}
