import type { CountryCode } from '../shared/origins.ts';

/**
 * The seeded people. The identity stand-in signs them in and the main API stand-in serves
 * their profiles; both read the same state (see state.ts), so a change at one is seen by the
 * other. Every seeded password is the same, so a tester needs to remember only one.
 */
export const seededPassword = 'Lekplats-2025';

export interface SeedChild {
  firstname: string;
  lastname: string;
  /** `YYYY-MM-DD`. */
  birthdate: string;
  otherinfo: string | null;
}

/** Counts the profile overview reports for an account. */
export interface SeedActivity {
  activeOffers: number;
  partyBookings: number;
  entranceBookings: number;
  sportClassBookings: number;
  campBookings: number;
  subscriptions: number;
  serialTickets: number;
}

export interface SeedAccount {
  /** Stable key; the account's guid is derived from it. */
  key: string;
  email: string;
  /** Null for an account created by staff that has never had a password (sign-in asks to reset). */
  password: string | null;
  /**
   * Locked after too many wrong passwords: every sign-in, even with the right password,
   * answers 429 with Retry-After (the lock never runs out, so tests can rely on it).
   */
  lockedOut?: true;
  firstname: string;
  lastname: string;
  country: CountryCode;
  culture: string;
  roles: string[];
  emailconfirmed: boolean;
  phone: string | null;
  countrycode: string | null;
  address: { StreetAddress: string; PostalCode: string; City: string; CoAddress: string | null } | null;
  /** Slug of the preferred play centre. */
  preferredPlayground: string | null;
  /** When the account was registered, an ISO timestamp (GetUsersWithinDates filters on it). */
  registered: string;
  children: SeedChild[];
  activity: SeedActivity;
  /** What the sign-in page says about the account, so a tester picks the right one. */
  purpose: string;
}

/** An account that has booked and bought nothing yet. */
export const noActivity: Readonly<SeedActivity> = {
  activeOffers: 0,
  partyBookings: 0,
  entranceBookings: 0,
  sportClassBookings: 0,
  campBookings: 0,
  subscriptions: 0,
  serialTickets: 0,
};

