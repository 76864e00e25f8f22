import { site } from '../../config/site.ts';
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
import { tabStorage } from '../../lib/storage/appStorage.ts';
import { sessionSettled, trackEvent } from '../../stores/analytics.ts';

/**
 * The booking confirmation's behaviour on its prerendered markup, without React: the route
 * guard (spec §5) for `bookingId` and `orderReference`, then the confirmation from the main
 * API, shown as text (never as markup), with a payment button only to an address the one
 * allow-list rule accepts; and the purchase event, once per order reference.
 */
const page = document.querySelector<HTMLElement>('[data-booking-confirmation]');

function show(view: string): HTMLElement {
  for (const part of page!.querySelectorAll<HTMLElement>('[data-view]'))
    part.hidden = part.dataset['view'] !== view;
  return page!.querySelector<HTMLElement>(`[data-view=${view}] h1`)!;
}

function field(name: string): HTMLElement {
  return page!.querySelector<HTMLElement>(`[data-field=${name}]`)!;
}

function render(confirmation: ChildClassBookingConfirmation, orderReference: string): void {
  field('information').textContent = confirmation.confirmationInformation ?? '';
  field('orderReference').textContent = confirmation.orderReference ?? orderReference;
  const kind = field('kind');
  const trial = confirmation.isTrialClass === true || confirmation.classType === 'SportKidzTrial';
  kind.textContent =
    (trial
      ? kind.dataset['trial']
      : confirmation.classType === 'LeoCamp'
        ? kind.dataset['camp']
        : kind.dataset['class']) ?? '';
  const link = safePaymentLink(confirmation.linkPayment, site.endpoints);
  if (link) page!.querySelector<HTMLAnchorElement>('[data-pay]')!.href = link.href;
  page!.querySelector<HTMLElement>('[data-payment]')!.hidden = !link;
  page!.querySelector<HTMLElement>('[data-no-payment]')!.hidden = Boolean(link);
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
  const client = new ChildClassClient(mainApiHttp(site.endpoints.mainApi), createApiCaches());
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
