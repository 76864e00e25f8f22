import type { Language } from '../../config/languages.ts';
import { pagePath } from '../../config/routes.ts';
import type {
  AgeGroup,
  ChildClass,
  ChildClassBookingRequest,
  ChildClassBookingResult,
} from '../api/types/childClass.ts';
import type { Playground } from '../api/types/location.ts';
import { playgroundName } from '../playground/resolvePlayground.ts';
import type { VersionedStorage } from '../storage/versionedStorage.ts';
import { bookedPlaceOf, keepBookedPlace } from './bookedPlace.ts';
import { bookedPurchase, keepBookedPurchase } from './purchase.ts';

/** A place just booked: the service's answer, what was sent, and what it was booked in. */
export interface Booked {
  result: ChildClassBookingResult & { orderReference: string };
  request: ChildClassBookingRequest;
  target: { playground: Playground; childClass: ChildClass; group: AgeGroup };
}

/** What the booking page leaves behind in the tab, and where it goes, once the place is booked. */
export interface AfterBookingOptions {
  language: Language;
  currency: string;
  /** Where the purchase event waits for the confirmation page (lib/childClassBooking/purchase.ts). */
  purchases: VersionedStorage;
  /** Where what was booked waits for the confirmation page (lib/childClassBooking/bookedPlace.ts). */
  places: VersionedStorage;
  /** Leaves the page for `address`, replacing it in the history. */
  leave: (address: string) => void;
}

/**
 * The booking confirmation's address for a booked place, with the booking's id and order
 * reference in its query (the confirmation's route guard asks for both).
 */
export function confirmationAddress(language: Language, result: Booked['result']): string {
  const query = new URLSearchParams({ bookingId: result.guid, orderReference: result.orderReference });
  return `${pagePath('childClassBookingConfirmation', language)}?${query}`;
}

/**
 * The step after a booking succeeds: keeps the purchase event and what was booked for the
 * confirmation page in this tab (the service's confirmation names neither), then moves on to
 * it. Replaced, not pushed: Back leads to the play centre, not to a form already sent.
 */
export function afterBooking(options: AfterBookingOptions): (booked: Booked) => void {
  const { language, currency } = options;
  return ({ result, request, target }) => {
    keepBookedPurchase(
      options.purchases,
      bookedPurchase(result.orderReference, target.childClass, request, currency),
    );
    keepBookedPlace(
      options.places,
      bookedPlaceOf(result.orderReference, request, target, {
        name: playgroundName(target.playground, language),
        slug: target.playground.slug,
        address: target.playground.address,
        postalcode: target.playground.postalcode,
        city: target.playground.city,
        maplink: target.playground.maplink,
      }),
    );
    options.leave(confirmationAddress(language, result));
  };
}
