import { playgroundPath } from '../../config/routes.ts';
import { site } from '../../config/site.ts';
import { storedKeys } from '../../config/storage.ts';
import { fill, piecesOf, plural } from '../../i18n/fill.ts';
import { ageGroupLabel } from '../../lib/childClassBooking/ageGroupLabel.ts';
import {
  addressLine,
  bookedPlaceFor,
  directionsLink,
  paymentDue,
  placeIsSettled,
  type BookedPlace,
  type PaymentDue,
} from '../../lib/childClassBooking/bookedPlace.ts';
import { icsCalendar } from '../../lib/calendar/ics.ts';
import { occasionDays } from '../../lib/childClassBooking/occasionDays.ts';
import { sessionEvents } from '../../lib/childClassBooking/sessionEvents.ts';
import { weekdayDate } from '../../lib/dates/localFormats.ts';
import { sessionTimes } from '../../lib/childClassBooking/classWhen.ts';
import { priceDisplay } from '../../lib/playground/priceDisplay.ts';
import { ChildClassClient } from '../../lib/api/childClassClient.ts';
import { mainApiHttp } from '../../lib/api/serviceHttp.ts';
import type { ChildClassBookingConfirmation } from '../../lib/api/types/childClass.ts';
import { createApiCaches } from '../../lib/cache/apiCaches.ts';
import { ApiError } from '../../lib/errors/ApiError.ts';
import { safePaymentLink } from '../../lib/childClassBooking/paymentLink.ts';
import { pushBookedPurchase } from '../../lib/childClassBooking/purchase.ts';
import { applyGuards } from '../../lib/guards/applyGuards.ts';
import { requireQueryParams } from '../../lib/guards/parameterGuards.ts';
import { log } from '../../lib/log/log.ts';
import { storageIn, tabStorage } from '../../lib/storage/appStorage.ts';
import { sessionSettled, trackEvent } from '../../stores/analytics.ts';
import { pageConfig } from '../pageConfig.ts';
import type { ConfirmationConfig } from './config.ts';
import { serviceLang } from '../serviceLanguage.ts';

/**
 * The booking confirmation's behaviour on its prerendered markup, without React (no React is
 * wanted: the page only fills text into prerendered markup, and React would be its heaviest
 * download): the route guard (spec §5) for `bookingId` and `orderReference`, then the confirmation from the main
 * API, shown as text (never as markup), with a payment button only to an address the one
 * allow-list rule accepts; and the purchase event, once per order reference. What was booked
 * (child, class, every session, time, place and its address, price) comes from the booking page
 * in this tab, and with it the calendar file of the sessions; whether and how to pay is derived
 * from the payment link, the price and whether it is a trial session.
 */
const page = document.querySelector<HTMLElement>('[data-booking-confirmation]');
const config = pageConfig('bookingConfirmation') ?? undefined;

function show(view: string): HTMLElement {
  for (const part of page!.querySelectorAll<HTMLElement>('[data-view]'))
    part.hidden = part.dataset['view'] !== view;
  return page!.querySelector<HTMLElement>(`[data-view=${view}] h1`)!;
}

function field(name: string): HTMLElement {
  return page!.querySelector<HTMLElement>(`[data-field=${name}]`)!;
}

/** A fact of the booked place: its text filled in and its row shown, or left hidden without one. */
function fact(name: string, text: string | null | undefined): void {
  if (!text) return;
  field(name).textContent = text;
  page!.querySelector<HTMLElement>(`[data-fact=${name}]`)!.hidden = false;
}

/** A text in the main API's own words, in an element that says its language (islands/serviceLanguage.ts). */
function serviceWords(text: string, settings: ConfirmationConfig): Node {
  const lang = serviceLang(settings.language);
  if (!lang) return document.createTextNode(text);
  const span = document.createElement('span');
  span.lang = lang;
  span.textContent = text;
  return span;
}

/** `template`'s `{{placeholders}}` filled with text or nodes, as the element's content. */
function fillInto(element: HTMLElement, template: string, values: Record<string, string | Node>): void {
  element.replaceChildren(
    ...piecesOf(template).map((part, index) => (index % 2 === 1 ? (values[part] ?? '') : part)),
  );
}

/** Every session's date, in order, under a label that counts them. */
function renderOccasions(place: BookedPlace, settings: ConfirmationConfig): void {
  const days = occasionDays(place.childClass);
  if (days.length === 0) return;
  field('occasions').replaceChildren(
    ...days.map((day) => {
      const item = document.createElement('li');
      item.textContent = weekdayDate(day, settings.locale);
      return item;
    }),
  );
  field('occasionsLabel').textContent = plural(settings.texts.occasions, days.length, settings.locale);
  page!.querySelector<HTMLElement>('[data-fact=occasions]')!.hidden = false;
}

/** Where the play centre is, with its map link when the main API gives one a parent may follow. */
function renderAddress(place: BookedPlace): void {
  const line = addressLine(place.playground);
  if (!line) return;
  fact('address', line);
  const map = directionsLink(place.playground);
  const link = page!.querySelector<HTMLAnchorElement>('[data-directions]')!;
  if (!map) return;
  // A new tab, as on the play centre's page: the confirmation stays where the parent left it.
  // Set with the address, since a link without one may carry no target (HTML).
  link.href = map.href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.hidden = false;
}

