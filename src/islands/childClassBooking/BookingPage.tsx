import { useStore } from '../useStore.ts';
import { playgroundPath } from '../../config/routes.ts';
import type { Booking } from '../../stores/booking.ts';
import { playgroundName } from '../../lib/playground/resolvePlayground.ts';
import { fill } from '../../i18n/fill.ts';
import LiveCheck from '../LiveCheck.tsx';
import NotFoundView from '../NotFoundView.tsx';
import BookingForm from './BookingForm.tsx';
import type { BookingPageConfig } from './config.ts';
import Summary from './Summary.tsx';

/** The booking page: the class being booked and the form, or why it cannot be booked. */
export default function BookingPage({
  booking,
  config,
  today,
  signInHref,
}: {
  booking: Booking;
  config: BookingPageConfig;
  today: string;
  /** Our sign-in page, coming back to this booking. */
  signInHref: string;
}) {
  const state = useStore(booking.$state);
  const { texts } = config;
  if (state.phase === 'notFound') return <NotFoundView texts={config.notFound} testId="booking-not-found" />;
  if (state.phase !== 'ready' || !state.target) {
    return (
      <article className="booking">
        <h1 className="page-title">{texts.heading}</h1>
        {state.phase === 'failed' ? (
          <div className="notice notice--error" role="alert">
            <p className="notice__text">{texts.loadFailed}</p>
            <p>
              <button type="button" className="button" onClick={() => void booking.load()}>
                {texts.retry}
              </button>
            </p>
          </div>
        ) : (
          <p className="booking__status" role="status">
            {texts.loading}
          </p>
        )}
      </article>
    );
  }
  const { target, availability } = state;
  return (
    <article className="booking" data-testid="booking">
      <h1 className="page-title">{texts.heading}</h1>
      <LiveCheck check={state.check} texts={texts} builtOn={config.built?.builtOn ?? null} />
      <Summary target={target} full={availability !== 'open'} config={config} />
      {availability === 'fullyBooked' ? (
        <div className="notice notice--warning" data-testid="booking-fully-booked">
          <p className="notice__text">{texts.fullyBooked}</p>
          <p>
            <a href={playgroundPath(config.language, target.playground.slug ?? '')}>
              {fill(texts.chooseAnother, { name: playgroundName(target.playground, config.language) })}
            </a>
          </p>
        </div>
      ) : (
        <BookingForm
          state={state}
          target={target}
          booking={booking}
          config={config}
          today={today}
          signInHref={signInHref}
        />
      )}
    </article>
  );
}
