import { CallingCodeSelect } from '../forms/Field.tsx';
import BookingTextField from './BookingTextField.tsx';
import { idOf, type FieldsetProps } from './fieldsets.ts';

/** The parent's details: the browser may fill them in (each says what it holds, `autocomplete`). */
export default function ParentFieldset({ state, booking, config, problemOf }: FieldsetProps) {
  const { texts } = config;
  const { values } = state;
  const fields = { state, booking, problemOf };
  return (
    <fieldset className="booking-form__group">
      <legend>{texts.parent.legend}</legend>
      <BookingTextField
        name="parentFirstName"
        label={texts.parent.firstName}
        autoComplete="given-name"
        {...fields}
      />
      <BookingTextField
        name="parentLastName"
        label={texts.parent.lastName}
        autoComplete="family-name"
        {...fields}
      />
      <BookingTextField
        name="email"
        label={texts.parent.email}
        hint={texts.parent.emailHint}
        autoComplete="email"
        input={{ type: 'email', inputMode: 'email' }}
        {...fields}
      />
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
          // A Text-group autofill name (HTML allows it on text inputs only); inputMode gives the keypad.
          autoComplete="tel-national"
          input={{ type: 'text', inputMode: 'tel' }}
          {...fields}
        />
      </div>
    </fieldset>
  );
}
