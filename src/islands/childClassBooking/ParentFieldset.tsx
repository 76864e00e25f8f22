import { CallingCodeSelect, phoneNumberInput } from '../forms/Field.tsx';
import BookingTextField, { type TextFieldSpec } from './BookingTextField.tsx';
import { idOf, type FieldsetProps } from './fieldsets.ts';

/** The parent's details: the browser may fill them in (each says what it holds, `autocomplete`). */
export default function ParentFieldset({ state, booking, config, problemOf }: FieldsetProps) {
  const { texts } = config;
  const { values } = state;
  const fields = { state, booking, problemOf };
  const contact: TextFieldSpec[] = [
    { name: 'parentFirstName', label: texts.parent.firstName, autoComplete: 'given-name' },
    { name: 'parentLastName', label: texts.parent.lastName, autoComplete: 'family-name' },
    {
      name: 'email',
      label: texts.parent.email,
      hint: texts.parent.emailHint,
      autoComplete: 'email',
      // The e-mail keyboard; an e-mail input is neither capitalised nor corrected as it is typed.
      input: { type: 'email', inputMode: 'email' },
    },
  ];
  return (
    <fieldset className="booking-form__group">
      <legend>{texts.parent.legend}</legend>
      {contact.map((spec) => (
        <BookingTextField key={spec.name} {...spec} {...fields} />
      ))}
      <div className="booking-form__row">
        <CallingCodeSelect
          id={idOf('phoneCountryCode')}
          label={texts.parent.callingCode}
          {...problemOf('phoneCountryCode')}
          choices={config.callingCodes}
          value={values.phoneCountryCode}
          onChange={(value) => booking.set('phoneCountryCode', value)}
          keepUnknown
        />
        <BookingTextField
          name="phone"
          label={texts.parent.phone}
          hint={texts.parent.phoneHint}
          input={phoneNumberInput}
          {...fields}
        />
      </div>
    </fieldset>
  );
}
