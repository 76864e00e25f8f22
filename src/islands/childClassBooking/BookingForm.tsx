import { useEffect, useRef } from 'react';
import { playgroundPath } from '../../config/routes.ts';
import { ageOnDay } from '../../lib/childClassBooking/ageCheck.ts';
import {
  bookingFieldOrder,
  type BookingProblem,
  type BookingValues,
} from '../../lib/childClassBooking/bookingForm.ts';
import type { Booking, BookingState, BookingTarget } from '../../stores/booking.ts';
import { playgroundName } from '../../lib/playground/resolvePlayground.ts';
import { useFormFocus } from '../forms/useFormFocus.ts';
import { useWait, waitingButton } from '../forms/useWait.ts';
import FormAlert from '../forms/FormAlert.tsx';
import { fill, plural } from '../../i18n/fill.ts';
import { priceDisplay } from '../../lib/playground/priceDisplay.ts';
import { submitWording } from '../../lib/childClassBooking/submitWording.ts';
import { useLoaderWhile } from '../useLoaderWhile.ts';
import type { BookingPageConfig } from './config.ts';
import { firstSessionDate } from '../../lib/childClassBooking/classWhen.ts';
import ChildFieldset from './ChildFieldset.tsx';
import ConsentFieldset from './ConsentFieldset.tsx';
import { idOf } from './fieldsets.ts';
import ParentFieldset from './ParentFieldset.tsx';

/** The form's alert: the submit button is described by it while the form waits (a 429). */
const alertId = 'booking-alert';

/**
 * The booking form (spec §3): the parent, the child and the two consent flags (a fieldset
 * each), sent as one booking request.
 */
export default function BookingForm({
  state,
  target,
  booking,
  config,
  today,
  signInHref,
}: {
  state: BookingState;
  target: BookingTarget;
  booking: Booking;
  config: BookingPageConfig;
  today: string;
  signInHref: string;
}) {
  const { texts } = config;
  const { values, problems, family } = state;
  const formRef = useFormFocus(state, bookingFieldOrder, idOf as (field: string) => string);
  const waiting = useWait(state.notice);
  // A signed-in parent's details are on their way: the site's loader, not an empty guest form.
  useLoaderWhile(family.status === 'loading');
  // Until the account has answered there is no form to show: its fields would flash empty.
  if (family.status === 'loading')
    return (
      <div className="booking-account" data-testid="booking-account">
        <p>{texts.familyLoading}</p>
      </div>
    );
  const date = firstSessionDate(target.childClass, config.locale) ?? '';
  const { minAge, maxAge } = target.group;
  const { price } = target.childClass;
  const wording = submitWording(
    price,
    priceDisplay(price, config.currency, config.locale)?.price,
    config.paidButtonObliges,
  );
  const submitText =
    wording.key === 'submitPaid' ? fill(texts.submitPaid, { price: wording.price }) : texts[wording.key];

  const fieldsets = {
    state,
    booking,
    config,
    problemOf: (name: keyof BookingValues) => ({
      problem: problems[name],
      words: (key: BookingProblem) => {
        const years = ageOnDay(values.childBirthdate, target.childClass.firstOccasionDate ?? '');
        const age = years === null ? '' : plural(texts.child.age, years, config.locale);
        return fill(texts.problems[key], { min: minAge ?? '', max: maxAge ?? '', date, age });
      },
      service: config.service,
    }),
  };

  return (
    <form
      aria-label={texts.heading}
      ref={formRef}
      className="booking-form"
      // Sent by the script; a browser without one posts it, so nothing typed is in an address.
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The button says why it waits (the alert); Enter in a field sends nothing meanwhile either.
        if (waiting) return;
        void booking.submit();
      }}
    >
      <div className="booking-account" data-testid="booking-account">
        {family.status === 'guest' && (
          <p>
            {texts.signInOffer}{' '}
            <a className="button" href={signInHref}>
              {texts.signIn}
            </a>
          </p>
        )}
        {family.status === 'member' && <p>{texts.signedIn}</p>}
        {family.status === 'failed' && <p>{texts.familyFailed}</p>}
      </div>
      <ParentFieldset {...fieldsets} />
      <ChildFieldset {...fieldsets} target={target} today={today} date={date} />
      <ConsentFieldset {...fieldsets} />

      <BookingAlert state={state} target={target} config={config} />
      {state.availability === 'open' && (
        <div className="booking-form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={state.busy !== null}
            data-testid="booking-submit"
            {...waitingButton(waiting, alertId)}
          >
            {state.busy !== null ? texts.sending : submitText}
          </button>
        </div>
      )}
    </form>
  );
}

/**
 * The failure of the whole form (FormAlert), or the last place gone meanwhile, with the way
 * back to the play centre's other classes.
 */
function BookingAlert({
  state,
  target,
  config,
}: {
  state: BookingState;
  target: BookingTarget;
  config: BookingPageConfig;
}) {
  const { texts } = config;
  const region = useRef<HTMLDivElement>(null);
  const meanwhile = state.availability === 'fullyBookedMeanwhile';
  // The submit button is gone: focus moves to what happened and the way on.
  useEffect(() => {
    if (meanwhile) region.current?.focus();
  }, [meanwhile]);
  const name = playgroundName(target.playground, config.language);
  return (
    <FormAlert
      id={alertId}
      notice={state.notice}
      texts={texts}
      errors={config.errors}
      service={config.service}
      locale={config.locale}
      className="booking-form__alert"
      messageClassName="booking-form__error"
      regionRef={region}
      testId="booking-alert"
    >
      {meanwhile && (
        <>
          <p className="booking-form__error">{texts.fullyBookedMeanwhile}</p>
          <p>
            <a href={playgroundPath(config.language, target.playground.slug ?? '')}>
              {fill(texts.chooseAnother, { name })}
            </a>
          </p>
        </>
      )}
    </FormAlert>
  );
}
