import type { CountryCode } from '../../src/config/countries.ts';
import { storageKeyPrefix } from '../../src/config/storage.ts';
import type { Language } from '../../src/config/languages.ts';
import { bookedPlaceOf, keepBookedPlace } from '../../src/lib/childClassBooking/bookedPlace.ts';
import { playgroundName } from '../../src/lib/playground/resolvePlayground.ts';
import { storedKeys } from '../../src/config/storage.ts';
import { seededAgeGroupId, seededClass } from '../e2e/support/booking.ts';
import { memoryStorage } from '../e2e/support/memoryStorage.ts';
import { seededPlayground } from '../e2e/support/playground.ts';
import { featuredPlaygroundSlug } from '../stand-ins/seed/countries.ts';

/**
 * A booking confirmation shows what was booked only in the tab that booked it (the booking page
 * hands it over in the tab's storage). The gallery's confirmation is booked at the main API, so
 * it gets what the booking page would have left: the same class and age group (benchAddress),
 * as the page's own versioned storage writes it. Gives the tab-storage key and its text.
 */
export async function bookedPlaceEntry(
  country: CountryCode,
  language: Language,
  orderReference: string,
): Promise<readonly [string, string]> {
  const slug = featuredPlaygroundSlug(country);
  const childClass = await seededClass(country, slug, 'SportKidz');
  const groupId = seededAgeGroupId(slug, 'SportKidz', 3);
  const group = childClass.ageGroups?.find((candidate) => candidate.id === groupId);
  if (!group) throw new Error(`No age group ${groupId} in ${country}/${slug}`);
  const playground = seededPlayground(country, slug);
  const place = bookedPlaceOf(
    orderReference,
    { childFirstName: 'Ella', childLastName: 'Berg' },
    { childClass, group },
    {
      name: playgroundName(playground, language),
      slug,
      address: playground.address,
      postalcode: playground.postalcode,
      city: playground.city,
      maplink: playground.maplink,
    },
  );
  const { storage, entries } = memoryStorage();
  keepBookedPlace(storage, place);
  storage.dispose();
  const key = storageKeyPrefix + storedKeys.bookedPlace.key;
  return [key, entries.get(key)!] as const;
}
