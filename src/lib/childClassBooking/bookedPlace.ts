import { storedKeys } from '../../config/storage.ts';
import type { AgeGroup, ChildClass, ChildClassBookingRequest } from '../api/types/childClass.ts';
import type { Playground } from '../api/types/location.ts';
import type { VersionedStorage } from '../storage/versionedStorage.ts';

/**
 * What the booking page booked, handed to its confirmation page in this tab: the service's
 * confirmation names neither the child, nor the class's time, place or price, and a
 * confirmation that does not say what was booked confirms nothing. Never health data.
 */
export interface BookedPlace {
  orderReference: string;
  child: { firstName: string; lastName: string };
  childClass: Pick<
    ChildClass,
    'name' | 'classType' | 'isTrialClass' | 'occasions' | 'firstOccasionDate' | 'price'
  >;
  group: Pick<AgeGroup, 'name' | 'minAge' | 'maxAge' | 'classStartTime' | 'classEndTime'>;
  /**
   * The play centre, named in the booking page's language, its address slug, and where it is:
   * its street address and the main API's map link (older places kept in a tab have neither).
   */
  playground: { name: string; slug: string | null } & Partial<
    Pick<Playground, 'address' | 'postalcode' | 'city' | 'maplink'>
  >;
}

const { key, maxAgeMs } = storedKeys.bookedPlace;

export function bookedPlaceOf(
  orderReference: string,
  request: Pick<ChildClassBookingRequest, 'childFirstName' | 'childLastName'>,
  target: {
    childClass: BookedPlace['childClass'];
    group: BookedPlace['group'];
  },
  playground: BookedPlace['playground'],
): BookedPlace {
  const { name, classType, isTrialClass, occasions, firstOccasionDate, price } = target.childClass;
  const { name: groupName, minAge, maxAge, classStartTime, classEndTime } = target.group;
  return {
    orderReference,
    child: { firstName: request.childFirstName ?? '', lastName: request.childLastName ?? '' },
    childClass: { name, classType, isTrialClass, occasions, firstOccasionDate, price },
    group: { name: groupName, minAge, maxAge, classStartTime, classEndTime },
    playground,
  };
}

export function keepBookedPlace(storage: VersionedStorage, place: BookedPlace): void {
  storage.set(key, place, { maxAgeMs });
}

/** The place this tab booked under `orderReference`, if it did: another tab's or device's is not known. */
export function bookedPlaceFor(storage: VersionedStorage, orderReference: string): BookedPlace | undefined {
  const place = storage.get<BookedPlace>(key);
  return place?.orderReference === orderReference ? place : undefined;
}

/**
 * Whether, and how, the parent pays, from what the service says (`linkPayment`, checked by the
 * allow-list) and what was booked:
 * - `online`: a payment link; the page offers it.
 * - `atPlayCentre`: a trial session with a price and no link: paid there, on the day.
 * - `later`: a paid class without a link: the play centre sends the way to pay.
 * - `nothing`: the place is free.
 * - `unknown`: no link, and this tab does not know the price (the page was opened elsewhere).
 */
export type PaymentDue = 'online' | 'atPlayCentre' | 'later' | 'nothing' | 'unknown';

export function paymentDue(hasLink: boolean, price: number | null | undefined, trial: boolean): PaymentDue {
  if (hasLink) return 'online';
  if (price === null || price === undefined || !Number.isFinite(price)) return 'unknown';
  if (price <= 0) return 'nothing';
  return trial ? 'atPlayCentre' : 'later';
}

/**
 * Whether the page may say the child has a place: only when nothing stands between them and
 * it, a free place or a trial session paid at the play centre on the day. Not while a payment
 * is due, nor when this tab cannot tell whether one is.
 */
export function placeIsSettled(due: PaymentDue): boolean {
  return due === 'nothing' || due === 'atPlayCentre';
}

/** The play centre's address on one line, e.g. "Storgatan 1, 431 30 Mölndal", when the tab has it. */
export function addressLine(playground: BookedPlace['playground']): string {
  const place = [playground.postalcode, playground.city].filter(Boolean).join(' ');
  return [playground.address, place].filter(Boolean).join(', ');
}

/**
 * The play centre's map link when it is one a parent can be sent to: https only, as the play
 * centre's page links it. The page links the returned URL's `href`, not the text the API sent.
 */
export function directionsLink(playground: BookedPlace['playground']): URL | undefined {
  let url: URL;
  try {
    url = new URL(playground.maplink ?? '');
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' && !url.username && !url.password ? url : undefined;
}
