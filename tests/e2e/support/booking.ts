import type { CountryCode } from '../../../src/config/countries.ts';
import { endpointsFor } from '../../../src/config/environments.ts';
import type { Language } from '../../../src/config/languages.ts';
import { childClassBookingPath, pagePath } from '../../../src/config/routes.ts';
import type { ChildClass, ChildClassType } from '../../../src/lib/api/types/childClass.ts';
import { seededAgeGroupId } from '../../stand-ins/seed/childClasses.ts';
import { seededPlayground } from './playground.ts';
import { callJson as call, standInUrls } from './standIns.ts';

export { seededAgeGroupId };

/** The booking page of an age group, on its country's development site. */
export function bookingUrl(code: CountryCode, language: Language, slug: string, ageGroupId: string): string {
  return `${endpointsFor('development', code).host}${childClassBookingPath(language, slug, ageGroupId)}`;
}

/** The confirmation page of a booking. */
export function confirmationUrl(
  code: CountryCode,
  language: Language,
  booking: { guid: string; orderReference: string },
): string {
  const query = new URLSearchParams({ bookingId: booking.guid, orderReference: booking.orderReference });
  return `${endpointsFor('development', code).host}${pagePath('childClassBookingConfirmation', language)}?${query}`;
}

/** Sets the places left in an age group at the main API stand-in (0: fully booked). */
export function setPlaces(ageGroupId: string, places: number): Promise<unknown> {
  return call(`${standInUrls.mainApi}/__control/child-class-places/${ageGroupId}`, {
    method: 'PUT',
    body: JSON.stringify({ places }),
  });
}

/** Makes the stand-in answer this booking's confirmation with another payment link. */
export function setLinkPayment(bookingId: string, linkPayment: string | null): Promise<unknown> {
  return call(`${standInUrls.mainApi}/__control/child-class-bookings/${bookingId}`, {
    method: 'PUT',
    body: JSON.stringify({ linkPayment }),
  });
}

/** A class of a seeded play centre as the main API stand-in serves it now. */
export async function seededClass(
  code: CountryCode,
  slug: string,
  type: ChildClassType,
): Promise<ChildClass> {
  const classes = await call<ChildClass[]>(
    `${standInUrls.mainApi}/api/child-class/by-playground/${seededPlayground(code, slug).guid}`,
  );
  const found = classes.find((childClass) => childClass.classType === type);
  if (!found) throw new Error(`No ${type} at ${code}/${slug}`);
  return found;
}

/** `YYYY-MM-DD` of the day `years` before a class's first occasion: a child exactly that old then. */
export function bornYearsBefore(childClass: ChildClass, years: number): string {
  const first = new Date(childClass.firstOccasionDate ?? '');
  return new Date(Date.UTC(first.getUTCFullYear() - years, first.getUTCMonth(), first.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}

/** Books a place straight at the main API stand-in, as a guest; gives the booking. */
export function bookAtApi(
  childClass: ChildClass,
  ageGroupId: string,
  years: number,
  email = 'lotta.berg@example.com',
) {
  return call<{ guid: string; orderReference: string }>(`${standInUrls.mainApi}/api/child-class/booking`, {
    method: 'POST',
    body: JSON.stringify({
      childClassAgeGroupId: ageGroupId,
      email,
      parentFirstName: 'Lotta',
      parentLastName: 'Berg',
      phone: '701112233',
      phoneCountryCode: '+46',
      gdprDisallowInformation: false,
      gdprAllowPartnerInformation: false,
      childFirstName: 'Ella',
      childLastName: 'Berg',
      childBirthdate: `${bornYearsBefore(childClass, years)}T00:00:00.000Z`,
      allergies: null,
      otherInformation: null,
      tshirtSize: null,
    }),
  });
}
