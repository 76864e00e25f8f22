import { fill, piecesOf } from '../../i18n/fill.ts';
import { childOptions } from '../../lib/childClassBooking/familyChoices.ts';
import { needsTShirt } from '../../lib/childClassBooking/tShirt.ts';
import type { BookingTarget } from '../../stores/booking.ts';
import Field from '../forms/Field.tsx';
import BookingTextField from './BookingTextField.tsx';
import ChildChoice from './ChildChoice.tsx';
import { idOf, type FieldsetProps } from './fieldsets.ts';

/**
 * The child: picked from the family or typed in, with a T-shirt size when the class gives one.
 * Every field is `autocomplete="off"`: on a shared computer, the browser must not remember a
 * child's name or birthday and offer it to the next person.
 */
export default function ChildFieldset(
  props: FieldsetProps & { target: BookingTarget; today: string; date: string },
) {
  const { state, booking, config, problemOf, target, today, date } = props;
  const { texts } = config;
  const { family, values } = state;
  const { minAge, maxAge } = target.group;
  const options =
    family.status === 'member'
      ? childOptions(family.children, target.group, target.childClass.firstOccasionDate)
      : [];
  const tShirt = needsTShirt(target.childClass);
  const ageHint =
    minAge !== null && maxAge !== null && date
      ? fill(texts.child.ageHint, { min: minAge, max: maxAge, date })
      : undefined;
  const fields = { state, booking, problemOf };
  return (
    <fieldset className="booking-form__group">
      <legend>{texts.child.legend}</legend>
      {options.length > 0 && (
        <ChildChoice options={options} state={state} booking={booking} config={config} date={date} />
      )}
      <BookingTextField name="childFirstName" label={texts.child.firstName} autoComplete="off" {...fields} />
      <BookingTextField name="childLastName" label={texts.child.lastName} autoComplete="off" {...fields} />
      <BookingTextField
        name="childBirthdate"
        label={texts.child.birthdate}
        hint={ageHint}
        autoComplete="off"
        input={{ type: 'date', min: '1900-01-01', max: today }}
        {...fields}
      />
      {tShirt && state.tShirtSizes.status === 'failed' && (
        <p className="booking-form__note">{texts.child.tshirtFailed}</p>
      )}
      {tShirt && state.tShirtSizes.status !== 'failed' && (
        <Field
          id={idOf('tshirtSize')}
          label={texts.child.tshirtSize}
          hint={texts.child.tshirtHint}
          {...problemOf('tshirtSize')}
        >
          {(control) => (
            <select
              {...control}
              autoComplete="off"
              value={values.tshirtSize}
              onChange={(event) => booking.set('tshirtSize', event.target.value)}
            >
              <option value="">{texts.child.tshirtChoose}</option>
              {(state.tShirtSizes.status === 'ready' ? state.tShirtSizes.sizes : []).map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <BookingTextField
        name="allergies"
        label={texts.child.allergies}
        optional
        hint={texts.child.allergiesHint}
        multiline
        autoComplete="off"
        {...fields}
      />
      <p className="booking-form__privacy" data-testid="allergies-privacy">
        {piecesOf(texts.child.allergiesPrivacy).map((piece, index) =>
          index % 2 === 0 ? (
            piece
          ) : (
            <a key={piece} href={config.privacyPolicy}>
              {texts.child.privacyLink}
            </a>
          ),
        )}
      </p>
      <BookingTextField
        name="otherInformation"
        label={texts.child.otherInformation}
        optional
        multiline
        autoComplete="off"
        {...fields}
      />
    </fieldset>
  );
}
