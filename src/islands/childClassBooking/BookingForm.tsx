import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { playgroundPath } from '../../config/routes.ts';
import { ageOnDay } from '../../lib/childClassBooking/ageCheck.ts';
import {
  bookingFieldOrder,
  type BookingProblem,
  type BookingValues,
  type TextField,
} from '../../lib/childClassBooking/bookingForm.ts';
import { anotherChild, type Booking, type BookingState, type BookingTarget } from '../../stores/booking.ts';
import { needsTShirt } from '../../lib/childClassBooking/tShirt.ts';
import type { FieldProblem } from '../../lib/forms/fieldProblems.ts';
import { playgroundName } from '../../lib/playground/resolvePlayground.ts';
import Field from '../forms/Field.tsx';
import { useFormFocus } from '../forms/useFormFocus.ts';
import { useWait, waitingButton } from '../forms/useWait.ts';
import FormAlert from '../forms/FormAlert.tsx';
import { fill, piecesOf } from '../../i18n/fill.ts';
import { priceDisplay } from '../../lib/playground/priceDisplay.ts';
import { submitWording } from '../../lib/childClassBooking/submitWording.ts';
import { useLoaderWhile } from '../useLoaderWhile.ts';
import { childOptions } from '../../lib/childClassBooking/familyChoices.ts';
import type { BookingPageConfig } from './config.ts';
import { firstSessionDate } from '../../lib/childClassBooking/classWhen.ts';

const idOf = (name: keyof BookingValues) => `booking-${name}`;
/** The form's alert: the submit button is described by it while the form waits (a 429). */
const alertId = 'booking-alert';

interface TextFieldSpec {
  name: TextField;
  label: string;
  hint?: string | undefined;
  /** A textarea for free text, an input otherwise. */
  multiline?: boolean;
  input?: InputHTMLAttributes<HTMLInputElement>;
  autoComplete: string;
}

/**
 * The booking form (spec §3): the parent, the child and the two consent flags, sent as one
 * booking request. The parent's fields say what they hold (`autocomplete`), so a browser fills
 * them in; the child's are `off`: on a shared computer, the browser must not remember a child's
 * name or birthday and offer it to the next person.
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

  /** A field's problem, and the words for it: our check's text (ages and dates filled in), or the server's. */
  const problemOf = (problem: FieldProblem<BookingProblem> | undefined) => ({
    problem,
    words: (key: BookingProblem) => {
      const age = ageOnDay(values.childBirthdate, target.childClass.firstOccasionDate ?? '') ?? '';
      return fill(texts.problems[key], { min: minAge ?? '', max: maxAge ?? '', date, age });
    },
    service: config.service,
  });

  const textField = ({ name, label, hint, multiline, input, autoComplete }: TextFieldSpec) => (
    <Field key={name} id={idOf(name)} label={label} hint={hint} {...problemOf(problems[name])}>
      {(props) =>
        multiline ? (
          <textarea
            {...props}
            rows={3}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(event) => booking.set(name, event.target.value)}
          />
        ) : (
          <input
            {...props}
            type="text"
            {...input}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(event) => booking.set(name, event.target.value)}
          />
        )
      }
    </Field>
  );

  const options =
    family.status === 'member'
      ? childOptions(family.children, target.group, target.childClass.firstOccasionDate)
      : [];
  const tShirt = needsTShirt(target.childClass);
  const ageHint =
    minAge !== null && maxAge !== null && date
      ? fill(texts.child.ageHint, { min: minAge, max: maxAge, date })
      : undefined;

  return (
    <form
      ref={formRef}
      className="booking-form"
      noValidate
      aria-busy={state.busy !== null}
      aria-label={texts.heading}
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

      <fieldset className="booking-form__group">
        <legend>{texts.parent.legend}</legend>
        {textField({ name: 'parentFirstName', label: texts.parent.firstName, autoComplete: 'given-name' })}
        {textField({ name: 'parentLastName', label: texts.parent.lastName, autoComplete: 'family-name' })}
        {textField({
          name: 'email',
          label: texts.parent.email,
          hint: texts.parent.emailHint,
          autoComplete: 'email',
          input: { type: 'email', inputMode: 'email' },
        })}
        <div className="booking-form__row">
          <Field
            id={idOf('phoneCountryCode')}
            label={texts.parent.callingCode}
            {...problemOf(problems.phoneCountryCode)}
          >
            {(props) => (
              <select
                {...props}
                autoComplete="tel-country-code"
                value={values.phoneCountryCode}
                onChange={(event) => booking.set('phoneCountryCode', event.target.value)}
              >
                {config.callingCodes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
                {!config.callingCodes.some((option) => option.value === values.phoneCountryCode) && (
                  <option value={values.phoneCountryCode}>{values.phoneCountryCode}</option>
                )}
              </select>
            )}
          </Field>
          {textField({
            name: 'phone',
            label: texts.parent.phone,
            hint: texts.parent.phoneHint,
            // A Text-group autofill name (HTML allows it on text inputs only); inputMode gives the keypad.
            autoComplete: 'tel-national',
            input: { type: 'text', inputMode: 'tel' },
          })}
        </div>
      </fieldset>

      <fieldset className="booking-form__group">
        <legend>{texts.child.legend}</legend>
        {options.length > 0 && (
          <fieldset className="booking-form__choice" data-testid="booking-children">
            <legend>{texts.child.whoIsComing}</legend>
            {[
              ...options,
              { guid: anotherChild, name: texts.child.anotherChild, check: { fits: true } as const },
            ].map((option) => {
              // A child the group cannot take is shown, with why, and cannot be picked.
              const why = option.check.fits
                ? undefined
                : fill(texts.child.notEligible[option.check.reason], { age: option.check.age, date });
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
        )}
        {textField({
          name: 'childFirstName',
          label: texts.child.firstName,
          autoComplete: 'off',
        })}
        {textField({
          name: 'childLastName',
          label: texts.child.lastName,
          autoComplete: 'off',
        })}
        {textField({
          name: 'childBirthdate',
          label: texts.child.birthdate,
          hint: ageHint,
          autoComplete: 'off',
          input: { type: 'date', min: '1900-01-01', max: today },
        })}
        {tShirt && state.tShirtSizes.status === 'failed' && (
          <p className="booking-form__note">{texts.child.tshirtFailed}</p>
        )}
        {tShirt && state.tShirtSizes.status !== 'failed' && (
          <Field
            id={idOf('tshirtSize')}
            label={texts.child.tshirtSize}
            hint={texts.child.tshirtHint}
            {...problemOf(problems.tshirtSize)}
          >
            {(props) => (
              <select
                {...props}
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
        {textField({
          name: 'allergies',
          label: texts.child.allergies,
          hint: texts.child.allergiesHint,
          multiline: true,
          autoComplete: 'off',
        })}
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
        {textField({
          name: 'otherInformation',
          label: texts.child.otherInformation,
          multiline: true,
          autoComplete: 'off',
        })}
      </fieldset>

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
              checked={values[name]}
              onChange={(event) => booking.set(name, event.target.checked)}
            />
            <label htmlFor={idOf(name)}>{fill(label, { brand: config.brand })}</label>
          </div>
        ))}
      </fieldset>

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