/**
 * The sessions as a calendar file (RFC 5545), offered as a download the page made itself: one
 * event per session on the play centre's clock, at its address. Hidden without times to give.
 */
function offerCalendar(place: BookedPlace): void {
  const events = sessionEvents(place, { timeZone: site.country.timeZone, host: location.hostname });
  if (events.length === 0) return;
  const text = icsCalendar(events, { productId: `-//${site.country.brand}//Booking//EN`, stamp: new Date() });
  const link = page!.querySelector<HTMLAnchorElement>('[data-add-to-calendar]')!;
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  link.download = `${place.orderReference}.ics`;
  page!.querySelector<HTMLElement>('[data-calendar]')!.hidden = false;
}

/**
 * What this tab booked, written out in the page's language. The lead says the child has a
 * place only when nothing stands between them and it (`placeIsSettled`): while a payment is
 * due, it says a place was booked, and the payment line says what is due and when.
 */
function renderPlace(place: BookedPlace, due: PaymentDue, settings: ConfirmationConfig): string | undefined {
  const { locale } = settings;
  const { childClass, group, playground } = place;
  const child = [place.child.firstName, place.child.lastName].filter(Boolean).join(' ');
  const groupLabel = ageGroupLabel(group, settings.summary, locale);
  const lead = field('lead');
  fillInto(lead, placeIsSettled(due) ? settings.texts.lead : settings.texts.leadBooked, {
    child: place.child.firstName,
    class: serviceWords(childClass.name ?? '', settings),
  });
  lead.hidden = !place.child.firstName || !childClass.name;
  fact('child', child);
  if (childClass.name) {
    fact('class', childClass.name);
    fillInto(field('class'), groupLabel ? '{{name}}, {{group}}' : '{{name}}', {
      name: serviceWords(childClass.name, settings),
      group: groupLabel,
    });
  } else fact('class', groupLabel);
  fact('playCentre', playground.name);
  renderAddress(place);
  renderOccasions(place, settings);
  fact('time', sessionTimes(group, settings.summary.timeRange, locale));
  const price = priceDisplay(childClass.price, settings.currency, locale)?.price;
  fact('price', price);
  if (playground.slug) {
    const back = page!.querySelector<HTMLAnchorElement>('[data-field=backTo]')!;
    back.href = playgroundPath(settings.language, playground.slug);
    fact('backTo', fill(settings.texts.backTo, { name: playground.name }));
  }
  // The confirmation stands without its calendar file: a zone the engine does not know is no
  // reason to show the parent a failure.
  try {
    offerCalendar(place);
  } catch (error) {
    log.warn('booking calendar file', error);
  }
  return price;
}

function render(confirmation: ChildClassBookingConfirmation, orderReference: string): void {
  const place = config && bookedPlaceFor(storageIn(storedKeys.bookedPlace.area), orderReference);
  const trial = confirmation.isTrialClass === true || confirmation.classType === 'SportKidzTrial';
  const link = safePaymentLink(confirmation.linkPayment, site.endpoints);
  const due = paymentDue(Boolean(link), place?.childClass.price?.priceIncVat, trial);
  const price = place && config ? renderPlace(place, due, config) : undefined;
  field('information').textContent = confirmation.confirmationInformation ?? '';
  field('orderReference').textContent = confirmation.orderReference ?? orderReference;
  const kind = field('kind');
  kind.textContent =
    (trial
      ? kind.dataset['trial']
      : confirmation.classType === 'LeoCamp'
        ? kind.dataset['camp']
        : kind.dataset['class']) ?? '';
  if (config) {
    const { payment, pay, payPrice } = config.texts;
    const text = due === 'online' && !price ? payment.onlineNoPrice : payment[due];
    field('payment').textContent = fill(text, { price: price ?? '' });
    const button = page!.querySelector<HTMLAnchorElement>('[data-pay]')!;
    button.textContent = price ? fill(payPrice, { price }) : pay;
    if (link) button.href = link.href;
  }
  page!.querySelector<HTMLElement>('[data-payment]')!.hidden = !link;
  // Focus goes to the new heading, so a screen reader reads the result.
  show('confirmed').focus();
}

if (
  page &&
  applyGuards([
    requireQueryParams(['bookingId', 'orderReference'], { returnUrl: page.dataset['missingTo'] ?? '/' }),
  ])
) {
  const query = new URLSearchParams(location.search);
  const bookingId = query.get('bookingId')!.trim();
  const orderReference = query.get('orderReference')!.trim();
  // The service writes its confirmation text in the page's language.
  const client = new ChildClassClient(
    mainApiHttp(site.endpoints.mainApi, config ? { language: config.locale } : {}),
    createApiCaches(),
  );
  client
    .confirmation(bookingId, orderReference)
    .then((confirmation) => {
      if (!confirmation) throw new Error('The confirmation reply was empty');
      render(confirmation, orderReference);
      // After the session is known, so the event says guest or member rightly.
      void sessionSettled().then(() => pushBookedPurchase(tabStorage(), orderReference, trackEvent, log));
    })
    .catch((error: unknown) => {
      // An address naming no booking (404) is a mistyped or old link, not an incident.
      if (error instanceof ApiError && error.status === 404) log.warn('booking confirmation', error);
      else log.error('booking confirmation', error);
      show('failed').focus();
    });
}
