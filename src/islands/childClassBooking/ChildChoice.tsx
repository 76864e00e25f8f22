import { fill, plural } from '../../i18n/fill.ts';
import type { ChildOption } from '../../lib/childClassBooking/familyChoices.ts';
import { anotherChild, type Booking, type BookingState } from '../../stores/booking.ts';
import type { BookingPageConfig } from './config.ts';

/**
 * A signed-in parent's children to pick from, or another child typed in by hand; a child the
 * group cannot take is shown, with why, and cannot be picked.
 */
export default function ChildChoice({
  options,
  state,
  booking,
  config,
  date,
}: {
  options: ChildOption[];
  state: BookingState;
  booking: Booking;
  config: BookingPageConfig;
  /** The class's first day, as the page writes it. */
  date: string;
}) {
  const { texts } = config;
  return (
    <fieldset className="booking-form__choice" data-testid="booking-children">
      <legend>{texts.child.whoIsComing}</legend>
      {[
        ...options,
        { guid: anotherChild, name: texts.child.anotherChild, check: { fits: true } as const },
      ].map((option) => {
        const why = option.check.fits
          ? undefined
          : fill(texts.child.notEligible[option.check.reason], {
              age: plural(texts.child.age, option.check.age, config.locale),
              date,
            });
        const whyId = `booking-child-${option.guid}-why`;
        return (
          <div key={option.guid} className="booking-form__option-row">
            <label className="booking-form__option">
              <input
                type="radio"
                name="booking-child"
                value={option.guid}
                checked={state.childChoice === option.guid}
                disabled={why !== undefined}
                aria-describedby={why === undefined ? undefined : whyId}
                onChange={() => booking.chooseChild(option.guid)}
              />{' '}
              {option.name}
            </label>
            {why !== undefined && (
              <p id={whyId} className="booking-form__why">
                {why}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
