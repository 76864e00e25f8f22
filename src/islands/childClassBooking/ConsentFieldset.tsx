import { fill } from '../../i18n/fill.ts';
import { idOf, type FieldsetProps } from './fieldsets.ts';

/** The two consents to news, both unticked until the parent ticks them. */
export default function ConsentFieldset({ state, booking, config }: FieldsetProps) {
  const { texts } = config;
  return (
    <fieldset className="booking-form__group">
      <legend>{texts.consent.legend}</legend>
      {(
        [
          ['gdprAllowInformation', texts.consent.information],
          ['gdprAllowPartnerInformation', texts.consent.partnerInformation],
        ] as const
      ).map(([name, label]) => (
        <div key={name} className="booking-form__check">
          <input
            type="checkbox"
            id={idOf(name)}
            name={idOf(name)}
            checked={state.values[name]}
            onChange={(event) => booking.set(name, event.target.checked)}
          />
          <label htmlFor={idOf(name)}>{fill(label, { brand: config.brand })}</label>
        </div>
      ))}
    </fieldset>
  );
}
