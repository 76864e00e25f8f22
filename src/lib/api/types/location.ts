import type { Media } from './common.ts';

/** Countries, regions, playgrounds and the location hierarchy (spec §3, §7). */

export interface Room {
  name: string | null;
  description: string | null;
  size: number | null;
  maxguests: number | null;
  recommendedmaxguests: number | null;
  block: boolean | null;
  disabled: boolean | null;
  images: Media[] | null;
  theme: string | null;
}

export interface Area {
  name: string | null;
  guid: string;
  type: string | null;
  rooms: Room[] | null;
}

/** Contact e-mail addresses of a play centre, one per purpose. */
export interface PlaygroundEmails {
  general: string | null;
  party: string | null;
  groupBooking: string | null;
  childClass: string | null;
}

export interface Playground {
  guid: string;
  name: string | null;
  /** The name per language code, where it differs from `name`. */
  translatednames: Record<string, string> | null;
  slug: string | null;
  address: string | null;
  postalcode: string | null;
  city: string | null;
  phone: string | null;
  emails: PlaygroundEmails | null;
  /** Guid of the region. */
  region: string | null;
  type: string | null;
  maplink: string | null;
  costcentre: string | null;
  extrabirthdaychildprice: number | null;
  extrabirthdaychildarticlenumbers: string[] | null;
  disabled: boolean | null;
  /** When party booking opens, an ISO timestamp. */
  partybookingopeningdatetime: string | null;
  /** Party-booking content per language code. */
  partybookingcontent: Record<string, string> | null;
  entrancebookingopeningdate: string | null;
  areas: Area[] | null;
  blockreservationsminutes: number | null;
  usefoodexport: boolean | null;
}

export interface Region {
  guid: string;
  name: string | null;
  /** Guid of the country. */
  country: string | null;
  playgrounds: Playground[] | null;
}

export interface Country {
  guid: string;
  name: string | null;
  culture: string | null;
  currency: string | null;
  timezone: string | null;
  childclassvat: number | null;
  companyname: string | null;
  companyorgno: string | null;
  smssender: string | null;
  mailsender: string | null;
  sitebaseaddress: string | null;
  orderbaseaddress: string | null;
  profilebaseaddress: string | null;
  partybaseaddress: string | null;
  /** Only filled when asked for with `includeregions`. */
  regions: Region[] | null;
  slug: string | null;
}

/** A country as the shell's country list uses it. */
export interface CountryListItem {
  guid: string;
  name: string | null;
  slug: string | null;
  profilebaseaddress: string | null;
  orderbaseaddress: string | null;
  regions: Region[] | null;
}

/** The languages a country's sites offer. */
export interface CountryConfiguration {
  countrySlug: string | null;
  languages: { code: string | null; bcpCode: string | null }[] | null;
}

export const locationTypes = ['Country', 'Region', 'Playground', 'Area', 'Room', 'Table'] as const;
export type LocationType = (typeof locationTypes)[number];

/** The types the front-end location list can be asked for. */
export type FrontEndLocationScope = Extract<LocationType, 'Country' | 'Region' | 'Playground'>;

export interface LocationItem {
  locationid: string;
  name: string | null;
  type: LocationType | null;
  /** Names from the country down to this location. */
  path: string[] | null;
}

/** Every location, grouped by type; `unknownparents` holds those whose parent is missing. */
export type LocationList = Record<
  'countries' | 'regions' | 'playgrounds' | 'areas' | 'rooms' | 'tables' | 'unknownparents',
  LocationItem[] | null
>;

export interface LocationTreeNode {
  guid: string;
  name: string | null;
  slug: string | null;
  parentid: string | null;
  disabled: boolean | null;
  datatypename: LocationType | null;
  children: LocationTreeNode[] | null;
  path: string[] | null;
}

export interface LocationTree {
  items: LocationTreeNode[] | null;
}
