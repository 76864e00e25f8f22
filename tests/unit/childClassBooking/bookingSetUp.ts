// A booking of the 7–9 group of Barkarby's SportKidz term, made with the real store against a
// main API in memory: what the store's tests and the form's tests start from.
import { vi } from 'vitest';
import type { ChildClass, ChildClassBookingResult } from '../../../src/lib/api/types/childClass.ts';
import type { Playground } from '../../../src/lib/api/types/location.ts';
import type { AccountOrChild, User } from '../../../src/lib/api/types/user.ts';
import type { BookingValues } from '../../../src/lib/childClassBooking/bookingForm.ts';
import {
  createBooking,
  type BookingApi,
  type BookingOptions,
  type FamilyApi,
} from '../../../src/stores/booking.ts';
import { createVersionedStorage } from '../../../src/lib/storage/versionedStorage.ts';
import { FakeStorage } from '../support/fakeStorage.ts';

const playground = { guid: 'pg-1', slug: 'barkarby', name: 'Barkarby' } as Playground;

export function term(full = { group: false, class: false }): ChildClass {
  return {
    id: 'class-1',
    classType: 'SportKidz',
    name: 'SportKidz – hösttermin',
    playgroundId: 'pg-1',
    occasions: 12,
    price: { priceIncVat: 1160, validToDate: null, regularPriceIncVat: 1450 },
    firstOccasionDate: '2026-12-07T00:00:00.000Z',
    ageGroups: [
      {
        id: 'group-7',
        name: '7–9 år',
        minAge: 7,
        maxAge: 9,
        classStartTime: '11:30',
        classEndTime: '12:30',
        fullyBooked: full.group,
      },
    ],
    isTrialClass: false,
    fullyBooked: full.class,
  };
}

export const typed: BookingValues = {
  parentFirstName: 'Johanna',
  parentLastName: 'Ek',
  email: 'johanna.ek@example.com',
  phoneCountryCode: '+46',
  phone: '70 765 43 21',
  childFirstName: 'Vera',
  childLastName: 'Ek',
  childBirthdate: '2018-08-05',
  allergies: 'Nuts',
  otherInformation: '',
  tshirtSize: '128/134',
  gdprAllowInformation: true,
  gdprAllowPartnerInformation: true,
};

/** A signed-in parent as the main API gives them. */
export const jonas = {
  guid: 'parent',
  firstname: 'Jonas',
  lastname: 'Becker',
  email: 'jonas.becker@example.com',
  phone: '15123456789',
  countrycode: '+49',
} as User;

/** A booking store for the address's play centre and age group, and what the tests look at. */
export function setUp(
  overrides: Partial<BookingApi> = {},
  options: Partial<BookingOptions> & { backend?: FakeStorage } = {},
) {
  const backend = options.backend ?? new FakeStorage();
  const storage = createVersionedStorage({ backend });
  const api: BookingApi = {
    playground: vi.fn(async () => ({ found: true as const, country: { guid: 'se' } as never, playground })),
    classes: vi.fn(async () => [term()]),
    tShirtSizes: vi.fn(async () => ['116/122', '128/134']),
    book: vi.fn(async (): Promise<ChildClassBookingResult> => ({
      guid: 'b-1',
      orderReference: 'CC-2026-100001',
    })),
    ...overrides,
  };
  const afterBooking = vi.fn<BookingOptions['afterBooking']>();
  const booking = createBooking({
    api,
    playgroundSlug: 'barkarby',
    ageGroupId: 'group-7',
    storage,
    defaultCallingCode: '+46',
    today: () => '2026-11-23',
    afterBooking,
    ...options,
  });
  const fill = (values: Partial<BookingValues> = typed) => {
    for (const [name, value] of Object.entries(values))
      booking.set(name as keyof BookingValues, value as never);
  };
  return { booking, api, afterBooking, backend, storage, fill, state: () => booking.$state.get() };
}

/** A child of Jonas's family as the main API gives it. */
export const familyChild = (guid: string, firstname: string, birthdate: string) =>
  ({ guid, firstname, lastname: 'Becker', birthdate: `${birthdate}T00:00:00Z` }) as AccountOrChild;

/** Jonas signed in, with these children. */
export const familyOf = (...children: AccountOrChild[]): FamilyApi => ({
  me: async () => jonas,
  accounts: async () => [{ guid: 'parent', firstname: 'Jonas' } as AccountOrChild, ...children],
});
