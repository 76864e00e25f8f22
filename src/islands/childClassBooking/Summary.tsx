import type { BookingTarget } from '../../stores/booking.ts';
import { ageGroupLabel } from '../../lib/childClassBooking/ageGroupLabel.ts';
import { firstSessionDate, sessionTimes } from '../../lib/childClassBooking/classWhen.ts';
import { priceDisplay } from '../../lib/playground/priceDisplay.ts';
import { playgroundName } from '../../lib/playground/resolvePlayground.ts';
import PriceText from '../playground/PriceText.tsx';
import type { BookingPageConfig } from './config.ts';
import { nameLang, serviceLang } from '../serviceLanguage.ts';

/** The age group, named from its ages in the page's language. */
function groupName(target: BookingTarget, { texts, locale }: BookingPageConfig): string {
  return ageGroupLabel(target.group, texts.summary, locale);
}

/** What is booked: class, play centre, age group, first date, occasions, times and price. */
export default function Summary({
  target,
  full,
  config,
}: {
  target: BookingTarget;
  full: boolean;
  config: BookingPageConfig;
}) {
  const { texts, locale, currency, language } = config;
  const { childClass, group, playground } = target;
  const price = priceDisplay(childClass.price, currency, locale);
  const date = firstSessionDate(childClass, locale);
  const s = texts.summary;
  const times = sessionTimes(group, s.timeRange, locale);
  return (
    <section
      className="booking-summary card"
      aria-labelledby="booking-summary-heading"
      data-testid="booking-summary"
    >
      <h2 id="booking-summary-heading">{s.heading}</h2>
      <p className="booking-summary__class">
        <strong lang={serviceLang(language)}>{childClass.name}</strong>
        {childClass.isTrialClass && <span className="booking-summary__tag">{s.trialClass}</span>}
        {full && <span className="booking-summary__tag booking-summary__tag--full">{s.fullyBooked}</span>}
      </p>
      {childClass.isTrialClass && <p>{s.trialText}</p>}
      <dl className="booking-summary__facts">
        <dt>{s.playCentre}</dt>
        <dd lang={nameLang(playground, language)}>{playgroundName(playground, language)}</dd>
        <dt>{s.ageGroup}</dt>
        <dd>{groupName(target, config)}</dd>
        {date && (
          <>
            <dt>{s.firstOccasion}</dt>
            <dd>{date}</dd>
          </>
        )}
        {childClass.occasions !== null && (
          <>
            <dt>{s.occasions}</dt>
            <dd>{childClass.occasions}</dd>
          </>
        )}
        {times && (
          <>
            <dt>{s.time}</dt>
            <dd>{times}</dd>
          </>
        )}
        {price && (
          <>
            <dt>{s.price}</dt>
            <dd data-testid="booking-price">
              <PriceText price={price} discountedPrice={s.discountedPrice} />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
