import type { CallingCodeChoice } from '../../config/callingCodeChoices.ts';
import type { Language } from '../../config/languages.ts';
import type { Messages } from '../../i18n/index.ts';
import type { BookingTarget } from '../../stores/booking.ts';
import type { NotFoundTexts } from '../NotFoundView.tsx';
import type { FormPageConfig } from '../forms/formPageConfig.ts';

/** The booking texts of the page's language. */
export type BookingTexts = Messages['childClassBooking'];

/** What the prerendered booking page hands its script (components/PageConfig.astro), decided at build time. */
export interface BookingPageConfig extends FormPageConfig<BookingTexts> {
  /** The not-found view, for an address that names no bookable class. */
  notFound: NotFoundTexts;
  language: Language;
  /** BCP 47 tag for dates and prices, e.g. `sv-SE` (config/localeTag.ts). */
  locale: string;
  currency: string;
  brand: string;
  /** Whether a paid booking's button must say it obliges to pay (the country table). */
  paidButtonObliges: boolean;
  /** The privacy policy (marketing's content links), named beside the allergy field. */
  privacyPolicy: string;
  callingCodes: CallingCodeChoice[];
  defaultCallingCode: string;
  /** The class the build prerendered this page with; null on the one page for every other. */
  built: BuiltBooking | null;
}

/** What a class's prerendered booking page was built with: shown at first paint, then checked live. */
export interface BuiltBooking {
  target: BookingTarget;
  /** The day the build asked the main API, in the page's words: said when the live check fails. */
  builtOn: string;
}

/** What the booking confirmation page hands its script (components/PageConfig.astro), in the page's language. */
export interface ConfirmationConfig {
  language: Language;
  /** BCP 47 tag for dates, times and prices, e.g. `sv-SE`. */
  locale: string;
  currency: string;
  texts: Pick<
    Messages['childClassBooking']['confirmation'],
    'lead' | 'leadBooked' | 'occasions' | 'payment' | 'pay' | 'payPrice' | 'backTo'
  >;
  summary: Pick<Messages['childClassBooking']['summary'], 'ages' | 'agesFrom' | 'agesUpTo' | 'timeRange'>;
}