export const seedAccounts: readonly SeedAccount[] = [
  {
    key: 'astrid',
    email: 'astrid.lindqvist@example.com',
    password: seededPassword,
    firstname: 'Astrid',
    lastname: 'Lindqvist',
    country: 'se',
    culture: 'sv-SE',
    roles: ['Customer'],
    emailconfirmed: true,
    phone: '701234567',
    countrycode: '+46',
    address: { StreetAddress: 'Vaksalagatan 12', PostalCode: '753 20', City: 'Uppsala', CoAddress: null },
    preferredPlayground: 'barkarby',
    registered: '2023-03-18T09:12:00.000Z',
    children: [
      { firstname: 'Elsa', lastname: 'Lindqvist', birthdate: '2018-03-14', otherinfo: 'Nötallergi' },
      { firstname: 'Oskar', lastname: 'Lindqvist', birthdate: '2020-09-30', otherinfo: null },
    ],
    activity: {
      ...noActivity,
      activeOffers: 2,
      partyBookings: 1,
      entranceBookings: 3,
      sportClassBookings: 1,
      subscriptions: 1,
    },
    purpose: 'Sweden, family with two children, one role (string claim)',
  },
  {
    key: 'ingrid',
    email: 'ingrid.haugen@example.com',
    password: seededPassword,
    firstname: 'Ingrid',
    lastname: 'Haugen',
    country: 'no',
    culture: 'nb-NO',
    roles: ['Customer'],
    emailconfirmed: true,
    phone: '91234567',
    countrycode: '+47',
    address: { StreetAddress: 'Trondheimsveien 81', PostalCode: '0565', City: 'Oslo', CoAddress: null },
    preferredPlayground: 'alnabru',
    registered: '2024-01-07T17:40:00.000Z',
    children: [
      { firstname: 'Nora', lastname: 'Haugen', birthdate: '2019-06-02', otherinfo: null },
      // Over 12: the one a pass cannot be bought for.
      { firstname: 'Sander', lastname: 'Haugen', birthdate: '2011-09-14', otherinfo: null },
    ],
    activity: { ...noActivity, entranceBookings: 1, serialTickets: 1 },
    purpose: 'Norway, two children: Nora, and Sander, too old for a pass',
  },
  {
    key: 'mads',
    email: 'mads.kjaergaard@example.com',
    password: seededPassword,
    firstname: 'Mads',
    lastname: 'Kjærgaard',
    country: 'dk',
    culture: 'da-DK',
    roles: ['Customer'],
    emailconfirmed: true,
    phone: '21436587',
    countrycode: '+45',
    address: { StreetAddress: 'Jægergårdsgade 54', PostalCode: '8000', City: 'Aarhus C', CoAddress: null },
    preferredPlayground: 'aarhus-tilst',
    registered: '2024-05-21T06:05:00.000Z',
    children: [
      { firstname: 'Freja', lastname: 'Kjærgaard', birthdate: '2017-11-23', otherinfo: null },
      {
        firstname: 'William',
        lastname: 'Kjærgaard',
        birthdate: '2021-02-08',
        otherinfo: 'Bruger høreapparat',
      },
      // Over 12: the one a pass cannot be bought for.
      { firstname: 'Emil', lastname: 'Kjærgaard', birthdate: '2012-04-03', otherinfo: null },
    ],
    activity: { ...noActivity, partyBookings: 2, campBookings: 1 },
    purpose: 'Denmark, three children: Freja, William, and Emil, too old for a pass',
  },
  {
    key: 'aino',
    email: 'aino.virtanen@example.com',
    password: seededPassword,
    firstname: 'Aino',
    lastname: 'Virtanen',
    country: 'fi',
    culture: 'fi-FI',
    roles: ['Customer'],
    emailconfirmed: true,
    phone: '401234567',
    countrycode: '+358',
    address: { StreetAddress: 'Hämeenkatu 25 B 14', PostalCode: '33200', City: 'Tampere', CoAddress: null },
    preferredPlayground: 'tampere-lielahti',
    registered: '2024-08-30T12:30:00.000Z',
    children: [
      { firstname: 'Eetu', lastname: 'Virtanen', birthdate: '2019-04-17', otherinfo: null },
      // Over 12: the one a pass cannot be bought for.
      { firstname: 'Onni', lastname: 'Virtanen', birthdate: '2012-01-28', otherinfo: null },
    ],
    activity: { ...noActivity, activeOffers: 1, subscriptions: 1 },
    purpose: 'Finland, two children: Eetu, and Onni, too old for a pass',
  },
  {
    key: 'jonas',
    email: 'jonas.becker@example.com',
    password: seededPassword,
    firstname: 'Jonas',
    lastname: 'Becker',
    country: 'de',
    culture: 'de-DE',
    roles: ['Customer'],
    emailconfirmed: true,
    phone: '15123456789',
    countrycode: '+49',
    address: {
      StreetAddress: 'Siegburger Straße 41',
      PostalCode: '51105',
      City: 'Köln',
      CoAddress: 'c/o Schneider',
    },
    preferredPlayground: 'koeln-porz',
    registered: '2025-02-11T15:00:00.000Z',
    children: [
      { firstname: 'Mia', lastname: 'Becker', birthdate: '2018-08-05', otherinfo: null },
      { firstname: 'Paul', lastname: 'Becker', birthdate: '2022-01-19', otherinfo: 'Laktoseintoleranz' },
    ],
    activity: { ...noActivity, entranceBookings: 2, sportClassBookings: 2 },
    purpose: 'Germany, two children',
  },
  {
    key: 'katrin',
    email: 'katrin.hoffmann@example.com',
    password: seededPassword,
    firstname: 'Katrin',
    lastname: 'Hoffmann',
    country: 'de',
    culture: 'de-DE',
    roles: ['Customer'],
    emailconfirmed: true,
    phone: '15798765432',
    countrycode: '+49',
    address: { StreetAddress: 'Bergstraße 12', PostalCode: '40589', City: 'Düsseldorf', CoAddress: null },
    preferredPlayground: 'duesseldorf-reisholz',
    registered: '2025-09-14T16:20:00.000Z',
    // Germany's family with a child too old for a pass, apart from Jonas's, whose children the
    // booking tests count.
    children: [
      { firstname: 'Leon', lastname: 'Hoffmann', birthdate: '2012-10-02', otherinfo: null },
      { firstname: 'Emma', lastname: 'Hoffmann', birthdate: '2018-04-12', otherinfo: null },
      { firstname: 'Ben', lastname: 'Hoffmann', birthdate: '2020-07-23', otherinfo: 'Erdnussallergie' },
    ],
    activity: { ...noActivity, entranceBookings: 1 },
    purpose: 'Germany, three children: Leon, too old for a pass, and Emma and Ben, who can have one',
  },
  {
    key: 'karin',
    email: 'karin.sjoberg@example.com',
    password: seededPassword,
    firstname: 'Karin',
    lastname: 'Sjöberg',
    country: 'se',
    culture: 'sv-SE',
    roles: ['Customer', 'Administrator'],
    emailconfirmed: true,
    phone: '739876543',
    countrycode: '+46',
    address: { StreetAddress: 'Kungsgatan 44', PostalCode: '411 19', City: 'Göteborg', CoAddress: null },
    preferredPlayground: 'molndal',
    registered: '2022-10-03T07:45:00.000Z',
    // Sweden's family with a child too old for a pass: Astrid's two can both have one, and tests
    // count her children.
    children: [
      { firstname: 'Vilma', lastname: 'Sjöberg', birthdate: '2012-05-09', otherinfo: null },
      { firstname: 'Hugo', lastname: 'Sjöberg', birthdate: '2019-02-21', otherinfo: null },
    ],
    activity: noActivity,
    purpose:
      'Sweden, staff: two roles (array claim), may use staff-only calls; two children: Vilma, too old for a pass, and Hugo',
  },
  {
    key: 'linnea',
    email: 'linnea.berg@example.com',
    password: seededPassword,
    firstname: 'Linnea',
    lastname: 'Berg',
    country: 'se',
    culture: 'sv-SE',
    roles: ['Customer'],
    emailconfirmed: false,
    phone: null,
    countrycode: null,
    address: null,
    preferredPlayground: null,
    registered: '2025-06-01T10:00:00.000Z',
    children: [],
    activity: noActivity,
    purpose: 'Sweden, new: e-mail not confirmed, no phone, no children (onboarding)',
  },
  {
    key: 'per',
    email: 'per.holm@example.com',
    password: null,
    firstname: 'Per',
    lastname: 'Holm',
    country: 'se',
    culture: 'sv-SE',
    roles: ['Customer'],
    emailconfirmed: true,
    phone: '762223344',
    countrycode: '+46',
    address: {
      StreetAddress: 'Drottninggatan 7',
      PostalCode: '252 21',
      City: 'Helsingborg',
      CoAddress: null,
    },
    preferredPlayground: 'malmo-svagertorp',
    registered: '2019-05-12T08:00:00.000Z',
    children: [{ firstname: 'Alva', lastname: 'Holm', birthdate: '2016-12-01', otherinfo: null }],
    activity: noActivity,
    purpose: 'Sweden, created at a play centre, never set a password (status: ResetPassword)',
  },
  {
    key: 'olle',
    email: 'olle.lund@example.com',
    password: seededPassword,
    lockedOut: true,
    firstname: 'Olle',
    lastname: 'Lund',
    country: 'se',
    culture: 'sv-SE',
    roles: ['Customer'],
    emailconfirmed: true,
    phone: '708887766',
    countrycode: '+46',
    address: { StreetAddress: 'Storgatan 3', PostalCode: '582 23', City: 'Linköping', CoAddress: null },
    preferredPlayground: 'barkarby',
    registered: '2024-11-02T18:20:00.000Z',
    children: [{ firstname: 'Ebba', lastname: 'Lund', birthdate: '2019-10-11', otherinfo: null }],
    activity: noActivity,
    purpose: 'Sweden, locked after too many wrong passwords: sign-in answers 429 with Retry-After',
  },
];
